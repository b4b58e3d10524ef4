import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '@/contract/publicEvents';
import { EventImage } from './EventImage';
import { EventTimes } from './EventTimes';
import { PlacesLeft } from './PlacesLeft';
import './publicEventCard.css';

/**
 * A public event in a list (the NGO's page, #/explore): its name linking to its public page, when
 * (the reader's time, and the event's local time when it differs), where, how far when the list
 * was asked "near me", its XP when > 0 (SPEC §9) and the places left (decision 8).
 */
export function PublicEventCard({ event }: { event: PublicEvent }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="public-event-card">
      {/* A card without an image shows none: six "No Image" placeholders say nothing. */}
      {event.main_image_url && <EventImage url={event.main_image_url} name={event.eventName} className="public-event-card__image" />}
      <div className="public-event-card__body">
        <h3 className="public-event-card__title">
          <Link to="/explore/$eventId" params={{ eventId: event.id }}>
            {event.eventName}
          </Link>
        </h3>
        <EventTimes event={event} />
        <p className="public-event-card__place">
          {event.location.text || t('events.card.notSpecified')}
          {event.distance_km !== undefined && (
            <span className="public-event-card__distance">
              {t('publicEvent.distance', {
                distance: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(event.distance_km),
              })}
            </span>
          )}
        </p>
        <p className="public-event-card__facts">
          <PlacesLeft event={event} />
          {event.event_xp > 0 && <span className="public-event-card__xp">{t('publicEvent.xp', { xp: event.event_xp })}</span>}
        </p>
      </div>
    </article>
  );
}
