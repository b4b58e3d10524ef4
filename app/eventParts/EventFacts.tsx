import type { ReactNode } from 'react';
import './eventParts.css';

/** One labelled fact of an event's details (a `dl`'s entry), in any area's details page. */
export function EventFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="event-details__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An event's teams or competences as a row of chips. */
export function EventChips({ items }: { items: string[] }) {
  return (
    <ul className="event-chips">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="event-chips__item">
          {item}
        </li>
      ))}
    </ul>
  );
}
