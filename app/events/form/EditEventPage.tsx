import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canNgoEdit, type Event } from '../../../contract/events';
import { EDIT_REDIRECT_HOP_MS, REDIRECT_AFTER_EVENT_SAVE_MS } from '../../../contract/limits';
import { useUpdateEvent } from '../../../queries/events';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EventReviewNotes } from '../EventReviewNotes';
import { EventForm } from './EventForm';
import { eventFormValuesOf } from './eventFormValues';

interface EditEventPageProps {
  event: Event;
  ngoId: number;
  /** Where this deployment's uploaded images live: such an image shows as uploaded (SPEC §2). */
  mediaBaseUrl: string | undefined;
}

/**
 * SPEC §2 "Edit event": the create form prefilled. After success a confirmation, then /events and,
 * 100 ms later, the event (§9); Cancel goes back to the event. Only pending or rejected events (§4).
 */
export function EditEventPage({ event, ngoId, mediaBaseUrl }: EditEventPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const update = useUpdateEvent(event.id);
  // Prefilled once: a refetch while the NGO types must not undo their changes.
  const [initialValues] = useState(() => eventFormValuesOf(event, mediaBaseUrl));
  const eventId = String(event.id);

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = setTimeout(() => {
      // SPEC §2: to the list, then (after the 100 ms hop) to the event. The page is gone by then, so
      // the hop is not tied to it; it replaces the list's entry, which was only a waypoint.
      void router.navigate({ to: '/events' }).then(() =>
        setTimeout(() => void router.navigate({ to: '/events/$eventId', params: { eventId }, replace: true }), EDIT_REDIRECT_HOP_MS),
      );
    }, REDIRECT_AFTER_EVENT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [update.isSuccess, router, eventId]);

  const backToEvent = (
    <Link to="/events/$eventId" params={{ eventId }} className="button button--secondary button--medium">
      {t('common.actions.cancel')}
    </Link>
  );

  if (!canNgoEdit(event.status)) {
    return (
      <div className="event-form-page">
        <Card title={t('events.form.editTitle')} titleLevel={1}>
          <p className="event-form__message event-form__message--info">{t('events.errors.codes.notEditable')}</p>
          <Link to="/events/$eventId" params={{ eventId }}>
            {t('events.form.backToEvent')}
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div className="event-form-page">
      <Card title={t('events.form.editTitle')} titleLevel={1}>
        {/* SPEC §4: a rejected event must be changed; the administrator's feedback stays in sight. */}
        <EventReviewNotes event={event} />
        <EventForm
          kind="edit"
          initialValues={initialValues}
          saving={update}
          ngoId={ngoId}
          seriesOccurrence={event.is_recurring_instance}
          seriesParent={!event.is_recurring_instance && event.recurrence_type !== 'none'}
          cancel={backToEvent}
        />
      </Card>
    </div>
  );
}

/** SPEC §2, §8: the event could not be loaded: 'Failed to fetch event data', a retry and the way back. */
export function EventDataFailed() {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  return (
    <div className="event-form-page">
      <Card title={t('events.form.editTitle')} titleLevel={1}>
        <p role="alert" className="event-form__message event-form__message--error">
          {t('events.errors.screen.eventDataFailed')}
        </p>
        <div className="event-form__actions">
          <Button
            onClick={() => {
              queryErrorReset.reset(); // let the query fetch again instead of rethrowing
              void router.invalidate();
            }}
          >
            {t('common.actions.retry')}
          </Button>
          <Link to="/events">{t('events.form.backToEvents')}</Link>
        </div>
      </Card>
    </div>
  );
}

/** An unknown event, or another NGO's (the server answers both alike). */
export function EventToEditNotFound() {
  const { t } = useTranslation();
  return (
    <div className="event-form-page">
      <Card title={t('events.form.editTitle')} titleLevel={1}>
        <p role="alert" className="event-form__message event-form__message--error">
          {t('events.errors.codes.notFound')}
        </p>
        <Link to="/events">{t('events.form.backToEvents')}</Link>
      </Card>
    </div>
  );
}
