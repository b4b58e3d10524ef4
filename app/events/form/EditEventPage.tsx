import type { UseMutationResult } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Event, EventStatus } from '@/contract/events';
import { EDIT_REDIRECT_HOP_MS, REDIRECT_AFTER_EVENT_SAVE_MS } from '@/contract/limits';
import type { EventSave } from '@/queries/events';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Card } from '@/app/ui/Card';
import { EventReviewNotes } from '@/app/eventParts/EventReviewNotes';
import { EventForm } from './EventForm';
import { eventFormValuesOf } from './eventFormValues';
import './eventForm.css';

interface EditEventPageProps {
  event: Event;
  /** useUpdateEvent(id) for the NGO, useAdminEditEvent(id) for the super administrator. */
  saving: UseMutationResult<Event, Error, EventSave>;
  /** Where this deployment's uploaded images live: such an image shows as uploaded (SPEC §2). */
  mediaBaseUrl: string | undefined;
  /** Who edits decides what: canNgoEdit (pending or rejected, SPEC §4) or canAdminEdit (any state). */
  canEdit: (status: EventStatus) => boolean;
  /** The area's list, where the page goes first after saving. */
  listPath: '/events' | '/admin/events';
  /** The area's details page of the event: Cancel, and the page after saving. */
  detailsPath: '/events/$eventId' | '/admin/events/$eventId';
  /** SPEC §8: what a refused save says when the server gives no reason. */
  saveFailedText: string;
}

/**
 * SPEC §2 "Edit event": the create form prefilled. After success a confirmation, then the list and,
 * 100 ms later, the event (§9); Cancel goes back to the event.
 */
export function EditEventPage({ event, saving, mediaBaseUrl, canEdit, listPath, detailsPath, saveFailedText }: EditEventPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  // Prefilled once: a refetch while the reader types must not undo their changes.
  const [initialValues] = useState(() => eventFormValuesOf(event, mediaBaseUrl));
  const eventId = event.id;

  useEffect(() => {
    if (!saving.isSuccess) return;
    const timer = setTimeout(() => {
      // SPEC §2: to the list, then (after the 100 ms hop) to the event. The page is gone by then, so
      // the hop is not tied to it; it replaces the list's entry, which was only a waypoint.
      void router.navigate({ to: listPath }).then(() =>
        setTimeout(() => void router.navigate({ to: detailsPath, params: { eventId }, replace: true }), EDIT_REDIRECT_HOP_MS),
      );
    }, REDIRECT_AFTER_EVENT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saving.isSuccess, router, eventId, listPath, detailsPath]);

  const backToEvent = (
    <Link to={detailsPath} params={{ eventId }} className="button button--secondary button--medium">
      {t('common.actions.cancel')}
    </Link>
  );

  if (!canEdit(event.status)) {
    return (
      <div className="event-form-page">
        <Card title={t('events.form.editTitle')} titleLevel={1}>
          <p className="event-form__message event-form__message--info">{t('events.errors.codes.notEditable')}</p>
          <Link to={detailsPath} params={{ eventId }}>
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
          saving={saving}
          // SPEC §7: organized_by is the event's NGO (the server keeps it whoever edits).
          ngoId={event.organized_by}
          saveFailedText={saveFailedText}
          seriesOccurrence={event.is_recurring_instance}
          seriesParent={!event.is_recurring_instance && event.recurrence_type !== 'none'}
          cancel={backToEvent}
        />
      </Card>
    </div>
  );
}

/** SPEC §2, §8: the event could not be loaded: 'Failed to fetch event data', a retry and the area's way back. */
export function EventDataFailed({ back }: { back: ReactNode }) {
  const { t } = useTranslation();
  return <ErrorCard title={t('events.form.editTitle')} message={t('events.errors.screen.eventDataFailed')} back={back} retry="route" />;
}

/** An unknown event, or another NGO's (the server answers both alike), with the area's way back. */
export function EventToEditNotFound({ back }: { back: ReactNode }) {
  const { t } = useTranslation();
  return <ErrorCard title={t('events.form.editTitle')} message={t('events.errors.codes.notFound')} back={back} />;
}
