import { Spinner } from '@/app/ui/Spinner';

/**
 * The root and the signed-in layouts wait for their code (and the root for the catalogue) only on
 * the first page a visit opens, behind index.html's spinner: they show this at once, and only as
 * long as needed, so the spinner stays put until the page is there. Other routes keep the
 * router's defaults (a spinner after a second, for at least half a second): a quick move shows none.
 */
export const CONTINUES_THE_SPLASH = { pendingMs: 0, pendingMinMs: 0 } as const;

/** What a route shows while its data loads. */
export function PagePending() {
  return (
    <div className="page-pending">
      <Spinner size="large" />
    </div>
  );
}
