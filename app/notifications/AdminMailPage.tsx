import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAIL_PAGE_SIZE, mailErrorCodes, type AdminMail } from '@/contract/mail';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { adminMailQueryOptions, useRetryMail } from '@/queries/adminMail';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { useToast } from '@/app/ui/Toast';
import { LoadFailed } from '@/app/shell/LoadFailed';
import { StatusFilter } from '@/app/ui/StatusFilter';
import { MailCard } from './MailCard';
import { MAIL_FILTER_STATUSES, mailListQueryOf, type MailSearch } from './mailSearch';
import '@/app/ui/primitives.css';
import './adminMail.css';

/**
 * Issue 18: #/admin/mail, the outbox as the super administrator sees it. Undelivered messages by
 * default (pending and sent ones by the filter), newest first, 20 a page paged on the server, each
 * with Retry once its cause is fixed. `notifications`: the administrator's own e-mail preference
 * (they have no profile page), below the list.
 */
export function AdminMailPage({ search, notifications }: { search: MailSearch; notifications?: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate({ from: '/admin/mail' });
  const title = t('adminMail.title');
  useDocumentTitle(title);
  const query = mailListQueryOf(search);
  const list = useQuery({ ...adminMailQueryOptions(query), placeholderData: keepPreviousData });
  const retry = useRetryMail();
  const [retrying, setRetrying] = useState<number | null>(null);

  const show = useCallback(
    (next: Partial<MailSearch>) => void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true }),
    [navigate],
  );
  const showPage = useCallback((next: number | undefined) => show({ page: next }), [show]);
  const total = list.data?.count ?? 0;
  const { pages, pastTheEnd } = usePages({
    page: query.page,
    total,
    pageSize: ADMIN_MAIL_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: showPage,
  });

  async function retryMail(mail: AdminMail) {
    setRetrying(mail.id);
    try {
      await retry.mutateAsync(mail.id);
      toast.success(t('adminMail.retried', { recipient: mail.recipient }));
    } catch (error) {
      // Someone else retried it meanwhile, or it is gone: the list is asked again either way.
      const gone = error instanceof ApiRequestError && error.code === mailErrorCodes.mailNotFound;
      toast.error(gone ? t('adminMail.errors.notFound') : apiErrorMessage(error, t, t('adminMail.errors.retryFailed')));
    }
    setRetrying(null);
  }

  return (
    <div className="admin-mail">
      <header className="events-page__header">
        <h1 className="events-page__title">{title}</h1>
      </header>
      <p className="admin-mail__intro">{t('adminMail.intro')}</p>
      <StatusFilter
        label={t('adminMail.filter.label')}
        options={MAIL_FILTER_STATUSES.map((status) => ({ status, label: t(`adminMail.status.${status}`), count: null }))}
        selected={query.status}
        onSelect={(status) => show({ status: status === 'failed' ? undefined : status })}
      />

      {list.isError && !list.data ? (
        <LoadFailed failed={t('adminMail.errors.loadFailed')} error={list.error} busy={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data || pastTheEnd ? (
        <Spinner label={t('adminMail.loading')} />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={t(`adminMail.empty.${query.status}`)} />
      ) : (
        <>
          <p className="events-page__count" role="status">
            {t('adminMail.showing', {
              from: (query.page - 1) * ADMIN_MAIL_PAGE_SIZE + 1,
              to: (query.page - 1) * ADMIN_MAIL_PAGE_SIZE + list.data.results.length,
              count: total,
            })}
          </p>
          <ul className="admin-mail__list" aria-busy={list.isPlaceholderData || undefined}>
            {list.data.results.map((mail) => (
              <li key={mail.id}>
                <MailCard mail={mail} retrying={retrying === mail.id} onRetry={(chosen) => void retryMail(chosen)} />
              </li>
            ))}
          </ul>
          <Pager page={query.page} pages={pages} onPage={(next) => show({ page: next > 1 ? next : undefined })} />
        </>
      )}
      {notifications && <div className="admin-mail__own">{notifications}</div>}
    </div>
  );
}
