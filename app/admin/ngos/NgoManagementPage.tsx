import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NGO_STATUSES, type NgoStatus } from '@/contract/accounts';
import type { AdminNgoOverview } from '@/contract/admin';
import { adminNgosQueryOptions, useChangeNgoStatus } from '@/queries/adminNgos';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Field } from '@/app/ui/Field';
import { Spinner } from '@/app/ui/Spinner';
import { useToast } from '@/app/ui/Toast';
import { LoadFailed } from '@/app/admin/LoadFailed';
import { StatusFilter } from '@/app/admin/StatusFilter';
import { NgoCard, type NgoAction } from './NgoCard';
import { matchesNgoSearch, type NgoSearch } from './ngoSearch';

/**
 * /admin/ngos, the SPEC §1 planned features made real: every NGO with its status, search and a
 * status filter, approve and suspend after confirmation, each NGO's figures and contact details.
 */
export function NgoManagementPage({ search }: { search: NgoSearch }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate({ from: '/admin/ngos' });
  const ngos = useQuery(adminNgosQueryOptions());
  const changeStatus = useChangeNgoStatus();
  const [confirming, setConfirming] = useState<{ ngo: AdminNgoOverview; action: NgoAction } | null>(null);

  const matching = useMemo(() => (ngos.data ?? []).filter((ngo) => matchesNgoSearch(ngo, search.search)), [ngos.data, search.search]);
  const shown = matching.filter((ngo) => !search.status || ngo.status === search.status);
  const show = (next: Partial<NgoSearch>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace: true });

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
      <Field label={t('admin.ngos.search.label')} hint={t('admin.ngos.search.hint')} className="admin-events__search">
        {(control) => (
          <input
            {...control}
            type="search"
            maxLength={200}
            value={search.search ?? ''}
            onChange={(change) => show({ search: change.target.value || undefined })}
          />
        )}
      </Field>
      <StatusFilter
        label={t('admin.ngos.filter.label')}
        options={([undefined, ...NGO_STATUSES] as Array<NgoStatus | undefined>).map((status) => ({
          status,
          label: status ? t(`admin.ngos.status.${status}`) : t('admin.ngos.filter.all'),
          count: ngos.data ? matching.filter((ngo) => !status || ngo.status === status).length : null,
        }))}
        selected={search.status}
        onSelect={(status) => show({ status })}
      />

      {ngos.data ? (
        shown.length === 0 ? (
          <EmptyState title={ngos.data.length === 0 ? t('admin.ngos.emptyTitle') : t('admin.ngos.noResultsTitle')} />
        ) : (
          <ul className="ngo-management__list">
            {shown.map((ngo) => (
              <li key={ngo.id}>
                <NgoCard ngo={ngo} onAction={(chosen, action) => setConfirming({ ngo: chosen, action })} />
              </li>
            ))}
          </ul>
        )
      ) : ngos.isError ? (
        <LoadFailed failed={t('admin.ngos.errors.loadFailed')} error={ngos.error} busy={ngos.isFetching} onRetry={() => void ngos.refetch()} />
      ) : (
        <Spinner label={t('admin.ngos.loading')} />
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
