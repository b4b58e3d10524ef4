import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NgoDashboardSummary } from '@/contract/dashboard';
import { ngoDashboardQueryOptions } from '@/queries/dashboard';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Card } from '@/app/ui/Card';
import { EmptyState } from '@/app/ui/EmptyState';
import { Spinner } from '@/app/ui/Spinner';
import { EventStatusBadge } from '@/app/eventParts/EventBadges';
import { EventDateTime } from '@/app/eventParts/EventDates';
import '@/app/ui/primitives.css';

/**
 * Issue 14, point 7: what needs the NGO's attention today, from GET /api/portal/dashboard/: the
 * applications waiting for a decision, its events rejected or waiting for review, and its next
 * public events with places left. Loads beside the welcome, with its own loading and error states.
 */
export function NgoAttention() {
  const { t } = useTranslation();
  const summary = useQuery(ngoDashboardQueryOptions());

  if (summary.data) return <AttentionCards summary={summary.data} />;
  if (summary.isError) {
    const failed = t('dashboard.attention.loadFailed');
    return (
      <ErrorCard
        message={failed}
        cause={apiErrorMessage(summary.error, t, failed)}
        retry={{ onRetry: () => void summary.refetch(), busy: summary.isFetching }}
      />
    );
  }
  return (
    <div className="ngo-dashboard__loading">
      <Spinner label={t('dashboard.attention.loading')} />
    </div>
  );
}

function AttentionCards({ summary }: { summary: NgoDashboardSummary }) {
  const { t } = useTranslation();
  const { applications_waiting: waiting, events_rejected: rejected, events_pending: pending, attention_events, upcoming_events } = summary;
  const unlisted = rejected + pending - attention_events.length;

  return (
    <>
      <ul className="stat-cards ngo-dashboard__cards">
        <li>
          {/* The /applications screen, filtered to the applications waiting for a decision. */}
          <Link to="/applications" search={{ status: 'applied' }} className={`stat-card stat-card--${waiting > 0 ? 'pending' : 'total'}`}>
            <span className="stat-card__count">{waiting}</span>
            <span className="stat-card__label">{t('dashboard.waiting.label')}</span>
          </Link>
        </li>
      </ul>

      <div className="admin-dashboard__columns">
        <Card title={t('dashboard.review.title')}>
          {attention_events.length === 0 ? (
            <EmptyState title={t('dashboard.review.empty')} />
          ) : (
            <>
              <p className="ngo-dashboard__summary">{t('dashboard.review.summary', { rejected, pending })}</p>
              <ol className="event-lines">
                {attention_events.map((event) => (
                  <li key={event.id} className="event-lines__item">
                    <Link to="/events/$eventId" params={{ eventId: event.id }} className="event-lines__name">
                      {event.eventName}
                    </Link>
                    <EventStatusBadge status={event.status} />
                    <span className="event-lines__meta">
                      {t('events.card.start')} <EventDateTime value={event.startDate} /> · {t(`dashboard.review.next.${event.status}`)}
                    </span>
                  </li>
                ))}
              </ol>
              {unlisted > 0 && (
                <p className="ngo-dashboard__more">
                  <Link to="/events">{t('dashboard.review.more', { count: unlisted })}</Link>
                </p>
              )}
            </>
          )}
        </Card>

        <Card title={t('dashboard.upcoming.title')}>
          {upcoming_events.length === 0 ? (
            <EmptyState title={t('dashboard.upcoming.empty')} text={t('dashboard.upcoming.emptyText')} />
          ) : (
            <ol className="event-lines">
              {upcoming_events.map((event) => (
                <li key={event.id} className="event-lines__item">
                  <Link to="/events/$eventId" params={{ eventId: event.id }} className="event-lines__name">
                    {event.eventName}
                  </Link>
                  <span className="ngo-dashboard__places">{t('dashboard.upcoming.placesLeft', { count: event.places_left })}</span>
                  <span className="event-lines__meta">
                    {t('events.card.start')} <EventDateTime value={event.startDate} /> ·{' '}
                    {t('dashboard.upcoming.accepted', { accepted: event.accepted, needed: event.people_needed })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
