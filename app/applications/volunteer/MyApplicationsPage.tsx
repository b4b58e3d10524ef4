import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VolunteerApplication } from '@/contract/applications';
import { VOLUNTEER_APPLICATIONS_PAGE_SIZE } from '@/contract/limits';
import { volunteerProfileQueryOptions } from '@/queries/volunteer';
import { useWithdrawApplication, volunteerApplicationsQueryOptions, type VolunteerApplicationListParams } from '@/queries/volunteerApplications';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { useToast } from '@/app/ui/Toast';
import { RatingDialog } from './RatingDialog';
import { VolunteerApplicationCard } from './VolunteerApplicationCard';
import '@/app/ui/primitives.css';
import './myApplications.css';

/** #/volunteer's call: one page of VOLUNTEER_APPLICATIONS_PAGE_SIZE, newest first. */
export function myApplicationsQueryOf(page: number | undefined): VolunteerApplicationListParams {
  return { page: page ?? 1, page_size: VOLUNTEER_APPLICATIONS_PAGE_SIZE };
}

/**
 * Issue 17, point 3: #/volunteer, the volunteer's home. Their total XP, then their applications
 * 20 a page (`?page=` in the address; the last page stays in sight while the next arrives), each
 * with what they can still do: withdraw (after a confirmation) or rate the NGO.
 */
export function MyApplicationsPage({ page }: { page: number | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate({ from: '/volunteer/' });
  const title = t('volunteerArea.applications.title');
  useDocumentTitle(title);
  // The NGOs change the statuses (decisions, attendance): each visit asks again while the cached list shows.
  const list = useQuery({ ...volunteerApplicationsQueryOptions(myApplicationsQueryOf(page)), placeholderData: keepPreviousData, staleTime: 0 });
  const withdraw = useWithdrawApplication();
  const [withdrawing, setWithdrawing] = useState<VolunteerApplication | null>(null);
  const [rating, setRating] = useState<VolunteerApplication | null>(null);

  const showPage = useCallback((next: number | undefined) => void navigate({ search: { page: next }, replace: true }), [navigate]);
  const { pages, pastTheEnd } = usePages({
    page: page ?? 1,
    total: list.data?.count ?? 0,
    pageSize: VOLUNTEER_APPLICATIONS_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: showPage,
  });

  const confirmWithdraw = (application: VolunteerApplication) =>
    withdraw.mutate(application.id, {
      onSuccess: () => toast.success(t('volunteerArea.withdraw.done', { event: application.event_name })),
      // The NGO may have decided meanwhile (application_not_withdrawable): the list shows its decision.
      onError: (error) => toast.error(t('volunteerArea.withdraw.failed', { message: apiErrorMessage(error, t, t('volunteerArea.withdraw.failedDefault')) })),
      onSettled: () => setWithdrawing(null),
    });

  return (
    <div className="my-applications">
      <header className="events-page__header">
        <h1 className="events-page__title">{title}</h1>
      </header>
      <VolunteerFigures applications={list.data?.count} />

      {list.isError && !list.data ? (
        <ErrorCard message={t('volunteerArea.applications.loadFailed')} retry={{ onRetry: () => void list.refetch(), busy: list.isFetching }} />
      ) : !list.data || pastTheEnd ? (
        <Spinner label={t('common.loading')} />
      ) : list.data.count === 0 ? (
        <EmptyState
          title={t('volunteerArea.applications.empty.title')}
          text={t('volunteerArea.applications.empty.text')}
          action={
            <Link to="/explore" className="button button--primary button--medium">
              {t('volunteerArea.explore')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="events-page__count">
            {t('volunteerArea.applications.showing', {
              from: ((page ?? 1) - 1) * VOLUNTEER_APPLICATIONS_PAGE_SIZE + 1,
              to: ((page ?? 1) - 1) * VOLUNTEER_APPLICATIONS_PAGE_SIZE + list.data.results.length,
              count: list.data.count,
            })}
          </p>
          <ul className="my-applications__list" aria-busy={list.isPlaceholderData}>
            {list.data.results.map((application) => (
              <li key={application.id}>
                <VolunteerApplicationCard application={application} onWithdraw={setWithdrawing} onRate={setRating} />
              </li>
            ))}
          </ul>
          <Pager page={page ?? 1} pages={pages} onPage={(next) => showPage(next > 1 ? next : undefined)} />
        </>
      )}

      <ConfirmDialog
        open={withdrawing !== null}
        title={t('volunteerArea.withdraw.title')}
        message={withdrawing ? t('volunteerArea.withdraw.question', { event: withdrawing.event_name, ngo: withdrawing.ngo_name }) : ''}
        confirmLabel={t('volunteerArea.withdraw.confirm')}
        tone="danger"
        busy={withdraw.isPending}
        onConfirm={() => withdrawing && confirmWithdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
      {rating && <RatingDialog key={rating.id} application={rating} onClose={() => setRating(null)} />}
    </div>
  );
}

/** The volunteer's total XP (GET /api/volunteer/me/, what attendance gave) and how many applications they have. */
function VolunteerFigures({ applications }: { applications: number | undefined }) {
  const { t, i18n } = useTranslation();
  // Attendance raises the total XP: read with the list, so the figure agrees with the cards (the navbar's copy may be minutes old).
  const profile = useQuery({ ...volunteerProfileQueryOptions(), staleTime: 0 });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="stat-cards my-applications__figures" aria-label={t('volunteerArea.figures.label')}>
      <li className="stat-card stat-card--total">
        <span className="stat-card__count">{profile.data ? number.format(profile.data.total_xp) : '–'}</span>
        <span className="stat-card__label">{t('volunteerArea.figures.totalXp')}</span>
      </li>
      <li className="stat-card stat-card--approved">
        <span className="stat-card__count">{applications === undefined ? '–' : number.format(applications)}</span>
        <span className="stat-card__label">{t('volunteerArea.figures.applications')}</span>
      </li>
    </ul>
  );
}

/** The page could not be shown at all (its list shows its own failures): the area's words and a retry. */
export function MyApplicationsError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const title = t('volunteerArea.applications.title');
  useDocumentTitle(title);
  const message = t('volunteerArea.applications.loadFailed');
  return <ErrorCard title={title} message={message} cause={apiErrorMessage(error, t, message)} retry="route" />;
}
