import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canNgoEdit, canNgoSubmit, descriptionPreview, type Event } from '@/contract/events';
import { EventCardFrame } from '@/app/eventParts/EventCardFrame';
import { EventDateList } from '@/app/eventParts/EventDates';
import { EventReviewNotes } from '@/app/eventParts/EventReviewNotes';
import { EventVolunteersButton } from './EventVolunteers';
import { SubmitForReviewButton } from './SubmitForReviewButton';
import '@/app/eventParts/eventParts.css';

/** SPEC §2 events list: one event's card with the actions its status allows (SPEC §4). */
export function EventCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = event.eventName;

  return (
    // Focus lands on the heading after a submission, when the button that had it goes away.
    <EventCardFrame event={event} headingRef={headingRef}>
      <EventReviewNotes event={event} />
      <EventDateList
        className="event-card__dates"
        dates={[
          [t('events.card.start'), event.startDate],
          [t('events.card.end'), event.endDate],
        ]}
      />
      <p className="event-card__description">{descriptionPreview(event.eventDescription)}</p>
      {/* SPEC §2: volunteers applied / needed, and the volunteers modal, when people_needed > 0. */}
      {event.people_needed > 0 && (
        <div className="event-card__volunteers">
          <p>{t('events.card.volunteers', { applied: event.people_applied, needed: event.people_needed })}</p>
          <EventVolunteersButton event={event} />
        </div>
      )}
      <div className="event-card__actions">
        <Link
          to="/events/$eventId"
          params={{ eventId: event.id }}
          className="button button--secondary button--small"
          aria-label={t('events.card.viewDetailsNamed', { name })}
        >
          {t('events.card.viewDetails')}
        </Link>
        {canNgoEdit(event.status) && (
          <Link
            to="/events/$eventId/edit"
            params={{ eventId: event.id }}
            className="button button--secondary button--small"
            aria-label={t('events.card.editNamed', { name })}
          >
            {t('events.card.edit')}
          </Link>
        )}
        {canNgoSubmit(event.status) && (
          <SubmitForReviewButton event={event} onSubmitted={() => headingRef.current?.focus()} />
        )}
      </div>
    </EventCardFrame>
  );
}
