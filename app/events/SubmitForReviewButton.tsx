import { useTranslation } from 'react-i18next';
import type { Event } from '@/contract/events';
import { useSubmitEvent } from '@/queries/events';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { Button } from '@/app/ui/Button';
import { useToast } from '@/app/ui/Toast';

/**
 * SPEC §2 / §4: a rejected event is resubmitted for review, a draft submitted, with the same call;
 * the list and the event reload afterwards (the mutation invalidates them). On the card, and on the
 * event's details (issue 33: where editing a rejected event lands).
 */
export function SubmitForReviewButton({ event, onSubmitted, size = 'small' }: { event: Event; onSubmitted: () => void; size?: 'small' | 'medium' }) {
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
      size={size}
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
