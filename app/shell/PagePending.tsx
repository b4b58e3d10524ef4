import { Spinner } from '@/app/ui/Spinner';

/** What a route shows while its data loads. */
export function PagePending() {
  return (
    <div className="page-pending">
      <Spinner size="large" />
    </div>
  );
}
