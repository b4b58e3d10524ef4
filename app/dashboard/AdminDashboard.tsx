import { useQuery, useSuspenseQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, type Event, type EventStatus } from '@/contract/events';
import { ADMIN_RECENT_EVENTS, ADMIN_REVIEW_QUEUE_LENGTH } from '@/contract/limits';
import { adminEventsQueryOptions, eventStatisticsQueryOptions, pendingEventsQueryOptions } from '@/queries/adminEvents';
import { waitingNgoCountQueryOptions } from '@/queries/adminNgos';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { LoadFailed } from '@/app/shell/LoadFailed';
import { EventStatusBadge, RecurrenceBadges } from '@/app/eventParts/EventBadges';
import { EventDateTime } from '@/app/eventParts/EventDates';
import { Card } from '@/app/ui/Card';
import { EmptyState } from '@/app/ui/EmptyState';
import { Spinner } from '@/app/ui/Spinner';
import { ErrorCard } from '@/app/shell/ErrorCard';
import '@/app/ui/primitives.css';
import './dashboard.css';

/** SPEC §2: the four cards, each opening the moderation list at its status (total: every status). */
const STAT_CARDS: Array<{ key: 'pending' | 'total' | 'approved' | 'rejected'; status?: EventStatus }> = [
  { key: 'pending', status: 'pending' },
  { key: 'total' },
  { key: 'approved', status: 'approved' },
  { key: 'rejected', status: 'rejected' },
];

/**
 * SPEC §2 /admin/dashboard: the cards for pending, total, approved and rejected events, the status
 * breakdown with proportional bars, the 5 most recent events, the events waiting longest for
 * review, and quick actions. The counts come from the database; the route's loader has them.
 */
export function AdminDashboard({ adminName }: { adminName: string }) {
  const { t } = useTranslation();
  const { total, counts } = useSuspenseQuery(eventStatisticsQueryOptions()).data;
  const recent = useQuery({ ...adminEventsQueryOptions({ limit: ADMIN_RECENT_EVENTS }), select: (page) => page.events });
  const queue = useQuery(pendingEventsQueryOptions(ADMIN_REVIEW_QUEUE_LENGTH));
  const waitingNgos = useQuery(waitingNgoCountQueryOptions()).data;

  return (
    <div className="dashboard admin-dashboard">
      <h1>{t('admin.dashboard.title')}</h1>
      <p className="dashboard__intro">{t('admin.dashboard.welcome', { name: adminName })}</p>

      <ul className="stat-cards">
        {STAT_CARDS.map(({ key, status }) => (
          <li key={key}>
            <Link to="/admin/events" search={status ? { status } : {}} className={`stat-card stat-card--${key}`}>
              <span className="stat-card__count">{status ? counts[status] : total}</span>
              <span className="stat-card__label">{t(`admin.dashboard.cards.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="admin-dashboard__columns">
        <Card title={t('admin.dashboard.breakdown.title')}>
          <dl className="status-breakdown">
            {EVENT_STATUSES.map((status) => {
              const share = total > 0 ? counts[status] / total : 0;
              return (
                <div key={status} className="status-breakdown__row">
                  <dt>{t(`events.status.${status}`)}</dt>
                  <dd>
                    <span className="status-breakdown__figure">
                      {t('admin.dashboard.breakdown.figure', { count: counts[status], percent: Math.round(share * 100) })}
                    </span>
                    {/* The figure says it in words; the bar shows the same share at a glance. */}
                    <span className="status-breakdown__track" aria-hidden="true">
                      <span className={`status-breakdown__bar status-breakdown__bar--${status}`} style={{ width: `${share * 100}%` }} />
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </Card>

        <Card title={t('admin.dashboard.actions.title')}>
          <ul className="quick-actions">
            <li>
              <Link to="/admin/events" search={{ status: 'pending' }}>
                {t('admin.dashboard.actions.reviewPending', { count: counts.pending })}
              </Link>
            </li>
            <li>
              <Link to="/admin/events">{t('admin.dashboard.actions.allEvents')}</Link>
            </li>
            <li>
              <Link to="/admin/ngos" search={{ status: 'pending' }}>
                {waitingNgos === undefined
                  ? t('admin.dashboard.actions.ngoRegistrations')
                  : t('admin.dashboard.actions.ngoRegistrationsWaiting', { count: waitingNgos })}
              </Link>
            </li>
            <li>
              <Link to="/admin/ngos">{t('admin.dashboard.actions.manageNgos')}</Link>
            </li>
          </ul>
        </Card>

        <EventLines
          title={t('admin.dashboard.recent.title')}
          query={recent}
          failed={t('admin.events.errors.loadFailed')}
          empty={t('admin.dashboard.recent.empty')}
          when={(event) => ({ label: t('admin.events.details.created'), value: event.created })}
        />
        <EventLines
          title={t('admin.dashboard.queue.title')}
          query={queue}
          failed={t('admin.events.errors.pendingFailed')}
          empty={t('admin.dashboard.queue.empty')}
          when={(event) => ({ label: t('admin.events.card.submitted'), value: event.submitted_at })}
        />
      </div>
    </div>
  );
}

interface EventLinesProps {
  title: string;
  query: UseQueryResult<Event[]>;
  /** SPEC §8: what a failure says, with a retry. */
  failed: string;
  empty: string;
  /** The moment each line shows, with its label. */
  when: (event: Event) => { label: string; value: string | null };
}

/** A short list of events, each linking to its details, with its own loading and error states. */
function EventLines({ title, query, failed, empty, when }: EventLinesProps) {
  const { t } = useTranslation();
  const notAvailable = t('admin.events.card.notAvailable');
  let content: ReactNode;
  if (query.data) {
    content =
      query.data.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ol className="event-lines">
          {query.data.map((event) => {
            const moment = when(event);
            return (
              <li key={event.id} className="event-lines__item">
                <Link to="/admin/events/$eventId" params={{ eventId: event.id }} className="event-lines__name">
                  {event.eventName}
                </Link>
                <EventStatusBadge status={event.status} />
                <RecurrenceBadges event={event} />
                {/* The start tells a series' dates apart; the moment is what orders the list. */}
                <span className="event-lines__meta">
                  {t('admin.events.card.organiser', { name: event.organized_by_name })} · {t('events.card.start')}{' '}
                  <EventDateTime value={event.startDate} missing={notAvailable} /> · {moment.label}{' '}
                  <EventDateTime value={moment.value} missing={notAvailable} />
                </span>
              </li>
            );
          })}
        </ol>
      );
  } else if (query.isError) {
    content = (
      <LoadFailed failed={failed} error={query.error} busy={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else {
    content = <Spinner label={t('common.loading')} />;
  }
  return <Card title={title}>{content}</Card>;
}

/** SPEC §2, §8: the dashboard's error state ('Failed to load dashboard data') with a retry button. */
export function AdminDashboardError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <ErrorCard
      title={t('admin.dashboard.title')}
      message={t('admin.dashboard.errors.dataFailed')}
      cause={apiErrorMessage(error, t, t('admin.dashboard.errors.statisticsFailed'))}
      retry="route"
    />
  );
}
