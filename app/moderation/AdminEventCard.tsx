import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canAdminDecide, descriptionPreview, EVENT_DECISIONS, type Event, type EventDecision } from '@/contract/events';
import { EventCardFrame } from '@/app/eventParts/EventCardFrame';
import { EventDateList } from '@/app/eventParts/EventDates';
import { EventReviewNotes } from '@/app/eventParts/EventReviewNotes';
import { Button } from '@/app/ui/Button';
import '@/app/eventParts/eventParts.css';

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
  const name = event.eventName;
  const eventId = event.id;

  return (
    <EventCardFrame event={event} className="admin-event-card">
      <p className="admin-event-card__organiser">{t('admin.events.card.organiser', { name: event.organized_by_name })}</p>
      <EventReviewNotes event={event} />
      <EventDateList
        className="event-card__dates"
        missing={t('admin.events.card.notAvailable')}
        dates={[
          [t('events.card.start'), event.startDate],
          [t('events.card.end'), event.endDate],
          [t('admin.events.card.submitted'), event.submitted_at],
        ]}
      />
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
    </EventCardFrame>
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
