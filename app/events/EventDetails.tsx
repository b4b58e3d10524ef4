import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canNgoDelete, canNgoEdit, canNgoSubmit, MARKER_TYPE_CODES, TEAM_CODES, TEAMS, type Event, type TeamCode } from '@/contract/events';
import { eventFiltersQueryOptions, eventQueryOptions, ngoEventsQueryOptions } from '@/queries/events';
import { Button } from '@/app/ui/Button';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { recurrenceRuleText } from '@/app/eventParts/EventBadges';
import { EventDateTime, formatSeriesEnd } from '@/app/eventParts/EventDates';
import { EventDetailsHeader } from '@/app/eventParts/EventDetailsHeader';
import { EventChips, EventFact } from '@/app/eventParts/EventFacts';
import { EventImage } from '@/app/eventParts/EventImage';
import { EventReviewNotes } from '@/app/eventParts/EventReviewNotes';
import { EventExtraPanel } from './EventExtraPanel';
import { EventVolunteersButton } from './EventVolunteers';
import { SubmitForReviewButton } from './SubmitForReviewButton';
import { isEventFilterActive, readEventFilter } from './eventFilter';
import { EventSeries } from './EventSeries';
import '@/app/ui/primitives.css';
import '@/app/eventParts/eventParts.css';
import './events.css';

interface EventDetailsProps {
  eventId: number;
  /** The signed-in NGO (for the series' occurrences); null when the session lacks it. */
  ngoId: number | null;
  /** The reader asked to delete the event; the page asks for confirmation. */
  onDelete: () => void;
  /** The event's gallery (app/gallery), composed by the route. */
  gallery?: ReactNode;
}

/** SPEC §2 event details (/events/{id}); the route's loader has the event in the cache before this renders. */
export function EventDetails({ eventId, ngoId, onDelete, gallery }: EventDetailsProps) {
  const { t } = useTranslation();
  const event = useSuspenseQuery(eventQueryOptions(eventId)).data;
  const deletable = useDeletable(event, ngoId);
  const titleId = useId();

  return (
    <article className="event-details" aria-labelledby={titleId}>
      <BackToEvents />
      <EventDetailsHeader
        event={event}
        titleId={titleId}
        actions={
          <>
            {/* Issue 33: a rejected event is resubmitted (a draft submitted) here too, where its edit lands. */}
            {canNgoSubmit(event.status) && <SubmitForReviewButton event={event} size="medium" onSubmitted={() => document.getElementById(titleId)?.focus()} />}
            {canNgoEdit(event.status) && (
              <Link to="/events/$eventId/edit" params={{ eventId: event.id }} className="button button--secondary">
                {t('events.details.edit')}
              </Link>
            )}
            {deletable && (
              <Button variant="danger" onClick={onDelete}>
                {t('events.details.delete')}
              </Button>
            )}
          </>
        }
      />

      <EventDetailsBody event={event} volunteers={<EventVolunteersButton event={event} />} />
      <EventSeries
        event={event}
        detailsPath="/events/$eventId"
        seriesList={ngoId === null ? null : () => ngoEventsQueryOptions(ngoId)}
      />
      <EventExtraPanel eventId={event.id} />
      {gallery}
    </article>
  );
}

/**
 * What the NGO's and the administrator's details pages both show of an event (SPEC §2): image or
 * placeholder, review notes, facts, volunteers and description. `volunteers` is the area's way to
 * see who applied (the NGO's view-volunteers dialog); the administrator's page has none.
 */
export function EventDetailsBody({ event, volunteers }: { event: Event; volunteers?: ReactNode }) {
  const { t } = useTranslation();
  const teams = useFocusTeamNames(event);
  const descriptionId = useId();
  const competences = event.competences
    .split(',')
    .map((competence) => competence.trim())
    .filter(Boolean);

  return (
    <>
      <div className="event-details__layout">
        <EventImage url={event.main_image_url} name={event.eventName} className="event-details__image" />
        <div className="event-details__summary">
          <EventReviewNotes event={event} />
          <dl className="event-details__facts">
            <EventFact label={t('events.details.fields.type')}>{t(`events.markerType.${MARKER_TYPE_CODES[event.markerType]}`)}</EventFact>
            <EventFact label={t('events.details.fields.start')}>
              <EventDateTime value={event.startDate} />
            </EventFact>
            <EventFact label={t('events.details.fields.end')}>
              <EventDateTime value={event.endDate} />
            </EventFact>
            <RecurrenceFacts event={event} />
            <EventFact label={t('events.details.fields.location')}>{event.location.text || t('events.card.notSpecified')}</EventFact>
            {event.location.latitude !== null && event.location.longitude !== null && (
              <EventFact label={t('events.details.fields.coordinates')}>
                {t('events.details.coordinates', { latitude: event.location.latitude, longitude: event.location.longitude })}
              </EventFact>
            )}
            <EventFact label={t('events.details.fields.teams')}>
              {teams.length > 0 ? <EventChips items={teams} /> : t('events.card.notSpecified')}
            </EventFact>
            <EventFact label={t('events.details.fields.competences')}>
              {competences.length > 0 ? <EventChips items={competences} /> : t('events.card.notSpecified')}
            </EventFact>
            {/* SPEC §9: XP shown only when > 0. */}
            {event.event_xp > 0 && <EventFact label={t('events.details.fields.xp')}>{t('events.details.xp', { xp: event.event_xp })}</EventFact>}
          </dl>
          {event.people_needed > 0 && (
            <div className="event-details__volunteers">
              <p>{t('events.card.volunteers', { applied: event.people_applied, needed: event.people_needed })}</p>
              {volunteers}
            </div>
          )}
        </div>
      </div>

      <section className="event-details__section" aria-labelledby={descriptionId}>
        <h2 id={descriptionId} className="event-details__section-title">
          {t('events.details.fields.description')}
        </h2>
        <p className="event-details__description">{event.eventDescription}</p>
      </section>
    </>
  );
}

/**
 * SPEC §2: back to /events; the label shows a dot while the remembered name or start-date filter
 * is active, with words for screen readers since a dot alone says nothing.
 */
export function BackToEvents() {
  const { t } = useTranslation();
  const filtering = isEventFilterActive(readEventFilter());
  return (
    // Exact: the list is not "the current page" while a details page is open.
    <Link to="/events" activeOptions={{ exact: true }} className="event-details__back">
      <span aria-hidden="true">← </span>
      {t('events.details.back')}
      {filtering && (
        <>
          <span aria-hidden="true" className="event-details__filter-dot">
            {' •'}
          </span>
          <span className="visually-hidden">{` (${t('events.details.filterActive')})`}</span>
        </>
      )}
    </Link>
  );
}

/**
 * SPEC §8: 'Failed to load event details. Please try again later.', with a retry and the way back
 * (the NGO's list, or the administrator's with `back`).
 */
export function EventDetailsError({ back = <BackToEvents /> }: { back?: ReactNode }) {
  const { t } = useTranslation();
  return <ErrorCard title={t('events.details.title')} message={t('events.errors.screen.detailsFailed')} back={back} retry="route" />;
}

/**
 * An unknown id, or another NGO's event (the API answers both with 404 event_not_found); the
 * administrator's page passes its own way back and words.
 */
export function EventNotFound({ back = <BackToEvents />, text }: { back?: ReactNode; text?: string }) {
  const { t } = useTranslation();
  return <ErrorCard title={t('events.errors.codes.notFound')} message={text ?? t('events.details.notFoundText')} back={back} />;
}

/** SPEC §2 recurrence information: the rule and the series' end, or that this is one of a series' dates. */
function RecurrenceFacts({ event }: { event: Event }) {
  const { t, i18n } = useTranslation();
  if (event.is_recurring_instance) {
    return <EventFact label={t('events.details.fields.recurrence')}>{t('events.recurrence.instance')}</EventFact>;
  }
  const rule = recurrenceRuleText(t, event.recurrence_type, event.recurrence_interval);
  if (event.recurrence_type === 'none') return <EventFact label={t('events.details.fields.recurrence')}>{rule}</EventFact>;
  return (
    <>
      <EventFact label={t('events.details.fields.recurrence')}>{rule}</EventFact>
      <EventFact label={t('events.details.fields.recurrenceEnd')}>
        {formatSeriesEnd(event.recurrence_end_date, i18n.language) ?? t('events.recurrence.noEndDate')}
      </EventFact>
    </>
  );
}

/**
 * The event's teams in the reader's language: ids matched to the filters call's teams and their
 * codes translated (events.teams.*); the names the event carries are the fallback.
 */
function useFocusTeamNames(event: Event): string[] {
  const { t } = useTranslation();
  const options = useQuery(eventFiltersQueryOptions()).data?.teams;
  const teams =
    event.focus_teams_data.length > 0
      ? event.focus_teams_data.map((id, index) => ({ id, name: event.focus_teams[index] }))
      : event.focus_teams.map((name) => ({ id: null, name }));
  return teams
    .map(({ id, name }) => {
      const option = options?.find((team) => team.id === id);
      const code = option?.code ?? TEAMS.find((team) => team.name === name)?.code;
      return isTeamCode(code) ? t(`events.teams.${code}`) : (option?.name ?? name ?? '');
    })
    .filter(Boolean);
}

function isTeamCode(code: string | undefined): code is TeamCode {
  return code !== undefined && (TEAM_CODES as readonly string[]).includes(code);
}

/**
 * Whether the NGO may delete the event (SPEC §4, docs/decisions/events-and-series.md "Status rules"): its own status allows it, and
 * for a series' original no occurrence is public yet, since the occurrences go with it.
 */
function useDeletable(event: Event, ngoId: number | null): boolean {
  const isOriginal = !event.is_recurring_instance && event.recurrence_type !== 'none';
  const series = useQuery({ ...ngoEventsQueryOptions(ngoId ?? 0), enabled: isOriginal && ngoId !== null });
  if (!canNgoDelete(event.status)) return false;
  if (!isOriginal) return true;
  // Until the occurrences are known, the button waits rather than promise a delete the server refuses.
  const occurrences = series.data?.filter((candidate) => candidate.parent_event === event.id);
  return occurrences?.every((occurrence) => canNgoDelete(occurrence.status)) ?? false;
}
