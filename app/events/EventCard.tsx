import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canNgoEdit, canNgoSubmit, descriptionPreview, type Event } from '@/contract/events';
import { useSubmitEvent } from '@/queries/events';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { Button } from '@/app/ui/Button';
import { useToast } from '@/app/ui/Toast';
import { EventCardFrame } from '@/app/eventParts/EventCardFrame';
import { EventDateList } from '@/app/eventParts/EventDates';
import { EventReviewNotes } from '@/app/eventParts/EventReviewNotes';
import { EventVolunteersButton } from './EventVolunteers';
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

/**
 * SPEC §2 / §4: a rejected event is resubmitted for review, a draft submitted, with the same call;
 * the list reloads afterwards (the mutation invalidates it).
 */
function SubmitForReviewButton({ event, onSubmitted }: { event: Event; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const submitEvent = useSubmitEvent();
  const name = event.eventName;
  const resubmit = event.status === 'rejected';

  async function submit() {
    try {
      await submitEvent.mutateAsync(event.id);
      toast.success(t(resubmit ? 'events.card.resubmitted' : 'events.card.submitted', { name }));
      onSubmitted();
    } catch (error) {
      const fallback = resubmit ? t('events.errors.screen.resubmitFailed') : t('events.errors.service.submitEvent');
      toast.error(apiErrorMessage(error, t, fallback));
    }
  }

  return (
    <Button
      size="small"
      busy={submitEvent.isPending}
      busyLabel={resubmit ? t('events.card.resubmitting') : t('events.card.submitting')}
      // While busy the name is the busy text, so screen readers hear 'Resubmitting...' too.
      aria-label={
        submitEvent.isPending
          ? undefined
          : t(resubmit ? 'events.card.resubmitNamed' : 'events.card.submitNamed', { name })
      }
      onClick={() => void submit()}
    >
      {resubmit ? t('events.card.resubmit') : t('events.card.submit')}
    </Button>
  );
}
