import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recurrencePreview, type RecurrenceType } from '@/contract/events';
import { isCalendarDate } from '@/contract/dates';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { RECURRENCE_INTERVAL_MAX, RECURRENCE_INTERVAL_MIN, RECURRENCE_PREVIEW_SHOWN } from '@/contract/limits';
import { browserTimeZone, instantOfLocal } from './eventFormValues';

interface RecurrencePreviewProps {
  /** The form's datetime-local start. */
  startDate: string;
  type: RecurrenceType;
  interval: string;
  /** 'YYYY-MM-DD' or '' (indefinite). */
  endDate: string;
}

/**
 * SPEC §2, §9: the dates the series will have, computed as the server will create them (the
 * contract's recurrencePreview in the browser's time zone): the first 5, then '...and N more' for
 * the rest of the (at most 11) dates. Shown only for a repeating event with a valid start.
 */
export function RecurrencePreview({ startDate, type, interval, endDate }: RecurrencePreviewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const dates = useMemo(() => {
    const start = instantOfLocal(startDate);
    const steps = Number(interval);
    const intervalOk = Number.isInteger(steps) && steps >= RECURRENCE_INTERVAL_MIN && steps <= RECURRENCE_INTERVAL_MAX;
    if (type === 'none' || !start || !intervalOk || (endDate !== '' && !isCalendarDate(endDate))) return null;
    return recurrencePreview({ start, type, interval: steps, endDate: endDate || null, timeZone: browserTimeZone() });
  }, [startDate, type, interval, endDate]);

  if (!dates) return null;
  const rest = dates.length - RECURRENCE_PREVIEW_SHOWN;
  return (
    <section className="recurrence-preview" aria-labelledby={titleId}>
      <h2 id={titleId} className="recurrence-preview__title">
        {t('events.form.preview.title')}
      </h2>
      <ol className="recurrence-preview__dates">
        {dates.slice(0, RECURRENCE_PREVIEW_SHOWN).map((date) => (
          <li key={date.getTime()}>
            <time dateTime={date.toISOString()}>{formatDateTime(date, i18n.language)}</time>
          </li>
        ))}
      </ol>
      {rest > 0 && <p className="recurrence-preview__more">{t('events.form.preview.more', { count: rest })}</p>}
    </section>
  );
}
