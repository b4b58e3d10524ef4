import { describe, expect, it } from 'vitest';
import {
  applicationBulkResultSchema,
  applicationListSchema,
  applicationPageSchema,
  applicationSchema,
  applicationStatisticsSchema,
  applicationsRefusedErrorSchema,
} from '@/contract/applications';
import { apiErrorSchema } from '@/contract/errors';
import en from '@/i18n/locales/en.json';
import sl from '@/i18n/locales/sl.json';
import { ENDED_EVENT_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { PAWS, adminToken, eventById, get, headers, ngoToken, pendingNgoToken, post, put } from './eventsTesting';

// The NGO's application calls on the mock store answer as the wire contract of issue 14 says:
// only the NGO's own applications, SPEC §4's rules, all-or-none bulk changes, attendance with XP.

const NOT_FOUND = { code: 'application_not_found', error: en.applications.errors.codes.notFound };
/** Green Valley's applications in the demo store; 18 is Paws of Savinja's. */
const GREEN_VALLEY_APPLICATIONS = 17;
const PAWS_APPLICATION = 18;

async function list(query = '', token?: string) {
  const response = await get(`portal/applications/${query}`, token ?? (await ngoToken()));
  expect(response.status).toBe(200);
  return response.json();
}

const statusOf = (id: number) => store.applications.find((application) => application.id === id)!.status;
const xpOf = (volunteerId: number) => store.volunteers.find((volunteer) => volunteer.id === volunteerId)!.total_xp;

describe('GET /api/portal/applications/', () => {
  it("answers the NGO's applications only, newest first, with the applicant, the event and the status in English", async () => {
    const applications = applicationListSchema.parse(await list());

    expect(applications).toHaveLength(GREEN_VALLEY_APPLICATIONS);
    expect(applications.map((application) => application.id)).not.toContain(PAWS_APPLICATION);
    const dates = applications.map((application) => application.application_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(applications.find((application) => application.id === 3)).toEqual({
      id: 3,
      status: 'waitlisted',
      status_display: 'Waitlisted',
      user: { full_name: 'Jane Doe', email: 'jane.doe@example.org', profile_image: null, bio: '', total_xp: 0, birthday: null },
      event_name: 'Tree Planting Saturday',
      event_id: 5,
      event_start: '2026-11-28T08:00:00Z',
      time_zone: 'Europe/Ljubljana',
      application_date: '2026-11-06T08:03:00Z',
      message: '',
    });
    // Issue 33: the volunteer's message, as typed.
    expect(applications.find((application) => application.id === 2)?.message).toBe('Hi! I can bring extra gloves.\nIs there parking nearby?');
    expect(applications.find((application) => application.id === 6)?.user).toBeNull();
    expect(applications.find((application) => application.id === 4)?.user?.email).toBeNull();
  });

  it('filters by event and status', async () => {
    const accepted = applicationListSchema.parse(await list('?event_id=5&status=accepted'));
    expect(accepted.map((application) => application.id)).toEqual([8, 1]);
    expect(applicationListSchema.parse(await list(`?event_id=${ENDED_EVENT_ID}`)).map((application) => application.status).sort()).toEqual([
      'accepted',
      'accepted',
      'completed',
      'waitlisted',
    ]);
  });

  it("answers an empty list for another NGO's event, as for one without applications", async () => {
    expect(await list('?event_id=11')).toEqual([]);
    expect(await list('?event_id=11', await ngoToken(PAWS))).toHaveLength(8); // its full Shelter Open Day's
  });

  it('answers one page and the count when paged, in the asked order', async () => {
    const whole = applicationListSchema.parse(await list());

    expect(applicationPageSchema.parse(await list('?page=2&page_size=5'))).toEqual({ count: 17, results: whole.slice(5, 10) });
    expect(applicationPageSchema.parse(await list('?page=4'))).toEqual({ count: 17, results: whole.slice(15) });
    const byName = applicationPageSchema.parse(await list('?page=1&page_size=100&ordering=name')).results;
    expect(byName[0]?.user?.full_name).toBe('Ana Novak');
    expect(byName.at(-1)?.user).toBeNull(); // the unknown user after every name
    const byStatus = applicationPageSchema.parse(await list('?page_size=100&ordering=-status&status=applied')).results;
    expect(byStatus).toHaveLength(6);
    expect((await list('?page_size=3&ordering=application_date')).results.map((application: { id: number }) => application.id)).toEqual([5, 1, 2]);
  });

  it.each(['status=rejected', 'page=0', 'page_size=101', 'ordering=email', 'event_id=abc'])('refuses %s with 400 validation_failed', async (query) => {
    const response = await get(`portal/applications/?${query}`, await ngoToken());
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('validation_failed');
  });

  it("gives status_display in the reader's language (Accept-Language)", async () => {
    const response = await fetch('/api/portal/applications/?status=waitlisted', {
      headers: { ...headers(await ngoToken()), 'accept-language': 'sl-SI,sl;q=0.9,en;q=0.8' },
    });
    const applications = applicationListSchema.parse(await response.json());
    expect(new Set(applications.map((application) => application.status_display))).toEqual(new Set([sl.applications.status.waitlisted]));
  });

  it('answers 401 without a token and 403 to the administrator and to an NGO waiting for approval', async () => {
    expect((await get('portal/applications/')).status).toBe(401);
    expect((await get('portal/applications/', await adminToken())).status).toBe(403);
    expect(await (await get('portal/applications/', pendingNgoToken())).json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('GET /api/portal/applications/{id}/', () => {
  it('answers one of the NGO own applications', async () => {
    const response = await get('portal/applications/12/', await ngoToken());
    expect(applicationSchema.parse(await response.json())).toMatchObject({ id: 12, status: 'accepted', event_name: 'Food Bank Sorting', user: { full_name: 'Sara Vidmar' } });
  });

  it("answers another NGO's application exactly like an unknown id", async () => {
    const token = await ngoToken();
    for (const id of [PAWS_APPLICATION, 999, 'abc']) {
      const response = await get(`portal/applications/${id}/`, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('PUT /api/portal/applications/{id}/update/', () => {
  it('accepts an applied application and answers it changed', async () => {
    const response = await put('portal/applications/2/update/', { status: 'accepted' }, await ngoToken());
    expect(response.status).toBe(200);
    expect(applicationSchema.parse(await response.json())).toMatchObject({ id: 2, status: 'accepted', status_display: 'Accepted' });
    expect(statusOf(2)).toBe('accepted');
  });

  it('refuses what SPEC §4 refuses with 409 application_transition_refused, changing nothing', async () => {
    const token = await ngoToken();
    for (const [id, status] of [[2, 'applied'], [5, 'waitlisted'], [1, 'accepted']] as const) {
      const response = await put(`portal/applications/${id}/update/`, { status }, token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ code: 'application_transition_refused', error: en.applications.errors.codes.transitionRefused });
    }
    expect([statusOf(2), statusOf(5), statusOf(1)]).toEqual(['applied', 'completed', 'accepted']);
  });

  it("refuses completed as a decision (400) and another NGO's application (404)", async () => {
    const token = await ngoToken();
    expect((await put('portal/applications/2/update/', { status: 'completed' }, token)).status).toBe(400);
    const foreign = await put(`portal/applications/${PAWS_APPLICATION}/update/`, { status: 'accepted' }, token);
    expect(foreign.status).toBe(404);
    expect(statusOf(PAWS_APPLICATION)).toBe('applied');
  });
});

describe('POST /api/portal/applications/bulk-update/', () => {
  it('sets the decision on every named application and answers them', async () => {
    const response = await post('portal/applications/bulk-update/', { application_ids: [2, 7, 9], status: 'waitlisted' }, await ngoToken());
    const result = applicationBulkResultSchema.parse(await response.json());
    expect(result.updated).toBe(3);
    expect(result.applications.map((application) => [application.id, application.status])).toEqual([[2, 'waitlisted'], [7, 'waitlisted'], [9, 'waitlisted']]);
  });

  it('changes nothing when one id is refused, and says which and why', async () => {
    const response = await post('portal/applications/bulk-update/', { application_ids: [2, PAWS_APPLICATION, 1, 999], status: 'accepted' }, await ngoToken());

    expect(response.status).toBe(409);
    const body = applicationsRefusedErrorSchema.parse(await response.json());
    expect(body.error).toBe('Nothing was changed: 3 of the selected applications cannot take this change.');
    expect(body.refused).toEqual([
      { id: PAWS_APPLICATION, code: 'application_not_found' },
      { id: 1, code: 'application_transition_refused' },
      { id: 999, code: 'application_not_found' },
    ]);
    expect([statusOf(2), statusOf(PAWS_APPLICATION)]).toEqual(['applied', 'applied']);
  });

  it('refuses an id named twice with 400, before anything changes', async () => {
    const response = await post('portal/applications/bulk-update/', { application_ids: [2, 2], status: 'accepted' }, await ngoToken());
    expect(response.status).toBe(400);
    expect(statusOf(2)).toBe('applied');
  });
});

describe('POST /api/portal/applications/attendance/ and .../attendance/undo/', () => {
  it("marks accepted volunteers of an ended event as attended, adding the event's XP once, and undoes it", async () => {
    const token = await ngoToken();
    const before = [xpOf(6), xpOf(7)];
    const xp = eventById(ENDED_EVENT_ID).event_xp;

    const marked = applicationBulkResultSchema.parse(await (await post('portal/applications/attendance/', { application_ids: [14, 15] }, token)).json());
    expect(marked.applications.map((application) => application.status)).toEqual(['completed', 'completed']);
    expect([xpOf(6), xpOf(7)]).toEqual([before[0]! + xp, before[1]! + xp]);

    const again = await post('portal/applications/attendance/', { application_ids: [14] }, token);
    expect(again.status).toBe(409);
    expect(applicationsRefusedErrorSchema.parse(await again.json()).refused).toEqual([{ id: 14, code: 'application_transition_refused' }]);
    expect(xpOf(6)).toBe(before[0]! + xp);

    const undone = await post('portal/applications/attendance/undo/', { application_ids: [14, 15] }, token);
    expect(undone.status).toBe(200);
    expect([statusOf(14), statusOf(15)]).toEqual(['accepted', 'accepted']);
    expect([xpOf(6), xpOf(7)]).toEqual(before);
  });

  it('refuses an event still to come, and a waitlisted application, changing nothing', async () => {
    eventById(5).endDate = '2099-01-01T12:00:00Z';
    const response = await post('portal/applications/attendance/', { application_ids: [14, 1, 17] }, await ngoToken());

    expect(response.status).toBe(409);
    expect(applicationsRefusedErrorSchema.parse(await response.json()).refused).toEqual([
      { id: 1, code: 'application_event_not_ended' },
      { id: 17, code: 'application_transition_refused' },
    ]);
    expect(statusOf(14)).toBe('accepted');
  });

  it('undoes only a completed application', async () => {
    const response = await post('portal/applications/attendance/undo/', { application_ids: [14] }, await ngoToken());
    expect(applicationsRefusedErrorSchema.parse(await response.json()).refused).toEqual([{ id: 14, code: 'application_transition_refused' }]);
  });
});

describe('GET /api/portal/applications/statistics/', () => {
  it("counts the NGO's applications, or one event's", async () => {
    const token = await ngoToken();
    const all = applicationStatisticsSchema.parse(await (await get('portal/applications/statistics/', token)).json());
    expect(all).toEqual({ total_applications: 17, accepted: 6, waitlisted: 3, applied: 6 });
    const treePlanting = applicationStatisticsSchema.parse(await (await get('portal/applications/statistics/?event_id=5', token)).json());
    expect(treePlanting).toEqual({ total_applications: 6, accepted: 2, waitlisted: 1, applied: 3 });
  });
});
