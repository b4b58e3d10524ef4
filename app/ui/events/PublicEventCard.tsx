import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '@/contract/publicEvents';
import { EventImage } from './EventImage';
import { EventTimes } from './EventTimes';
import './publicEventCard.css';

/**
 * A public event in a list (the NGO's page): its name linking to its public page, when (in the
 * event's own time zone), where, its XP when > 0 (SPEC §9) and how many volunteers it needs.
 * people_applied counts every application whatever its status, so no "places left" is promised
 * from it (docs/decisions.md, "Public NGO page").
 */
export function PublicEventCard({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
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
        <p className="public-event-card__place">{event.location.text || t('events.card.notSpecified')}</p>
        <p className="public-event-card__facts">
          {event.people_needed > 0 && <span>{t('publicEvent.peopleNeeded', { count: event.people_needed })}</span>}
          {event.event_xp > 0 && <span className="public-event-card__xp">{t('publicEvent.xp', { xp: event.event_xp })}</span>}
        </p>
      </div>
    </article>
  );
}
