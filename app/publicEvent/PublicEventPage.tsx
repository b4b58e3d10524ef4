import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAMS } from '@/contract/events';
import type { PublicEvent } from '@/contract/publicEvents';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { DownloadLink } from '@/app/ui/DownloadLink';
import { EventChips, EventFact } from '@/app/eventParts/EventFacts';
import { EventImage } from '@/app/eventParts/EventImage';
import { EventTimes } from '@/app/eventParts/EventTimes';
import { PlacesLeft } from '@/app/eventParts/PlacesLeft';
import { ParagraphsOf } from '@/app/ui/ParagraphsOf';
import { fetchPublicEventCalendar, publicEventQueryOptions } from '@/queries/publicEvents';
import { ApplyPanel } from './ApplyPanel';
import { EventPlaceMap } from './EventPlaceMap';
import '@/app/ui/primitives.css';
import '@/app/eventParts/eventParts.css';
import './publicEvent.css';

interface PublicEventPageProps {
  eventId: number;
  /** The event's read-only gallery, composed by the route. */
  gallery?: ReactNode;
  /** `?apply=1`: the apply form is open. */
  applyOpen: boolean;
  onApplyOpen: (open: boolean) => void;
}

/**
 * #/explore/{id}: a public event as anyone reads it, in the layout of the NGO's event details
 * (app/events/EventDetails.tsx) without its review or actions: its times (the reader's, and the
 * event's local ones when they differ), places left, the place on a small map, "Add to calendar",
 * Apply (issue 17) and its gallery. The route's loader has the event in the cache before this renders.
 */
export function PublicEventPage({ eventId, gallery, applyOpen, onApplyOpen }: PublicEventPageProps) {
  const { t } = useTranslation();
  const event = useSuspenseQuery(publicEventQueryOptions(eventId)).data;
  useDocumentTitle(event.eventName);
  const titleId = useId();
  const descriptionId = useId();
  const teams = useTeamNames(event);
  const competences = event.competences
    .split(',')
    .map((competence) => competence.trim())
    .filter(Boolean);

  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <article className="public-event event-details" aria-labelledby={titleId}>
        <Link to="/ngos/$ngoId" params={{ ngoId: event.organized_by }} className="event-details__back">
          <span aria-hidden="true">← </span>
          {t('publicEvent.organisedBy', { name: event.organized_by_name })}
        </Link>
        <header className="event-details__header">
          <h1 id={titleId} className="event-details__title">
            {event.eventName}
          </h1>
        </header>
        <div className="event-details__layout">
          <EventImage url={event.main_image_url} name={event.eventName} className="event-details__image public-event__image" />
          <div className="event-details__summary public-event__summary">
            <dl className="event-details__facts">
              <EventFact label={t('publicEvent.fields.when')}>
                <EventTimes event={event} />
                <DownloadLink
                  href={`/api/public/events/${event.id}/calendar.ics`}
                  fetchFile={() => fetchPublicEventCalendar(event.id)}
                  failure={t('publicEvent.calendar.failed')}
                  className="public-event__calendar"
                >
                  {t('publicEvent.calendar.add')}
                </DownloadLink>
              </EventFact>
              <EventFact label={t('publicEvent.fields.place')}>{event.location.text || t('events.card.notSpecified')}</EventFact>
              {teams.length > 0 && (
                <EventFact label={t('publicEvent.fields.teams')}>
                  <EventChips items={teams} />
                </EventFact>
              )}
              {competences.length > 0 && (
                <EventFact label={t('publicEvent.fields.competences')}>
                  <EventChips items={competences} />
                </EventFact>
              )}
              {/* SPEC §9: XP shown only when > 0. */}
              {event.event_xp > 0 && <EventFact label={t('events.details.fields.xp')}>{t('publicEvent.xp', { xp: event.event_xp })}</EventFact>}
              {event.people_needed > 0 && (
                <EventFact label={t('publicEvent.fields.places')}>
                  <PlacesLeft event={event} />
                </EventFact>
              )}
            </dl>
            {/* Keyed: another event's page starts with its own application state. */}
            <ApplyPanel key={event.id} event={event} formOpen={applyOpen} onFormOpen={onApplyOpen} />
          </div>
          <EventPlaceMap event={event} />
        </div>
        <section className="event-details__section" aria-labelledby={descriptionId}>
          <h2 id={descriptionId} className="event-details__section-title">
            {t('publicEvent.fields.description')}
          </h2>
          <ParagraphsOf text={event.eventDescription} className="public-event__description" />
        </section>
        {gallery}
      </article>
    </PublicLayout>
  );
}

/** The event's teams in the reader's language: the names it carries matched to SPEC §3's teams, else as written. */
function useTeamNames(event: PublicEvent): string[] {
  const { t } = useTranslation();
  return event.focus_teams.map((name) => {
    const code = TEAMS.find((team) => team.name === name)?.code;
    return code ? t(`events.teams.${code}`) : name;
  });
}
