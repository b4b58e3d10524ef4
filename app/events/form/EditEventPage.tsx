import type { UseMutationResult } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAdminEdit, canNgoEdit, type Event, type EventStatus } from '../../../contract/events';
import { EDIT_REDIRECT_HOP_MS, REDIRECT_AFTER_EVENT_SAVE_MS } from '../../../contract/limits';
import type { EventSave } from '../../../queries/events';
import { Card } from '../../ui/Card';
import { EventReviewNotes } from '../EventReviewNotes';
import { EventForm } from './EventForm';
import { eventFormValuesOf } from './eventFormValues';
import { RetryButton } from '../../shell/RetryButton';

/**
 * Who edits: the NGO its own pending or rejected events (SPEC §4), or the super administrator any
 * event in any state; each goes back to its own list and details.
 */
const AREAS = {
  ngo: { list: '/events', details: '/events/$eventId', canEdit: canNgoEdit, failed: 'events.errors.screen.updateFailed', back: 'events.form.backToEvents' },
  admin: {
    list: '/admin/events',
    details: '/admin/events/$eventId',
    canEdit: canAdminEdit,
    failed: 'admin.events.errors.editFailed',
    back: 'admin.events.details.back',
  },
} as const satisfies Record<string, { canEdit: (status: EventStatus) => boolean; [key: string]: unknown }>;

type Area = keyof typeof AREAS;

interface EditEventPageProps {
  area: Area;
  event: Event;
  /** useUpdateEvent(id) for the NGO, useAdminEditEvent(id) for the super administrator. */
  saving: UseMutationResult<Event, Error, EventSave>;
  /** Where this deployment's uploaded images live: such an image shows as uploaded (SPEC §2). */
  mediaBaseUrl: string | undefined;
}

/**
 * SPEC §2 "Edit event": the create form prefilled. After success a confirmation, then the list and,
 * 100 ms later, the event (§9); Cancel goes back to the event.
 */
export function EditEventPage({ area, event, saving, mediaBaseUrl }: EditEventPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const paths = AREAS[area];
  // Prefilled once: a refetch while the reader types must not undo their changes.
  const [initialValues] = useState(() => eventFormValuesOf(event, mediaBaseUrl));
  const eventId = String(event.id);

  useEffect(() => {
    if (!saving.isSuccess) return;
    const timer = setTimeout(() => {
      // SPEC §2: to the list, then (after the 100 ms hop) to the event. The page is gone by then, so
      // the hop is not tied to it; it replaces the list's entry, which was only a waypoint.
      void router.navigate({ to: paths.list }).then(() =>
        setTimeout(() => void router.navigate({ to: paths.details, params: { eventId }, replace: true }), EDIT_REDIRECT_HOP_MS),
      );
    }, REDIRECT_AFTER_EVENT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [saving.isSuccess, router, eventId, paths]);

  const backToEvent = (
    <Link to={paths.details} params={{ eventId }} className="button button--secondary button--medium">
      {t('common.actions.cancel')}
    </Link>
  );

  if (!paths.canEdit(event.status)) {
    return (
      <div className="event-form-page">
        <Card title={t('events.form.editTitle')} titleLevel={1}>
          <p className="event-form__message event-form__message--info">{t('events.errors.codes.notEditable')}</p>
          <Link to={paths.details} params={{ eventId }}>
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
          saveFailedText={t(paths.failed)}
          seriesOccurrence={event.is_recurring_instance}
          seriesParent={!event.is_recurring_instance && event.recurrence_type !== 'none'}
          cancel={backToEvent}
        />
      </Card>
    </div>
  );
}

/** SPEC §2, §8: the event could not be loaded: 'Failed to fetch event data', a retry and the way back. */
export function EventDataFailed({ area = 'ngo' }: { area?: Area }) {
  const { t } = useTranslation();
  return (
    <div className="event-form-page">
      <Card title={t('events.form.editTitle')} titleLevel={1}>
        <p role="alert" className="event-form__message event-form__message--error">
          {t('events.errors.screen.eventDataFailed')}
        </p>
        <div className="event-form__actions">
          <RetryButton />
          <Link to={AREAS[area].list}>{t(AREAS[area].back)}</Link>
        </div>
      </Card>
    </div>
  );
}

/** An unknown event, or another NGO's (the server answers both alike). */
export function EventToEditNotFound({ area = 'ngo' }: { area?: Area }) {
  const { t } = useTranslation();
  return (
    <div className="event-form-page">
      <Card title={t('events.form.editTitle')} titleLevel={1}>
        <p role="alert" className="event-form__message event-form__message--error">
          {t('events.errors.codes.notFound')}
        </p>
        <Link to={AREAS[area].list}>{t(AREAS[area].back)}</Link>
      </Card>
    </div>
  );
}
