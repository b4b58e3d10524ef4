import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './primitives.css';

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

/**
 * How many pages a list paged on the server has (at least 1), and whether the address names a page
 * past the last (a change emptied it, or an old link): then it moves to the last page once the
 * list's own answer says so (`settled`: not a placeholder kept from the previous page; undefined
 * is the first page), and the screen shows it loading meanwhile.
 */
export function usePages({ page, total, pageSize, settled, onPage }: {
  page: number;
  total: number;
  pageSize: number;
  settled: boolean;
  onPage: (page: number | undefined) => void;
}): { pages: number; pastTheEnd: boolean } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const lastPageInstead = settled && page > pages ? pages : null;
  useEffect(() => {
    if (lastPageInstead !== null) onPage(lastPageInstead > 1 ? lastPageInstead : undefined);
  }, [lastPageInstead, onPage]);
  return { pages, pastTheEnd: lastPageInstead !== null };
}
