import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { OnChangeFn, RowSelectionState, SortingState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_ORDERINGS } from '@/contract/applicationStatus';
import type { Application } from '@/contract/applications';
import { APPLICATIONS_PAGE_SIZE } from '@/contract/limits';
import { oneOf } from '@/contract/searchValues';
import { applicationPageQueryOptions, type ApplicationFilter } from '@/queries/applications';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Button } from '@/app/ui/Button';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { ApplicationBulkBar } from './ApplicationBulkBar';
import { ApplicationDetailsModal } from './ApplicationDetailsModal';
import { ApplicationFilterPanel } from './ApplicationFilterPanel';
import { ApplicationStatisticsCards } from './ApplicationStatisticsCards';
import { ApplicationsTable } from './ApplicationsTable';
import { ExportCsvButton } from './ExportCsvButton';
import { applicationFilterOf, applicationPageQueryOf, DEFAULT_APPLICATION_ORDERING, type ApplicationsSearch } from './applicationsSearch';
import { MAILING_CHANGES, type ApplicationChange } from './applicationChanges';
import { useApplicationChanges } from './useApplicationChanges';
import { useNgoEventChoices } from './useNgoEventChoices';
import '@/app/ui/primitives.css';
import './applications.css';

/**
 * SPEC §2 /applications: the statistics cards, the collapsible filter, the bulk action bar, the
 * table 5 a page with previous and next, and the details modal (issue 14, point 3). Filter, order
 * and page live in the address; the server filters, sorts and pages.
 *
 * The selection belongs to the rows shown: a new page, order or filter starts with none (and
 * without the last refusal), and a bulk change that succeeded clears it; one the server refused
 * keeps it, so the reader can unselect the refused rows (docs/decisions/applications.md, "Applications screen").
 */
export function ApplicationsPage({ ngoId, search }: { ngoId: number; search: ApplicationsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/applications' });
  const filter = applicationFilterOf(search);
  const pageQuery = applicationPageQueryOf(search);
  const page = pageQuery.page ?? 1;
  const list = useQuery({ ...applicationPageQueryOptions(pageQuery), placeholderData: keepPreviousData });
  const { events, eventEnded } = useNgoEventChoices(ngoId);
  const view = JSON.stringify(pageQuery);
  const changes = useApplicationChanges(view);
  const [details, setDetails] = useState<Application | null>(null);
  // What the reader last did to the filter, so a list that then fails says so (SPEC §8).
  const [filterAction, setFilterAction] = useState<'apply' | 'reset' | null>(null);

  const [selection, setSelection] = useState<{ view: string; rows: RowSelectionState }>({ view, rows: {} });
  const rowSelection = selection.view === view ? selection.rows : {};
  const onSelectionChange: OnChangeFn<RowSelectionState> = (updater) =>
    setSelection({ view, rows: typeof updater === 'function' ? updater(rowSelection) : updater });
  const clearSelection = () => setSelection({ view, rows: {} });

  const show = useCallback(
    (next: Partial<ApplicationsSearch>) => void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true }),
    [navigate],
  );
  const showPage = useCallback(
    (next: number | undefined) => {
      setFilterAction(null);
      show({ page: next });
    },
    [show],
  );
  const { pages, pastTheEnd } = usePages({
    page,
    total: list.data?.count ?? 0,
    pageSize: APPLICATIONS_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: showPage,
  });

  const ordering = search.sort ?? DEFAULT_APPLICATION_ORDERING;
  const sorting: SortingState = [{ id: ordering.replace(/^-/, ''), desc: ordering.startsWith('-') }];
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    const sort = next && oneOf(APPLICATION_ORDERINGS, `${next.desc ? '-' : ''}${next.id}`);
    if (!sort) return;
    setFilterAction(null);
    show({ sort: sort === DEFAULT_APPLICATION_ORDERING ? undefined : sort });
  };

  function applyFilter(next: ApplicationFilter) {
    setFilterAction('apply');
    show({ event: next.event_id, status: next.status });
  }
  function resetFilter() {
    setFilterAction('reset');
    show({ event: undefined, status: undefined });
  }

  const applications = list.data?.results ?? [];
  const selected = applications.filter((application) => rowSelection[String(application.id)]);
  const filtering = filter.event_id !== undefined || filter.status !== undefined;

  // Issue 33: a bulk accept or waitlist mails every volunteer selected, so it asks first.
  const [confirming, setConfirming] = useState<ApplicationChange | null>(null);
  async function changeSelected(change: ApplicationChange) {
    setConfirming(null);
    if (await changes.changeMany(selected, change)) clearSelection();
  }
  const askOrChange = (change: ApplicationChange) => (MAILING_CHANGES.includes(change) ? setConfirming(change) : void changeSelected(change));

  return (
    <div className="applications-page">
      <header className="events-page__header">
        <h1 className="events-page__title">{t('applications.title')}</h1>
        <ExportCsvButton filter={filter} />
      </header>
      <ApplicationStatisticsCards eventId={filter.event_id} />
      <ApplicationFilterPanel filter={filter} events={events} onApply={applyFilter} onReset={resetFilter} />

      {list.isError ? (
        <ErrorCard
          message={t(filterAction === 'apply' ? 'applications.errors.applyFailed' : filterAction === 'reset' ? 'applications.errors.resetFailed' : 'applications.errors.loadFailed')}
          retry={{ onRetry: () => void list.refetch(), busy: list.isFetching }}
        />
      ) : !list.data || pastTheEnd ? (
        <Spinner label={t('common.loading')} />
      ) : list.data.count === 0 ? (
        filtering ? (
          <EmptyState
            title={t('applications.empty.noResultsTitle')}
            text={t('applications.empty.noResultsText')}
            action={
              <Button variant="secondary" onClick={resetFilter}>
                {t('applications.filter.reset')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('applications.empty.title')} text={t('applications.empty.text')} />
        )
      ) : (
        <>
          <ApplicationBulkBar
            selected={selected}
            eventEnded={eventEnded}
            busy={changes.bulkBusy}
            onChange={askOrChange}
            onClear={clearSelection}
          />
          <ConfirmDialog
            open={confirming !== null}
            title={t(confirming === 'waitlisted' ? 'applications.bulk.confirm.waitlistTitle' : 'applications.bulk.confirm.acceptTitle', { count: selected.length })}
            message={t('applications.bulk.confirm.message', { count: selected.length })}
            confirmLabel={confirming ? t(`applications.actions.${confirming}`) : undefined}
            busy={changes.bulkBusy}
            onConfirm={() => confirming && void changeSelected(confirming)}
            onCancel={() => setConfirming(null)}
          />
          {changes.refused && (
            <div className="applications-refused" role="alert">
              <p className="applications-refused__message">{changes.refused.message}</p>
              <p>{t('applications.refused.title')}</p>
              <ul>
                {changes.refused.items.map((item) => (
                  <li key={item.id}>{t('applications.refused.item', { name: item.name, reason: item.reason })}</li>
                ))}
              </ul>
              <Button size="small" variant="ghost" onClick={changes.dismissRefused}>
                {t('common.actions.dismiss')}
              </Button>
            </div>
          )}
          <p className="events-page__count">
            {t('applications.table.showing', {
              from: (page - 1) * APPLICATIONS_PAGE_SIZE + 1,
              to: (page - 1) * APPLICATIONS_PAGE_SIZE + applications.length,
              count: list.data.count,
            })}
          </p>
          <ApplicationsTable
            applications={applications}
            sorting={sorting}
            onSortingChange={onSortingChange}
            selection={rowSelection}
            onSelectionChange={onSelectionChange}
            eventEnded={eventEnded}
            onChange={(application, change) => void changes.changeOne(application, change)}
            onDetails={setDetails}
            changingId={changes.changingId}
            stale={list.isPlaceholderData}
          />
          <Pager page={page} pages={pages} onPage={(next) => showPage(next > 1 ? next : undefined)} />
        </>
      )}

      <ApplicationDetailsModal application={details} onClose={() => setDetails(null)} />
    </div>
  );
}
