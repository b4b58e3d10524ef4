import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@/contract/applications';
import { Button } from '@/app/ui/Button';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { formatEventDay } from '@/app/eventParts/eventDateFormats';
import { applicantName } from './applicantName';
import { changesFor, type ApplicationChange } from './applicationChanges';
import { ApplicationStatusBadge } from '@/app/applicationParts/ApplicationStatusBadge';

interface ApplicationsTableProps {
  /** The page of applications the server answered (SPEC §9: 5). */
  applications: Application[];
  /** The address's order, one column (the server sorts: manualSorting). */
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** Selected application ids ("12": true) of this page. */
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
  /** Whether an application's event has ended, so it can be marked as attended. */
  eventEnded: (eventId: number) => boolean;
  onChange: (application: Application, change: ApplicationChange) => void;
  onDetails: (application: Application) => void;
  /** The application whose change is under way: its buttons wait. */
  changingId: number | null;
  /** The rows are the previous page's while the next one loads. */
  stale: boolean;
}

const column = createColumnHelper<Application>();

/**
 * Issue 14's applications table (TanStack Table, SPEC design card): select rows or the whole page,
 * sort by date, name or status on the server, and each row's actions by the SPEC §4 rules. On a
 * narrow screen it scrolls sideways inside its own frame, so the page around it stays put.
 */
export function ApplicationsTable(props: ApplicationsTableProps) {
  const { applications, sorting, onSortingChange, selection, onSelectionChange, eventEnded, onChange, onDetails, changingId, stale } = props;
  const { t, i18n } = useTranslation();

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <SelectBox
            aria-label={t('applications.table.selectAll')}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <SelectBox
            aria-label={t('applications.table.select', { name: rowName(row.original, t) })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor((application) => application.user?.full_name ?? '', {
        id: 'name',
        header: t('applications.table.applicant'),
        cell: ({ row }) => (
          <div className="applications-table__applicant">
            <button
              type="button"
              className="applications-table__name"
              aria-label={t('applications.actions.forName.details', { name: rowName(row.original, t) })}
              onClick={() => onDetails(row.original)}
            >
              {applicantName(row.original, t)}
            </button>
            <span className="applications-table__email">{row.original.user?.email ?? t('volunteers.modal.noEmail')}</span>
            {row.original.message && (
              // Issue 33: the volunteer wrote to the NGO; the details show the message whole.
              <span className="applications-table__message">
                <span aria-hidden="true">✉ </span>
                {t('applications.table.hasMessage')}
              </span>
            )}
          </div>
        ),
      }),
      column.accessor('event_name', {
        id: 'event',
        header: t('applications.table.event'),
        enableSorting: false,
        // Issue 33: the event's day where it happens, so the dates of a series are told apart.
        cell: ({ row }) => (
          <div className="applications-table__event">
            {row.original.event_name}
            <span className="applications-table__event-date">{formatEventDay(row.original.event_start, i18n.language, row.original.time_zone)}</span>
          </div>
        ),
      }),
      column.accessor('application_date', {
        id: 'application_date',
        header: t('applications.table.date'),
        sortDescFirst: true,
        cell: ({ getValue }) => formatDateTime(new Date(getValue()), i18n.language),
      }),
      column.accessor('status', {
        id: 'status',
        header: t('applications.table.status'),
        cell: ({ getValue }) => <ApplicationStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: t('applications.table.actions'),
        cell: ({ row }) => (
          <div className="applications-table__actions">
            {changesFor(row.original, eventEnded(row.original.event_id)).map((change) => (
              <Button
                key={change}
                size="small"
                variant={change === 'accepted' || change === 'attend' ? 'primary' : 'secondary'}
                busy={changingId === row.original.id}
                aria-label={t(`applications.actions.forName.${change}`, { name: rowName(row.original, t) })}
                onClick={() => onChange(row.original, change)}
              >
                {t(`applications.actions.${change}`)}
              </Button>
            ))}
          </div>
        ),
      }),
    ],
    [t, i18n.language, eventEnded, onChange, onDetails, changingId],
  );

  const table = useReactTable({
    data: applications,
    columns,
    getRowId: (application) => String(application.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, rowSelection: selection },
    onSortingChange,
    onRowSelectionChange: onSelectionChange,
  });

  return (
    <div className="applications-table__frame" role="region" aria-label={t('applications.table.label')} tabIndex={0}>
      <table className="applications-table" aria-busy={stale || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`applications-table__head applications-table__head--${header.column.id}`}
                    aria-sort={header.column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="applications-table__sort" onClick={header.column.getToggleSortingHandler()}>
                        {content}
                        <span aria-hidden="true" className="applications-table__sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'applications-table__row--selected' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`applications-table__cell applications-table__cell--${cell.column.id}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row as its labels name it: the applicant and the event, as one volunteer may have applied to two events on one page. */
function rowName(application: Application, t: TFunction): string {
  return t('applications.table.rowName', { name: applicantName(application, t), event: application.event_name });
}

/** A checkbox that can also show "some selected" (the DOM's indeterminate has no attribute). */
function SelectBox({ indeterminate = false, ...props }: InputHTMLAttributes<HTMLInputElement> & { indeterminate?: boolean }) {
  return (
    <input
      {...props}
      type="checkbox"
      className="applications-table__select"
      ref={(input) => {
        if (input) input.indeterminate = indeterminate && !props.checked;
      }}
    />
  );
}
