import { revalidateLogic } from '@tanstack/react-form';
import type { ParseKeys } from 'i18next';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VolunteerApplication } from '@/contract/applications';
import { RATING_COMMENT_MAX_LENGTH } from '@/contract/limits';
import { ratingRequestSchema } from '@/contract/profile';
import { useRateApplication } from '@/queries/volunteerApplications';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { useAppForm } from '@/app/forms/appForm';
import { Button } from '@/app/ui/Button';
import { Modal } from '@/app/ui/Modal';
import { useToast } from '@/app/ui/Toast';
import { StarRatingInput } from './StarRating';

type RatingValues = { score: number | null; comment: string };
type RatingField = keyof RatingValues;
type RatingProblem = { key: ParseKeys; max?: number };

/**
 * Issue 17, point 3: rate the NGO after a completed application (POST
 * /api/volunteer/applications/{id}/rating/): a score 1 to 5 (required) and an optional comment,
 * once. A refusal (already rated, not completed) is said in the dialog; the list is read again
 * either way, so the score given shows in place of "Rate".
 */
export function RatingDialog({ application, onClose }: { application: VolunteerApplication; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const rate = useRateApplication();

  const form = useAppForm({
    defaultValues: { score: null, comment: '' } as RatingValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = ratingProblems(value);
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => focusProblem(formRef.current, Object.keys(ratingProblems(value))[0] as RatingField | undefined),
    onSubmit: ({ value }) =>
      rate.mutate(
        { id: application.id, score: value.score ?? 0, comment: value.comment },
        {
          onSuccess: () => {
            toast.success(t('volunteerArea.rating.sent', { ngo: application.ngo_name }));
            onClose();
          },
        },
      ),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rate.isPending) return;
    rate.reset(); // a new attempt: the last refusal goes
    void form.handleSubmit();
  };

  const problemText = (errors: unknown[]): string | null => {
    const problem = errors.find(isProblem);
    return problem ? t(problem.key, { max: problem.max }) : null;
  };

  return (
    <Modal
      open
      title={t('volunteerArea.rating.title', { ngo: application.ngo_name })}
      onClose={rate.isPending ? () => {} : onClose}
      initialFocusRef={firstStar}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rate.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={rate.isPending} busyLabel={t('volunteerArea.rating.sending')}>
            {t('volunteerArea.rating.send')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="rating-form" noValidate onSubmit={submit}>
        <p className="rating-form__intro">{t('volunteerArea.rating.intro', { event: application.event_name, ngo: application.ngo_name })}</p>
        <form.Field name="score">
          {(field) => (
            <StarRatingInput
              value={field.state.value}
              onChange={(score) => field.handleChange(score)}
              error={problemText(field.state.meta.errors)}
              disabled={rate.isPending}
              firstRef={firstStar}
            />
          )}
        </form.Field>
        <form.AppField name="comment">
          {(field) => (
            <field.TextAreaField
              label={t('volunteerArea.rating.comment')}
              hint={t('volunteerArea.rating.commentHint')}
              rows={3}
              maxLength={RATING_COMMENT_MAX_LENGTH}
              error={problemText(field.state.meta.errors)}
            />
          )}
        </form.AppField>
        {rate.isError && (
          <p className="rating-form__failure" role="alert">
            {apiErrorMessage(rate.error, t, t('volunteerArea.rating.failed'))}
          </p>
        )}
      </form>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------

/** The contract's rules of the rating (ratingRequestSchema): a score is required; the comment's own rules. */
function ratingProblems(values: RatingValues): Partial<Record<RatingField, RatingProblem>> {
  const problems: Partial<Record<RatingField, RatingProblem>> = {};
  if (values.score === null) problems.score = { key: 'volunteerArea.rating.scoreRequired' };
  const parsed = ratingRequestSchema.safeParse({ score: values.score ?? undefined, comment: values.comment });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    if (issue.path[0] !== 'comment') continue;
    problems.comment ??= issue.code === 'too_big' ? { key: 'volunteerArea.tooLong', max: Number(issue.maximum) } : { key: issue.message as ParseKeys };
  }
  return problems;
}

function isProblem(value: unknown): value is RatingProblem {
  return typeof value === 'object' && value !== null && 'key' in value;
}

/** Puts the reader on what to fix: the first star, or the comment. */
function focusProblem(form: HTMLFormElement | null, field: RatingField | undefined): void {
  const control = field === 'score' ? form?.querySelector('input[type="radio"]') : field ? form?.elements.namedItem(field) : null;
  if (control instanceof HTMLElement) control.focus();
}
