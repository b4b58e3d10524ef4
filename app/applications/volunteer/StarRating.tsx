import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_SCORE_MAX, RATING_SCORE_MIN } from '@/contract/limits';

/** The scores a volunteer chooses from, 1 to 5. */
export const RATING_SCORES = Array.from({ length: RATING_SCORE_MAX - RATING_SCORE_MIN + 1 }, (_, index) => RATING_SCORE_MIN + index);

/** A given score as stars with its words ("4 of 5"): the stars are drawn, the words are read. */
export function RatingStars({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <span className="rating-stars">
      <span className="rating-stars__stars" aria-hidden="true">
        {RATING_SCORES.map((value) => (
          <span key={value} className={value <= score ? 'rating-stars__star rating-stars__star--on' : 'rating-stars__star'}>
            ★
          </span>
        ))}
      </span>
      <span>{t('volunteerArea.rating.outOf', { score, max: RATING_SCORE_MAX })}</span>
    </span>
  );
}

interface StarRatingInputProps {
  /** The chosen score, or null before any. */
  value: number | null;
  onChange: (score: number) => void;
  /** Why the choice is refused (none chosen), under the group. */
  error?: string | null;
  disabled?: boolean;
  /** The first star's radio, for a dialog to start on. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * The score as a radio group (arrow keys move and choose, as in any radio group): each star is a
 * radio named by its words ("4 – Very good"); the stars up to the chosen (or pointed at) one are
 * filled, and the chosen one's words show beside them.
 */
export function StarRatingInput({ value, onChange, error, disabled = false, firstRef }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value;

  return (
    <fieldset
      className={error ? 'star-rating star-rating--invalid' : 'star-rating'}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="star-rating__legend">
        {t('volunteerArea.rating.score')}
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="star-rating__choices" onMouseLeave={() => setPointed(null)}>
        {RATING_SCORES.map((score) => (
          <label
            key={score}
            className={shown !== null && score <= shown ? 'star-rating__choice star-rating__choice--on' : 'star-rating__choice'}
            onMouseEnter={() => setPointed(score)}
          >
            <input
              ref={score === RATING_SCORE_MIN ? firstRef : undefined}
              type="radio"
              className="star-rating__radio"
              name={name}
              value={score}
              checked={value === score}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(score)}
            />
            <span className="star-rating__star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t(`volunteerArea.rating.scores.${score}` as 'volunteerArea.rating.scores.1')}</span>
          </label>
        ))}
        <span className="star-rating__words" aria-hidden="true">
          {shown === null ? t('volunteerArea.rating.choose') : t(`volunteerArea.rating.scores.${shown}` as 'volunteerArea.rating.scores.1')}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
