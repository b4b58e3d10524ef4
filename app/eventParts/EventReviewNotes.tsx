import { useTranslation } from 'react-i18next';
import type { Event } from '@/contract/events';
import './eventParts.css';

/** SPEC §2: the administrator's rejection reason and notes, each under its label, when there are any. */
export function EventReviewNotes({ event, className }: { event: Pick<Event, 'rejection_reason' | 'admin_notes'>; className?: string }) {
  const { t } = useTranslation();
  const reason = event.rejection_reason?.trim();
  const notes = event.admin_notes?.trim();
  if (!reason && !notes) return null;
  return (
    <dl className={['event-review', className].filter(Boolean).join(' ')}>
      {reason && (
        <div className="event-review__item event-review__item--rejection">
          <dt>{t('events.card.rejectionReason')}</dt>
          <dd>{reason}</dd>
        </div>
      )}
      {notes && (
        <div className="event-review__item">
          <dt>{t('events.card.adminNotes')}</dt>
          <dd>{notes}</dd>
        </div>
      )}
    </dl>
  );
}
