import { beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateSchema } from '@/contract/certificate';
import { apiErrorSchema } from '@/contract/errors';
import { DEMO_WORLD_DAY } from '@/demo/world';
import { ENDED_EVENT_ID, FULL_EVENT_ID, GREEN_VALLEY_NGO_ID, PAWS_OF_SAVINJA_NGO_ID } from '@/mocks/demoData';
import { eventById, get, ngoToken, post, volunteerToken } from './eventsTesting';

// Issue 17, point 3 on the mock store: GET /api/volunteer/certificate/, the verified (completed)
// participations of the signed-in volunteer with the XP attendance gave, as the server answers.

const LUKA = { email: 'luka.horvat@example.org', password: 'helping123' };

async function certificate(query = '', token?: string) {
  const response = await get(`volunteer/certificate/${query}`, token ?? (await volunteerToken()));
  expect(response.status).toBe(200);
  return certificateSchema.parse(await response.json());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DEMO_WORLD_DAY}T12:00:00Z`) });
});

describe('GET /api/volunteer/certificate/', () => {
  it("answers Ana's name, the totals of her completed participations and the rows, newest first", async () => {
    expect(await certificate()).toEqual({
      full_name: 'Ana Novak',
      total_xp: 25 + 20,
      total_hours: 5 + 2,
      count: 2,
      results: [
        {
          application_id: 19,
          event_id: FULL_EVENT_ID,
          event_name: 'Shelter Open Day',
          ngo_id: PAWS_OF_SAVINJA_NGO_ID,
          ngo_name: 'Paws of Savinja',
          start: '2026-12-20T10:00:00Z',
          end: '2026-12-20T15:00:00Z',
          time_zone: 'Europe/Ljubljana',
          hours: 5,
          xp: 25,
        },
        {
          application_id: 5,
          event_id: 6,
          event_name: 'Weekly Reading Club',
          ngo_id: GREEN_VALLEY_NGO_ID,
          ngo_name: 'Green Valley Volunteers',
          start: '2026-12-05T09:00:00Z',
          end: '2026-12-05T11:00:00Z',
          time_zone: 'Europe/Ljubljana',
          hours: 2,
          xp: 20,
        },
      ],
    });
  });

  it('counts attendance once the NGO confirms it, with the XP it gave, and no longer once undone', async () => {
    const ngo = await ngoToken();
    expect((await post('portal/applications/attendance/', { application_ids: [14] }, ngo)).status).toBe(200);
    // What attendance awarded stays, whatever the event offers later.
    eventById(ENDED_EVENT_ID).event_xp = 500;
    const marked = await certificate();
    expect(marked).toMatchObject({ total_xp: 25 + 20 + 20, total_hours: 5 + 2 + 4, count: 3 });
    expect(marked.results.map((row) => [row.application_id, row.xp])).toEqual([
      [19, 25],
      [5, 20],
      [14, 20],
    ]);

    expect((await post('portal/applications/attendance/undo/', { application_ids: [14] }, ngo)).status).toBe(200);
    expect(await certificate()).toMatchObject({ total_xp: 45, count: 2 });
  });

  it('pages the rows while the totals stay those of every participation', async () => {
    const second = await certificate('?page=2&page_size=1');
    expect(second).toMatchObject({ total_xp: 45, total_hours: 7, count: 2 });
    expect(second.results.map((row) => row.application_id)).toEqual([5]);
    expect((await certificate('?page=3&page_size=1')).results).toEqual([]);
    const tooMany = await get('volunteer/certificate/?page_size=101', await volunteerToken());
    expect(tooMany.status).toBe(400);
    expect(apiErrorSchema.parse(await tooMany.json()).fields).toHaveProperty('page_size');
  });

  it('answers empty totals to a volunteer with no verified participation, and only volunteers', async () => {
    expect(await certificate('', await volunteerToken(LUKA))).toEqual({ full_name: 'Luka Horvat', total_xp: 0, total_hours: 0, count: 0, results: [] });
    expect((await get('volunteer/certificate/')).status).toBe(401);
    expect((await get('volunteer/certificate/', await ngoToken())).status).toBe(403);
  });
});
