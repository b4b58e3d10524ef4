import { useTranslation } from 'react-i18next';
import { Button } from './Button';

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are, at least 1. */
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next with the position between them, for a list shown one page at a time; nothing when it fits on one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.label')}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.pager.previous')}
      </Button>
      <span className="pager__position">{t('common.pager.position', { page, pages })}</span>
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pager.next')}
      </Button>
    </nav>
  );
}
