import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';
import { Field } from '@/app/ui/Field';
import { FilterToggle } from '@/app/ui/FilterToggle';
import { activeEventFilterCount, EMPTY_EVENT_FILTER, type EventFilter } from './eventFilter';
import '@/app/ui/primitives.css';

interface EventFilterPanelProps {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
}

/**
 * SPEC §2 collapsible filter of the events list: event name and start date, and reset. It starts
 * open when a remembered filter is active, so the reader sees at once why events are missing.
 */
export function EventFilterPanel({ filter, onChange }: EventFilterPanelProps) {
  const { t } = useTranslation();
  const activeCount = activeEventFilterCount(filter);
  const [open, setOpen] = useState(activeCount > 0);
  const panelId = useId();

  return (
    <section className="event-filter" aria-label={t('events.filter.title')}>
      <FilterToggle
        open={open}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
        panelId={panelId}
        label={t('events.filter.toggle')}
        activeText={activeCount > 0 ? t('events.filter.activeCount', { count: activeCount }) : undefined}
      />
      <div id={panelId} className="event-filter__panel" hidden={!open}>
        <Field label={t('events.filter.name')} className="event-filter__field">
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              value={filter.searchTerm}
              onChange={(event) => onChange({ ...filter, searchTerm: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('events.filter.startDate')} hint={t('events.filter.startDateHint')} className="event-filter__field">
          {(control) => (
            <input
              {...control}
              type="date"
              value={filter.startDate}
              onChange={(event) => onChange({ ...filter, startDate: event.target.value })}
            />
          )}
        </Field>
        <Button variant="ghost" className="event-filter__reset" onClick={() => onChange(EMPTY_EVENT_FILTER)}>
          {t('events.filter.reset')}
        </Button>
      </div>
    </section>
  );
}
