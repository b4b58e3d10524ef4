import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Event } from '@/contract/events';
import { eventQueryOptions } from '@/queries/events';
import { EventDetailsHeader } from '@/app/eventParts/EventDetailsHeader';
import { EventDateList } from '@/app/eventParts/EventDates';
import { DecisionButtons } from './AdminEventCard';
import { ReviewDialog, type PendingReview } from './ReviewDialog';
import '@/app/ui/primitives.css';
import './moderation.css';

/**
 * SPEC §2 /admin/events/{id}: the event as the NGO sent it, who organises it, when it was
 * submitted and reviewed, with edit and the decisions SPEC §4 allows; below them what the NGO sees
 * of it, which the route composes (`children`). The route's loader has the event in the cache.
 */
export function AdminEventDetails({ eventId, children }: { eventId: number; children: (event: Event) => ReactNode }) {
  const { t } = useTranslation();
  const event = useSuspenseQuery(eventQueryOptions(eventId)).data;
  const [review, setReview] = useState<PendingReview | null>(null);
  const titleId = useId();

  return (
    <article className="event-details" aria-labelledby={titleId}>
      <BackToModeration />
      <EventDetailsHeader
        event={event}
        titleId={titleId}
        actions={
          <>
            <Link to="/admin/events/$eventId/edit" params={{ eventId: event.id }} className="button button--secondary">
              {t('admin.events.actions.edit')}
            </Link>
            <DecisionButtons event={event} onDecide={(decided, decision) => setReview({ event: decided, decision })} size="medium" />
          </>
        }
      />

      <EventDateList
        className="admin-event-review"
        missing={t('admin.events.card.notAvailable')}
        dates={[
          [t('admin.events.details.created'), event.created],
          [t('admin.events.card.submitted'), event.submitted_at],
          [t('admin.events.details.reviewed'), event.reviewed_at],
        ]}
      >
        <div>
          <dt>{t('admin.events.details.organiser')}</dt>
          <dd>
            <Link to="/admin/ngos" search={{ search: event.organized_by_name }}>
              {event.organized_by_name}
            </Link>
          </dd>
        </div>
      </EventDateList>

      {children(event)}
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </article>
  );
}

export function BackToModeration() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/events" activeOptions={{ exact: true }} className="event-details__back">
      <span aria-hidden="true">← </span>
      {t('admin.events.details.back')}
    </Link>
  );
}
