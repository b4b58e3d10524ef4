import { useId, type ReactNode, type Ref } from 'react';
import type { Event } from '@/contract/events';
import { EventStatusBadge, RecurrenceBadges } from './EventBadges';
import { EventImage } from './EventImage';
import './eventParts.css';

interface EventCardFrameProps {
  event: Event;
  /** Added to `event-card`, for an area's own styling. */
  className?: string;
  /** Lets the area move focus to the heading, e.g. when an action removed the button that had it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the area shows below the name: notes, dates, description, actions. */
  children: ReactNode;
}

/**
 * The frame of an event's card in both areas' lists (SPEC §2): the main image or 'No Image', the
 * status and recurrence badges, and the name as the card's heading; the area adds the rest.
 */
export function EventCardFrame({ event, className, headingRef, children }: EventCardFrameProps) {
  const headingId = useId();
  return (
    <article className={className ? `event-card ${className}` : 'event-card'} aria-labelledby={headingId}>
      <EventImage url={event.main_image_url} name={event.eventName} className="event-card__image" />
      <div className="event-card__body">
        <div className="event-card__badges">
          <EventStatusBadge status={event.status} />
          <RecurrenceBadges event={event} />
        </div>
        <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="event-card__name">
          {event.eventName}
        </h2>
        {children}
      </div>
    </article>
  );
}
