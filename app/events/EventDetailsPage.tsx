import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteEvent } from '@/queries/events';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { PagePending } from '@/app/shell/PagePending';
import { ConfirmDialog } from '@/app/ui/ConfirmDialog';
import { useToast } from '@/app/ui/Toast';
import { EventDetails } from './EventDetails';

interface EventDetailsPageProps {
  eventId: number;
  ngoId: number | null;
  /** The event's gallery, composed by the route. */
  gallery?: ReactNode;
}

/** SPEC §2 event details with its delete action: confirm, delete, then back to the list. */
export function EventDetailsPage({ eventId, ngoId, gallery }: EventDetailsPageProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);

  async function confirmDelete() {
    try {
      await deleteEvent.mutateAsync(eventId);
    } catch (error) {
      setConfirming(false);
      toast.error(apiErrorMessage(error, t, t('events.errors.screen.deleteFailed')));
      return;
    }
    toast.success(t('events.details.deleted'));
    await navigate({ to: '/events' });
  }

  // The deleted event's cache entry is gone: the details stop rendering rather than fetch it again.
  if (deleteEvent.isSuccess && deleteEvent.variables === eventId) return <PagePending />;

  return (
    <>
      <EventDetails eventId={eventId} ngoId={ngoId} onDelete={() => setConfirming(true)} gallery={gallery} />
      <ConfirmDialog
        open={confirming}
        title={t('events.details.deleteTitle')}
        message={t('events.details.deleteConfirm')}
        confirmLabel={t('events.details.delete')}
        tone="danger"
        busy={deleteEvent.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
