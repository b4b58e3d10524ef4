import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NGO_STATUSES, type NgoStatus } from '@/contract/accounts';
import type { AdminNgoOverview } from '@/contract/admin';
import { ADMIN_NGOS_PAGE_SIZE } from '@/contract/limits';
import { adminNgosQueryOptions, ngoStatisticsQueryOptions, useChangeNgoStatus } from '@/queries/adminNgos';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { useToast } from '@/app/ui/Toast';
import { LoadFailed } from '@/app/shell/LoadFailed';
import { SearchBox } from '@/app/ui/SearchBox';
import { StatusFilter } from '@/app/ui/StatusFilter';
import { NgoCard, type NgoAction } from './NgoCard';
import { ngoListQueryOf, ngoSearchTermOf, type NgoSearch } from './ngoSearch';
import '@/app/ui/primitives.css';
import './ngos.css';

/**
 * /admin/ngos, the SPEC §1 planned features made real: the NGOs with their status, search and a
 * status filter, approve and suspend after confirmation, each NGO's figures and contact details.
 * The server searches and pages (issue 13), 20 NGOs a page, as event moderation does.
 */
export function NgoManagementPage({ search }: { search: NgoSearch }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate({ from: '/admin/ngos' });
  const term = ngoSearchTermOf(search);
  const page = search.page ?? 1;
  const ngos = useQuery({ ...adminNgosQueryOptions(ngoListQueryOf(search)), placeholderData: keepPreviousData });
  const statistics = useQuery({ ...ngoStatisticsQueryOptions(term), placeholderData: keepPreviousData });
  const changeStatus = useChangeNgoStatus();
  const [confirming, setConfirming] = useState<{ ngo: AdminNgoOverview; action: NgoAction } | null>(null);

  const show = useCallback(
    (next: Partial<NgoSearch>) => void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true }),
    [navigate],
  );

  const showPage = useCallback((next: number | undefined) => show({ page: next }), [show]);
  const total = ngos.data?.total ?? 0;
  const { pages, pastTheEnd } = usePages({
    page,
    total,
    pageSize: ADMIN_NGOS_PAGE_SIZE,
    settled: ngos.data !== undefined && !ngos.isPlaceholderData,
    onPage: showPage,
  });

  async function confirm({ ngo, action }: { ngo: AdminNgoOverview; action: NgoAction }) {
    const name = ngo.organization_name;
    try {
      await changeStatus.mutateAsync({ ngoId: ngo.id, action });
      toast.success(t(`admin.ngos.done.${action}`, { name }));
    } catch (error) {
      toast.error(apiErrorMessage(error, t, t(`admin.ngos.errors.${action}Failed`)));
    }
    setConfirming(null);
  }

  return (
    <div className="ngo-management">
      <header className="events-page__header">
        <h1 className="events-page__title">{t('admin.ngos.title')}</h1>
      </header>
      <SearchBox
        label={t('admin.ngos.search.label')}
        hint={t('admin.ngos.search.hint')}
        value={search.search ?? ''}
        onSearch={(text) => show({ search: text || undefined })}
      />
      <StatusFilter
        label={t('admin.ngos.filter.label')}
        options={([undefined, ...NGO_STATUSES] as Array<NgoStatus | undefined>).map((status) => ({
          status,
          label: status ? t(`admin.ngos.status.${status}`) : t('admin.ngos.filter.all'),
          count: statistics.data ? (status ? statistics.data.counts[status] : statistics.data.total) : null,
        }))}
        selected={search.status}
        onSelect={(status) => show({ status })}
      />

      {ngos.isError && !ngos.data ? (
        <LoadFailed failed={t('admin.ngos.errors.loadFailed')} error={ngos.error} busy={ngos.isFetching} onRetry={() => void ngos.refetch()} />
      ) : !ngos.data || pastTheEnd ? (
        <Spinner label={t('admin.ngos.loading')} />
      ) : ngos.data.ngos.length === 0 ? (
        <EmptyState title={term || search.status ? t('admin.ngos.noResultsTitle') : t('admin.ngos.emptyTitle')} />
      ) : (
        <>
          <p className="events-page__count" role="status">
            {t('admin.ngos.showing', {
              from: (page - 1) * ADMIN_NGOS_PAGE_SIZE + 1,
              to: (page - 1) * ADMIN_NGOS_PAGE_SIZE + ngos.data.ngos.length,
              count: total,
            })}
          </p>
          <ul className="ngo-management__list" aria-busy={ngos.isPlaceholderData || undefined}>
            {ngos.data.ngos.map((ngo) => (
              <li key={ngo.id}>
                <NgoCard ngo={ngo} onAction={(chosen, action) => setConfirming({ ngo: chosen, action })} />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => show({ page: next > 1 ? next : undefined })} />
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`admin.ngos.confirm.${confirmKey(confirming)}.title`) : ''}
        message={confirming && t(`admin.ngos.confirm.${confirmKey(confirming)}.message`, { name: confirming.ngo.organization_name })}
        confirmLabel={confirming ? t(`admin.ngos.actions.${confirmKey(confirming)}`) : undefined}
        tone={confirming?.action === 'suspend' ? 'danger' : 'default'}
        busy={changeStatus.isPending}
        onConfirm={() => confirming && void confirm(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/** Approving a suspended NGO re-activates it: the dialog says so. */
function confirmKey({ ngo, action }: { ngo: AdminNgoOverview; action: NgoAction }): 'approve' | 'reactivate' | 'suspend' {
  return action === 'approve' && ngo.status === 'suspended' ? 'reactivate' : action;
}
