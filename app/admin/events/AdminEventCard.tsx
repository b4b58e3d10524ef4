import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canAdminDecide, descriptionPreview, EVENT_DECISIONS, type Event, type EventDecision } from '@/contract/events';
import { EventStatusBadge, RecurrenceBadges } from '@/app/ui/events/EventBadges';
import { EventDateTime } from '@/app/ui/events/EventDates';
import { EventImage } from '@/app/ui/events/EventImage';
import { EventReviewNotes } from '@/app/ui/events/EventReviewNotes';
import { Button } from '@/app/ui/Button';

interface AdminEventCardProps {
  event: Event;
  /** The administrator chose a decision; the page asks for notes (and a reason) in a dialog. */
  onDecide: (event: Event, decision: EventDecision) => void;
}

/**
 * SPEC §2 admin events: an event card with view, edit, approve, reject and publish, each shown only
 * when SPEC §4 allows it; missing dates read 'N/A', the description its first 100 characters.
 */
export function AdminEventCard({ event, onDecide }: AdminEventCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = event.eventName;
  const eventId = event.id;
  const notAvailable = t('admin.events.card.notAvailable');

  return (
    <article className="event-card admin-event-card" aria-labelledby={headingId}>
      <EventImage url={event.main_image_url} name={name} className="event-card__image" />
      <div className="event-card__body">
        <div className="event-card__badges">
          <EventStatusBadge status={event.status} />
          <RecurrenceBadges event={event} />
        </div>
        <h2 id={headingId} className="event-card__name">
          {name}
        </h2>
        <p className="admin-event-card__organiser">{t('admin.events.card.organiser', { name: event.organized_by_name })}</p>
        <EventReviewNotes event={event} />
        <dl className="event-card__dates">
          {(
            [
              ['events.card.start', event.startDate],
              ['events.card.end', event.endDate],
              ['admin.events.card.submitted', event.submitted_at],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>
                <EventDateTime value={value} missing={notAvailable} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="event-card__description">{descriptionPreview(event.eventDescription)}</p>
        <div className="event-card__actions">
          <Link
            to="/admin/events/$eventId"
            params={{ eventId }}
            className="button button--secondary button--small"
            aria-label={t('admin.events.actions.viewNamed', { name })}
          >
            {t('admin.events.actions.view')}
          </Link>
          <Link
            to="/admin/events/$eventId/edit"
            params={{ eventId }}
            className="button button--secondary button--small"
            aria-label={t('admin.events.actions.editNamed', { name })}
          >
            {t('admin.events.actions.edit')}
          </Link>
          <DecisionButtons event={event} onDecide={onDecide} size="small" />
        </div>
      </div>
    </article>
  );
}

/** SPEC §4: approve and reject while pending, publish once approved; each button names its event. */
export function DecisionButtons({ event, onDecide, size }: AdminEventCardProps & { size: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return EVENT_DECISIONS.filter((decision) => canAdminDecide(decision, event.status)).map((decision) => (
    <Button
      key={decision}
      size={size}
      variant={decision === 'reject' ? 'danger' : 'primary'}
      aria-label={t(`admin.events.actions.${decision}Named`, { name: event.eventName })}
      onClick={() => onDecide(event, decision)}
    >
      {t(`admin.events.actions.${decision}`)}
    </Button>
  ));
}
