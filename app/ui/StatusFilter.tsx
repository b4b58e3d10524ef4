import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';
import './primitives.css';

interface StatusFilterProps<Status extends string> {
  /** The group's name for assistive technology, e.g. 'Filter by status'. */
  label: string;
  /** The statuses in order, each with its words and, once known, its count; undefined is "all". */
  options: Array<{ status: Status | undefined; label: string; count: number | null }>;
  selected: Status | undefined;
  onSelect: (status: Status | undefined) => void;
}

/** Toggle buttons choosing one status (or all), each with its count: a list's status filter. */
export function StatusFilter<Status extends string>({ label, options, selected, onSelect }: StatusFilterProps<Status>) {
  const { t } = useTranslation();
  return (
    <div className="status-filter" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.status ?? 'all'}
          size="small"
          variant={selected === option.status ? 'primary' : 'secondary'}
          aria-pressed={selected === option.status}
          onClick={() => onSelect(option.status)}
        >
          {option.count === null ? option.label : t('admin.events.filter.withCount', { label: option.label, count: option.count })}
        </Button>
      ))}
    </div>
  );
}
