import { useTranslation } from 'react-i18next';
import { placesLeft, type PublicEvent } from '@/contract/publicEvents';
import './placesLeft.css';

/**
 * Issue 17, decision 8: how many more volunteers the NGO is looking for, only when it asks for any;
 * a full event says that new applications join the waitlist (applying still works).
 */
export function PlacesLeft({ event, className }: { event: Pick<PublicEvent, 'people_needed' | 'people_accepted'>; className?: string }) {
  const { t } = useTranslation();
  const left = placesLeft(event);
  if (left === null) return null;
  return (
    <span className={['places-left', left === 0 ? 'places-left--full' : null, className].filter(Boolean).join(' ')}>
      {left === 0 ? t('publicEvent.full') : t('publicEvent.placesLeft', { count: left })}
    </span>
  );
}
