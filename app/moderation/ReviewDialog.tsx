import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewProblems, REVIEW_TEXT_MAX_LENGTH, type ReviewProblem } from '@/contract/admin';
import type { Event, EventDecision } from '@/contract/events';
import { useEventDecision } from '@/queries/adminEvents';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { Button } from '@/app/ui/Button';
import { Field } from '@/app/ui/Field';
import { Modal } from '@/app/ui/Modal';
import { useToast } from '@/app/ui/Toast';

/** What the administrator is about to decide, on which event. */
export type PendingReview = { event: Event; decision: EventDecision };

interface ReviewDialogProps {
  review: PendingReview | null;
  onClose: () => void;
}

/**
 * SPEC §2, §5: approve and publish take optional admin notes; reject needs a reason ('Rejection
 * reason is required', shown as an alert) and takes optional notes. The notes start as the
 * event's current ones, so a decision keeps them unless the administrator changes them.
 */
export function ReviewDialog({ review, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  // Focus starts in the first text box: the reason to reject, otherwise the notes.
  const firstInputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      open={review !== null}
      title={review ? t(`admin.events.review.${review.decision}.title`) : ''}
      onClose={onClose}
      initialFocusRef={firstInputRef}
    >
      {/* Keyed by event and decision: a new review starts from that event's notes. */}
      {review && <ReviewForm key={`${review.event.id}-${review.decision}`} review={review} onClose={onClose} firstInputRef={firstInputRef} />}
    </Modal>
  );
}

interface ReviewFormProps {
  review: PendingReview;
  onClose: () => void;
  firstInputRef: RefObject<HTMLTextAreaElement | null>;
}

function ReviewForm({ review, onClose, firstInputRef }: ReviewFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const decide = useEventDecision();
  const { event, decision } = review;
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState(event.admin_notes ?? '');
  // What the texts break (SPEC §5's reason, characters no typed text holds), shown once submitted.
  const [problems, setProblems] = useState<ReviewProblem[]>([]);
  const invalid = (field: ReviewProblem['field']) => problems.some((problem) => problem.field === field) || undefined;
  const isSeriesOriginal = !event.is_recurring_instance && event.recurrence_type !== 'none';

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (decide.isPending) return;
    const found = reviewProblems(decision, { rejection_reason: reason, admin_notes: notes });
    setProblems(found);
    if (found.length > 0) {
      if (found[0]!.field === 'rejection_reason' || decision !== 'reject') firstInputRef.current?.focus();
      return;
    }
    try {
      await decide.mutateAsync({ id: event.id, decision, rejectionReason: reason, adminNotes: notes });
    } catch {
      return; // the alert below says why; what was typed stays
    }
    toast.success(t(`admin.events.review.${decision}.done`, { name: event.eventName }));
    onClose();
  }

  return (
    <form className="review-form" noValidate onSubmit={(formEvent) => void submit(formEvent)}>
      <p className="review-form__event">{t(`admin.events.review.${decision}.question`, { name: event.eventName })}</p>
      {isSeriesOriginal && <p className="review-form__series">{t(`admin.events.review.${decision}.series`)}</p>}
      {problems.length > 0 && (
        <p role="alert" className="review-form__error">
          {[...new Set(problems.map((problem) => t(problem.message)))].join(' ')}
        </p>
      )}
      {decide.isError && (
        <p role="alert" className="review-form__error">
          {apiErrorMessage(decide.error, t, t(`admin.events.errors.${decision}Failed`))}
        </p>
      )}
      {decision === 'reject' && (
        <Field label={t('admin.events.review.reason')} required>
          {(control) => (
            <textarea
              {...control}
              // The alert above says what is wrong (SPEC §5); the field is marked with it.
              aria-invalid={invalid('rejection_reason')}
              ref={firstInputRef}
              rows={3}
              maxLength={REVIEW_TEXT_MAX_LENGTH}
              value={reason}
              onChange={(change) => {
                setReason(change.target.value);
                setProblems([]);
              }}
            />
          )}
        </Field>
      )}
      <Field label={t('admin.events.review.notes')} hint={t('admin.events.review.notesHint')}>
        {(control) => (
          <textarea
            {...control}
            ref={decision === 'reject' ? undefined : firstInputRef}
            aria-invalid={invalid('admin_notes')}
            rows={3}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            value={notes}
            onChange={(change) => {
              setNotes(change.target.value);
              setProblems([]);
            }}
          />
        )}
      </Field>
      <div className="review-form__actions">
        <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant={decision === 'reject' ? 'danger' : 'primary'}
          busy={decide.isPending}
          busyLabel={t(`admin.events.review.${decision}.busy`)}
        >
          {t(`admin.events.actions.${decision}`)}
        </Button>
      </div>
    </form>
  );
}
