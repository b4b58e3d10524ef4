import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificateSchema, type Certificate } from '@/contract/certificate';
import { events } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, type ApprovedNgo, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { applyTo, portalBulk, portalUpdate } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import { endEvent, publicEvent } from '@/server/test/events';

// Issue 17, point 3: the certificate lists only verified participations (completed: attendance
// the NGO confirmed), with the XP attendance awarded, the events' hours and the totals of all.

describe.each(testDatabases)("the volunteer's certificate on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let green: ApprovedNgo;
  let paws: ApprovedNgo;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    green = await approvedNgo(t.app, admin);
    paws = await approvedNgo(t.app, admin);
  });

  const certificate = async (volunteer: TestVolunteer, query = '') => {
    const response = await t.app.inject({ url: `/api/volunteer/certificate/${query}`, headers: bearer(volunteer.access) });
    expect(response.statusCode, response.body).toBe(200);
    return certificateSchema.parse(response.json());
  };

  /** An event of the NGO the volunteer applied to, was accepted at and, when `attended`, marked attended at; then dated as given. */
  async function participation(volunteer: TestVolunteer, ngo: ApprovedNgo, name: string, xp: number, dates: { start: string; end: string } | null, attended = true) {
    const event = await publicEvent(t.app, admin, ngo, { eventName: name, event_xp: xp });
    const id = await applyTo(t.app, volunteer, event.id);
    expect((await portalUpdate(t.app, ngo, id, 'accepted')).statusCode).toBe(200);
    if (dates === null) return { eventId: event.id, id };
    await endEvent(t.app, event.id);
    if (attended) expect((await portalBulk(t.app, ngo, 'attendance', { application_ids: [id] })).statusCode).toBe(200);
    await t.app.db.update(events).set({ startDate: new Date(dates.start), endDate: new Date(dates.end) }).where(eq(events.id, event.id));
    return { eventId: event.id, id };
  }

  it('lists only completed participations, newest first, with hours, the XP attendance awarded and the totals of all', async () => {
    const volunteer = await signedInVolunteer(t.app, { full_name: 'Ana Novak' });
    const older = await participation(volunteer, green, 'Litter pick', 30, { start: '2026-03-14T09:00:00Z', end: '2026-03-14T12:30:00Z' });
    const newer = await participation(volunteer, paws, 'Kennel clean', 15, { start: '2026-05-09T16:00:00Z', end: '2026-05-09T18:20:00Z' });
    // Accepted but never marked, accepted and upcoming, only applied: none is verified.
    await participation(volunteer, green, 'Not marked', 50, { start: '2026-04-01T08:00:00Z', end: '2026-04-01T12:00:00Z' }, false);
    await participation(volunteer, green, 'Still to come', 50, null);
    await applyTo(t.app, volunteer, (await publicEvent(t.app, admin, green, { eventName: 'Only applied' })).id);
    // The NGO raises the event's XP afterwards: the certificate keeps what attendance gave.
    await t.app.db.update(events).set({ eventXp: 999 }).where(eq(events.id, older.eventId));
    // Somebody else's participation at the same event is theirs.
    await participation(await signedInVolunteer(t.app), green, 'Litter pick', 30, { start: '2026-03-14T09:00:00Z', end: '2026-03-14T12:30:00Z' });

    const issued = await certificate(volunteer);
    expect(issued).toEqual<Certificate>({
      full_name: 'Ana Novak',
      total_xp: 45,
      // 3.5 hours, and 2 h 20 min to the nearest quarter hour.
      total_hours: 5.75,
      count: 2,
      results: [
        {
          application_id: newer.id,
          event_id: newer.eventId,
          event_name: 'Kennel clean',
          ngo_id: paws.id,
          ngo_name: paws.organization_name,
          start: '2026-05-09T16:00:00Z',
          end: '2026-05-09T18:20:00Z',
          time_zone: 'UTC',
          hours: 2.25,
          xp: 15,
        },
        expect.objectContaining({ application_id: older.id, event_name: 'Litter pick', ngo_id: green.id, hours: 3.5, xp: 30 }),
      ],
    });
    // The profile's total_xp is the certificate's.
    expect((await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(volunteer.access) })).json()).toMatchObject({ total_xp: 45 });

    // Pages keep the totals of all.
    expect(await certificate(volunteer, '?page=2&page_size=1')).toMatchObject({ count: 2, total_xp: 45, total_hours: 5.75, results: [expect.objectContaining({ application_id: older.id })] });
    expect(await certificate(volunteer, '?page=3&page_size=1')).toMatchObject({ count: 2, results: [] });

    // Undoing attendance takes the participation off, XP and hours with it.
    expect((await portalBulk(t.app, paws, 'attendance/undo', { application_ids: [newer.id] })).statusCode).toBe(200);
    expect(await certificate(volunteer)).toMatchObject({ total_xp: 30, total_hours: 3.5, count: 1, results: [expect.objectContaining({ application_id: older.id })] });
  });

  it('answers an empty certificate with the name to a volunteer who has not attended yet', async () => {
    const volunteer = await signedInVolunteer(t.app, { full_name: 'Luka Horvat' });
    expect(await certificate(volunteer)).toEqual({ full_name: 'Luka Horvat', total_xp: 0, total_hours: 0, count: 0, results: [] });
  });

  it('is the volunteer\'s own: anonymous 401, an NGO or the administrator 403, a page over 100 refused', async () => {
    expect((await t.app.inject({ url: '/api/volunteer/certificate/' })).statusCode).toBe(401);
    for (const caller of [green, admin]) expect((await t.app.inject({ url: '/api/volunteer/certificate/', headers: bearer(caller.access) })).statusCode).toBe(403);
    const volunteer = await signedInVolunteer(t.app);
    for (const query of ['page_size=101', 'page=0']) {
      expect((await t.app.inject({ url: `/api/volunteer/certificate/?${query}`, headers: bearer(volunteer.access) })).statusCode, query).toBe(400);
    }
  });
});
