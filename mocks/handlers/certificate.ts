import { http, HttpResponse } from 'msw';
import { certificateQuerySchema, participationHours, type Certificate, type Participation } from '@/contract/certificate';
import { store, type MockApplication } from '@/mocks/store';
import { eventOf } from './applications';
import { authenticateVolunteer } from './auth';
import { schemaFailed } from './errorEnvelope';
import { readQuery } from './query';

// Issue 17, point 3 on the mock store, as the server answers (contract/certificate.ts): the signed-in
// volunteer's certificate of verified participation. Only completed applications count (attendance
// the NGO confirmed); the totals are over all of them, the rows one page, newest first.

export const certificateHandlers = [
  http.get('/api/volunteer/certificate/', ({ request }) => {
    const volunteer = authenticateVolunteer(request);
    const query = certificateQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { page, page_size } = query.data;
    const participations = store.applications
      .filter((application) => application.volunteer_id === volunteer.id && application.status === 'completed')
      .map(toParticipation)
      // Newest first: the latest event's start, then the latest application.
      .sort((a, b) => b.start.localeCompare(a.start) || b.application_id - a.application_id);
    const offset = (page - 1) * page_size;
    return HttpResponse.json({
      full_name: volunteer.full_name,
      total_xp: participations.reduce((sum, participation) => sum + participation.xp, 0),
      total_hours: participations.reduce((sum, participation) => sum + participation.hours, 0),
      count: participations.length,
      results: participations.slice(offset, offset + page_size),
    } satisfies Certificate);
  }),
];

function toParticipation(application: MockApplication): Participation {
  const event = eventOf(application);
  return {
    application_id: application.id,
    event_id: event.id,
    event_name: event.eventName,
    ngo_id: event.organized_by,
    ngo_name: store.ngos.find((ngo) => ngo.id === event.organized_by)?.organization_name ?? '',
    start: event.startDate,
    end: event.endDate,
    time_zone: event.time_zone,
    hours: participationHours(new Date(event.startDate), new Date(event.endDate)),
    // What attendance awarded, not what the event offers now.
    xp: application.awarded_xp ?? 0,
  };
}
