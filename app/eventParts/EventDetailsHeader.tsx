import type { ReactNode } from 'react';
import type { Event } from '@/contract/events';
import { EventStatusBadge, RecurrenceBadges } from './EventBadges';
import './eventParts.css';

/** The top of an event's details in either area: its name (the page's h1), its badges and the area's actions. */
export function EventDetailsHeader({ event, titleId, actions }: { event: Event; titleId: string; actions: ReactNode }) {
  return (
    <header className="event-details__header">
      <div className="event-details__heading">
        <h1 id={titleId} className="event-details__title" tabIndex={-1}>
          {event.eventName}
        </h1>
        <div className="event-details__badges">
          <EventStatusBadge status={event.status} />
          <RecurrenceBadges event={event} />
        </div>
      </div>
      <div className="event-details__actions">{actions}</div>
    </header>
  );
}
