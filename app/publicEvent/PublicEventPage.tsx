import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAMS } from '@/contract/events';
import type { PublicEvent } from '@/contract/publicEvents';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { EventChips, EventFact } from '@/app/ui/events/EventFacts';
import { EventImage } from '@/app/ui/events/EventImage';
import { EventTimes } from '@/app/ui/events/EventTimes';
import { ParagraphsOf } from '@/app/ui/ParagraphsOf';
import { publicEventQueryOptions } from '@/queries/publicEvents';
import '@/app/shell/screens.css';
import './publicEvent.css';

/**
 * #/explore/{id}: a public event as anyone reads it, in the layout of the NGO's event details
 * (app/events/EventDetails.tsx) without its review or actions, with its read-only gallery (composed
 * by the route). Issue 17 adds Apply and the map here. The route's loader has the event in the cache before this renders.
 */
export function PublicEventPage({ eventId, gallery }: { eventId: number; gallery?: ReactNode }) {
  const { t } = useTranslation();
  const event = useSuspenseQuery(publicEventQueryOptions(eventId)).data;
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
          <EventImage url={event.main_image_url} name={event.eventName} className="event-details__image" />
          <div className="event-details__summary">
            <dl className="event-details__facts">
              <EventFact label={t('publicEvent.fields.when')}>
                <EventTimes event={event} />
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
            </dl>
            {event.people_needed > 0 && (
              <p className="event-details__volunteers">{t('publicEvent.peopleNeeded', { count: event.people_needed })}</p>
            )}
          </div>
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
