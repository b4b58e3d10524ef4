import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_DECISIONS,
  APPLICATION_STATUSES,
  applicationBulkResultSchema,
  applicationsRefusedErrorSchema,
  canDecideApplication,
  canMarkAttended,
  canUndoAttendance,
} from '@/contract/applications';
import { adminNgoOverviewSchema } from '@/contract/admin';
import en from '@/i18n/locales/en.json';
import { events } from '@/server/db/schema';
import { adminAndTwoNgos, approvedNgo, bearer, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { applicationStatus, eventWithApplicants, portalBulk, portalUpdate, setApplicationStatus, totalXp } from '@/server/test/applications';
import { endEvent, getEvent, getNgoEvents } from '@/server/test/events';

// Issue 14, points 2 and 5: the NGO's changes to applications. Every SPEC §4 transition allowed
// and refused, all-or-none bulk calls, attendance adding the event's XP exactly once and its undo
// taking it back, and nobody but the event's NGO changing anything.


describe.each(testDatabases)("the NGO's changes to applications on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  let other: ApprovedNgo;
  beforeAll(async () => {
    ({ admin, ngo, other } = await adminAndTwoNgos(t.app));
  });

  const transitionRefused = { code: 'application_transition_refused', error: en.applications.errors.codes.transitionRefused };
  const refusedIds = (body: unknown) => applicationsRefusedErrorSchema.parse(body).refused;

  it.each(APPLICATION_DECISIONS.flatMap((decision) => APPLICATION_STATUSES.map((status) => [decision, status] as const)))(
    'decides %s on an application that is %s as SPEC §4 says, alone and in bulk',
    async (decision, status) => {
      const { applicationIds } = await eventWithApplicants(t.app, admin, ngo, 2);
      const [alone, inBulk] = applicationIds as [number, number];
      await setApplicationStatus(t.app, applicationIds, status);
      const allowed = canDecideApplication(decision, status);

      const response = await portalUpdate(t.app, ngo, alone, decision);
      expect(response.statusCode, response.body).toBe(allowed ? 200 : 409);
      expect(response.json()).toEqual(allowed ? expect.objectContaining({ id: alone, status: decision }) : transitionRefused);
      expect(await applicationStatus(t.app, alone)).toBe(allowed ? decision : status);

      const bulk = await portalBulk(t.app, ngo, 'bulk-update', { application_ids: [inBulk], status: decision });
      expect(bulk.statusCode, bulk.body).toBe(allowed ? 200 : 409);
      if (!allowed) expect(refusedIds(bulk.json())).toEqual([{ id: inBulk, code: 'application_transition_refused' }]);
      expect(await applicationStatus(t.app, inBulk)).toBe(allowed ? decision : status);
    },
  );

  it.each(APPLICATION_STATUSES)('marks attendance on an application that is %s of an ended event, and undoes it, as the rules say', async (status) => {
    const { eventId, applicationIds } = await eventWithApplicants(t.app, admin, ngo, 2);
    await endEvent(t.app, eventId);
    const [marked, undone] = applicationIds as [number, number];
    await setApplicationStatus(t.app, applicationIds, status);

    const attendance = await portalBulk(t.app, ngo, 'attendance', { application_ids: [marked] });
    expect(attendance.statusCode, attendance.body).toBe(canMarkAttended(status, true) ? 200 : 409);
    const undo = await portalBulk(t.app, ngo, 'attendance/undo', { application_ids: [undone] });
    expect(undo.statusCode, undo.body).toBe(canUndoAttendance(status) ? 200 : 409);
    if (undo.statusCode === 409) expect(refusedIds(undo.json())).toEqual([{ id: undone, code: 'application_transition_refused' }]);
  });

  it('changes all or nothing: one foreign id, one unknown and one refused are each named, and nothing changes', async () => {
    const mine = await eventWithApplicants(t.app, admin, ngo, 3);
    const theirs = await eventWithApplicants(t.app, admin, other, 1);
    const [a, b, completed] = mine.applicationIds as [number, number, number];
    await setApplicationStatus(t.app, completed, 'completed');
    const foreign = theirs.applicationIds[0]!;

    const response = await portalBulk(t.app, ngo, 'bulk-update', { application_ids: [a, foreign, 2_147_483_647, b, completed], status: 'accepted' });
    expect(response.statusCode, response.body).toBe(409);
    const body = applicationsRefusedErrorSchema.parse(response.json());
    expect(body.error).toBe(en.applications.errors.codes.refused.replace('{{count}}', '3'));
    expect(body.refused).toEqual([
      { id: foreign, code: 'application_not_found' },
      { id: 2_147_483_647, code: 'application_not_found' },
      { id: completed, code: 'application_transition_refused' },
    ]);
    for (const id of [a, b, foreign]) expect(await applicationStatus(t.app, id)).toBe('applied');

    const accepted = await portalBulk(t.app, ngo, 'bulk-update', { application_ids: [b, a], status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const result = applicationBulkResultSchema.parse(accepted.json());
    expect(result.updated).toBe(2);
    expect(result.applications.map((application) => [application.id, application.status, application.status_display])).toEqual([
      [a, 'accepted', 'Accepted'],
      [b, 'accepted', 'Accepted'],
    ]);
    // Refusals of the request itself, before anything is read.
    for (const body of [{ application_ids: [], status: 'accepted' }, { application_ids: [a, a], status: 'waitlisted' }, { application_ids: [a], status: 'completed' }]) {
      expect((await portalBulk(t.app, ngo, 'bulk-update', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await portalUpdate(t.app, ngo, a, 'completed')).statusCode).toBe(400);
  });

  it("adds the event's XP once when attendance is marked after the end, refuses it before, and undo takes it back", async () => {
    const fresh = await approvedNgo(t.app, admin);
    const { eventId, applicationIds, volunteers } = await eventWithApplicants(t.app, admin, fresh, 2, { event_xp: 35 });
    const [ana, luka] = volunteers as [(typeof volunteers)[0], (typeof volunteers)[0]];
    await setApplicationStatus(t.app, applicationIds, 'accepted');

    const early = await portalBulk(t.app, fresh, 'attendance', { application_ids: applicationIds });
    expect(early.statusCode, early.body).toBe(409);
    expect(refusedIds(early.json())).toEqual(applicationIds.map((id) => ({ id, code: 'application_event_not_ended' })));
    expect(await totalXp(t.app, ana)).toBe(0);

    await endEvent(t.app, eventId);
    const marked = await portalBulk(t.app, fresh, 'attendance', { application_ids: applicationIds });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(applicationBulkResultSchema.parse(marked.json()).applications.map((application) => [application.status, application.user?.total_xp])).toEqual([
      ['completed', 35],
      ['completed', 35],
    ]);
    const me = await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(ana.access) });
    expect(me.json()).toMatchObject({ total_xp: 35 });

    // Marking twice adds nothing; neither does a single decision on a completed application.
    const twice = await portalBulk(t.app, fresh, 'attendance', { application_ids: [applicationIds[0]] });
    expect(twice.statusCode).toBe(409);
    expect(refusedIds(twice.json())).toEqual([{ id: applicationIds[0], code: 'application_transition_refused' }]);
    expect((await portalUpdate(t.app, fresh, applicationIds[0]!, 'accepted')).statusCode).toBe(409);
    expect(await totalXp(t.app, ana)).toBe(35);
    expect(await figuresOf(fresh.id)).toMatchObject({ volunteers_completed: 2, xp_awarded: 70 });

    // The event's XP changed since: undo takes back what was given, not what the event says now.
    await t.app.db.update(events).set({ eventXp: 100 }).where(eq(events.id, eventId));
    const undone = await portalBulk(t.app, fresh, 'attendance/undo', { application_ids: [applicationIds[0]] });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(applicationBulkResultSchema.parse(undone.json()).applications[0]).toMatchObject({ status: 'accepted', user: { total_xp: 0 } });
    expect([await totalXp(t.app, ana), await totalXp(t.app, luka)]).toEqual([0, 35]);
    expect((await portalBulk(t.app, fresh, 'attendance/undo', { application_ids: [applicationIds[0]] })).statusCode).toBe(409);
    expect(await figuresOf(fresh.id)).toMatchObject({ volunteers_completed: 1, xp_awarded: 35 });

    // Marked again, it gives the event's XP as it is now.
    expect((await portalBulk(t.app, fresh, 'attendance', { application_ids: [applicationIds[0]] })).statusCode).toBe(200);
    expect(await totalXp(t.app, ana)).toBe(100);
  });

  it("leaves the NGO's cached events list exact through status changes: people_applied counts every status", async () => {
    const fresh = await approvedNgo(t.app, admin);
    const { eventId, applicationIds } = await eventWithApplicants(t.app, admin, fresh, 3);
    const appliedInList = async () =>
      ((await getNgoEvents(t.app, fresh, fresh.ngo_id)).json() as Array<{ id: number; people_applied: number }>).find((event) => event.id === eventId)?.people_applied;
    expect(await appliedInList()).toBe(3); // read once, so the list is kept in memory
    expect((await portalBulk(t.app, fresh, 'bulk-update', { application_ids: applicationIds, status: 'accepted' })).statusCode).toBe(200);
    await endEvent(t.app, eventId);
    expect((await portalBulk(t.app, fresh, 'attendance', { application_ids: applicationIds.slice(0, 2) })).statusCode).toBe(200);
    expect((await portalBulk(t.app, fresh, 'attendance/undo', { application_ids: [applicationIds[0]] })).statusCode).toBe(200);
    expect(await appliedInList()).toBe(3);
    expect(((await getEvent(t.app, fresh, eventId)).json() as { people_applied: number }).people_applied).toBe(3);
  });

  it('lets only one of two racing attendance calls through, so the XP is added once', async () => {
    const { eventId, applicationIds, volunteers } = await eventWithApplicants(t.app, admin, ngo, 1, { event_xp: 20 });
    await setApplicationStatus(t.app, applicationIds, 'accepted');
    await endEvent(t.app, eventId);
    const answers = await Promise.all([1, 2, 3].map(() => portalBulk(t.app, ngo, 'attendance', { application_ids: applicationIds })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await totalXp(t.app, volunteers[0]!)).toBe(20);
  });

  it("lets nobody but the event's NGO change an application: another NGO, a volunteer, the administrator, anonymous", async () => {
    const { eventId, applicationIds, volunteers } = await eventWithApplicants(t.app, admin, ngo, 1);
    await endEvent(t.app, eventId);
    const [id] = applicationIds as [number];

    const foreign = await portalUpdate(t.app, other, id, 'accepted');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'application_not_found', error: en.applications.errors.codes.notFound });
    for (const call of ['bulk-update', 'attendance', 'attendance/undo'] as const) {
      const response = await portalBulk(t.app, other, call, { application_ids: [id], ...(call === 'bulk-update' ? { status: 'accepted' } : {}) });
      expect(response.statusCode, call).toBe(409);
      expect(refusedIds(response.json()), call).toEqual([{ id, code: 'application_not_found' }]);
    }
    for (const [caller, status] of [[volunteers[0]!, 403], [admin, 403], [null, 401]] as const) {
      expect((await portalUpdate(t.app, caller, id, 'accepted')).statusCode).toBe(status);
      for (const call of ['bulk-update', 'attendance', 'attendance/undo'] as const) {
        expect((await portalBulk(t.app, caller, call, { application_ids: [id], status: 'accepted' })).statusCode, call).toBe(status);
      }
    }
    expect(await applicationStatus(t.app, id)).toBe('applied');
  });

  async function figuresOf(ngoId: number) {
    const response = await t.app.inject({ url: '/api/super-admin/ngos/?status=approved', headers: bearer(admin.access) });
    const found = (response.json() as unknown[]).map((ngo) => adminNgoOverviewSchema.parse(ngo)).find((candidate) => candidate.id === ngoId);
    return found?.figures;
  }
});
