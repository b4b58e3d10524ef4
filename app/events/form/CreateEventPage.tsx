import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDIRECT_AFTER_EVENT_SAVE_MS } from '@/contract/limits';
import { useCreateEvent } from '@/queries/events';
import { Card } from '@/app/ui/Card';
import { EventForm } from './EventForm';
import { emptyEventFormValues } from './eventFormValues';
import './eventForm.css';

/** SPEC §2 "Create event": after success a confirmation, then the new event after 1.5 s; Cancel goes to /events. */
export function CreateEventPage({ ngoId }: { ngoId: number }) {
  const { t } = useTranslation();
  const router = useRouter();
  const creation = useCreateEvent();
  const [initialValues] = useState(emptyEventFormValues);
  const createdId = creation.data?.id;

  useEffect(() => {
    if (createdId === undefined) return;
    const timer = setTimeout(() => {
      void router.navigate({ to: '/events/$eventId', params: { eventId: createdId } });
    }, REDIRECT_AFTER_EVENT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [createdId, router]);

  return (
    <div className="event-form-page">
      <Card title={t('events.form.createTitle')} titleLevel={1}>
        <EventForm
          kind="create"
          initialValues={initialValues}
          saving={creation}
          ngoId={ngoId}
          cancel={
            <Link to="/events" className="button button--secondary button--medium">
              {t('common.actions.cancel')}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
