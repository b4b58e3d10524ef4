interface EventExtraPanelProps {
  eventId: number;
}

/**
 * SPEC §2 event details: "An extra panel takes the event id; its content is not shown." This is
 * that panel's place on the page; the event gallery issue fills it (add photos, thumbnail grid,
 * large view, delete). Until then it renders nothing.
 */
export function EventExtraPanel(_props: EventExtraPanelProps) {
  return null;
}
