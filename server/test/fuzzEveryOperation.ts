import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStatus } from '@/contract/events';
import { apiErrorSchema } from '@/contract/errors';
import { applications, contacts, events, socialLinks } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, nextAddress, signedInVolunteer, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { testDatabases, useTestApp, type TestDatabase } from '@/server/test/app';
import { createEvent } from '@/server/test/events';
import { describeRequest, fuzzRequest, mutationOf, type ValidRequest } from '@/server/test/fuzzArbitraries';
import { apiOperations, multipartImage, pathOf, smallPng, validBody, type ExampleContext, type Operation, type Role } from '@/server/test/openapi';

// Issue 12: every operation of the OpenAPI document gets requests built from its schema and then
// broken (wrong types, huge and control-character texts, deep nesting, prototype keys, invalid JSON,
// other content types, odd query strings and path segments). Whatever comes, the answer is below
// 500, and a refusal is the JSON error envelope.
//
// FUZZ_SEED replays a run (a failure prints its seed and path); FUZZ_RUNS sets the cases per
// operation. PGlite gets the full count; PostgreSQL, when TEST_DATABASE_URL is set, a quarter of it:
// the same server code runs on both, and what differs (the driver, its error codes) shows within a few cases.
const SEED = Number(process.env.FUZZ_SEED ?? 20_120_412);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const RUNS_ON: Record<TestDatabase['name'], number> = { pglite: RUNS, postgres: Math.max(25, Math.ceil(RUNS / 4)) };

/** The statuses an event in the path goes through, one per case, so each call finds one it may act on. */
const EVENT_STATUSES_BY_CASE: EventStatus[] = ['pending', 'approved', 'rejected', 'draft', 'published'];

/**
 * The fuzz of every operation, in `parts` files run side by side (issue 32: one file took 71 s of one
 * core while the other idled); a file's share is every `parts`-th operation from `part`, in calling
 * order, on a world of its own. server/platform/fuzz.part*.test.ts call it.
 */
export function fuzzEveryOperation(part: number, parts: number): void {
  describe.each(testDatabases)(`fuzzing every operation on $name (part ${part + 1} of ${parts})`, (database) => {
    const t = useTestApp(database);
    let operations: Operation[];
    let world: World;
    beforeAll(async () => {
      operations = await apiOperations(t.app);
      world = await fuzzWorld(t.app);
    });

    it(
      `answers every broken request below 500, refusals as the error envelope (${RUNS_ON[database.name]} cases per operation, seed ${SEED})`,
      async () => {
        const failures: string[] = [];
        for (const operation of inCallingOrder(operations).filter((_, index) => index % parts === part)) {
          const callers = operation.roles.length > 0 ? operation.roles : [null];
          const property = fc.asyncProperty(mutationOf(operation), fc.constantFrom(...callers), async (mutation, role) => {
            const request = fuzzRequest(operation, mutation, await validRequest(t.app, world, operation, role));
            const response = await t.app.inject({ ...request, remoteAddress: nextAddress() });
            const problem = problemOf(response);
            if (problem) {
              throw new Error(`${problem}\n  request: ${describeRequest(request)}\n  response: ${response.statusCode} ${response.body.slice(0, 400)}`);
            }
          });
          const details = await fc.check(property, { numRuns: RUNS_ON[database.name], seed: SEED, includeErrorInReport: true });
          if (details.failed) failures.push(`${operation.id} (replay: FUZZ_SEED=${SEED})\n${fc.defaultReportMessage(details) ?? ''}`);
        }
        expect(failures.join('\n\n')).toBe('');
      },
      // Measured on PGlite: about 70 s for 200 cases of each operation, both parts together.
      240_000,
    );
  });
}

type World = {
  admin: TestAdmin;
  ngo: Awaited<ReturnType<typeof approvedNgo>>;
  volunteer: TestVolunteer;
  /** An NGO the administrator's approve and suspend calls may toggle at will. */
  spareNgoId: number;
  /** The NGO's event every `events/{id}` names; made again if a case deleted it. */
  eventId: number;
  /** The volunteer's application every `applications/{id}` names (a withdrawal fuzzed through deletes it: 404 after). */
  applicationId: number;
  /** The NGO's social link and contact (issue 15; a delete fuzzed through removes them: 404 after). */
  socialLinkId: number;
  contactId: number;
  /** Issue 16: a photo of the event's gallery and one of the NGO's own (a delete fuzzed through removes them: 404 after). */
  eventPhotoId: number;
  ngoPhotoId: number;
  /** Issue 17: the volunteer's calendar feed token (a POST fuzzed through replaces it: 404 after). */
  calendarToken: string;
  image: Buffer;
  cases: number;
};

async function fuzzWorld(app: FastifyInstance): Promise<World> {
  const admin = await createAdmin(app);
  const ngo = await approvedNgo(app, admin);
  const spare = await approvedNgo(app, admin);
  const event = await createEvent(app, ngo);
  const volunteer = await signedInVolunteer(app);
  const [application] = await app.db.insert(applications).values({ eventId: event.id, userId: volunteer.user_id }).returning({ id: applications.id });
  const [link] = await app.db.insert(socialLinks).values({ ngoId: ngo.id, platform: 'facebook', url: 'https://facebook.com/fuzz' }).returning({ id: socialLinks.id });
  const [contact] = await app.db.insert(contacts).values({ ngoId: ngo.id, contactType: 'phone', contactInfo: '+12015550123' }).returning({ id: contacts.id });
  const photo = async (fields: Record<string, string>) => {
    const { payload, headers } = await multipartImage(fields);
    const url = fields.event_id ? '/api/event/photos/upload' : '/api/ngo/photos/upload';
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(ngo.access) }, remoteAddress: nextAddress() });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as Array<{ id: number }>)[0]!.id;
  };
  const feed = await app.inject({ method: 'POST', url: '/api/volunteer/calendar/', headers: bearer(volunteer.access) });
  expect(feed.statusCode, feed.body).toBe(201);
  return {
    calendarToken: /\/api\/calendar\/(.+)\.ics$/.exec((feed.json() as { url: string }).url)![1]!,
    eventPhotoId: await photo({ event_id: String(event.id) }),
    ngoPhotoId: await photo({}),
    admin,
    ngo,
    volunteer,
    spareNgoId: spare.id,
    eventId: event.id,
    applicationId: application!.id,
    socialLinkId: link!.id,
    contactId: contact!.id,
    image: await smallPng(),
    cases: 0,
  };
}

/** The parts of a valid request as this role, on the world's ids; a fresh body (a new e-mail address) each time. */
async function validRequest(app: FastifyInstance, world: World, operation: Operation, role: Role | null): Promise<ValidRequest> {
  world.cases += 1;
  if (operation.path.includes('events/{id}')) await resetEvent(app, world, EVENT_STATUSES_BY_CASE[world.cases % EVENT_STATUSES_BY_CASE.length] ?? 'pending');
  const ids: Record<string, number | string> = {
    'events/{id}': world.eventId, 'organizers/{ngoId}': world.ngo.id, 'ngos/{id}': world.spareNgoId, 'applications/{id}': world.applicationId,
    'social-media/{id}': world.socialLinkId,
    'contacts/{id}': world.contactId,
    'gallery/{photoId}': world.eventPhotoId,
    'gallery/{id}': world.ngoPhotoId,
    'calendar/{token}': world.calendarToken,
    // Issue 18: any id; a retry of one not failed is 404 like an unknown one.
    'mail/{id}': 1,
  };
  const path = pathOf(operation, (resource) => ids[resource], 'the ids of validRequest in server/test/fuzzEveryOperation.ts');
  const segments = path.slice(1).split('/');
  const paramSegments = operation.path
    .slice(1)
    .split('/')
    .flatMap((segment, index) => (segment.startsWith('{') ? [index] : []));
  const context: ExampleContext = {
    ngoSignIn: { email: world.ngo.email, password: world.ngo.password },
    adminSignIn: { email: world.admin.email, password: world.admin.password },
    volunteerSignIn: { email: world.volunteer.email, password: world.volunteer.password },
    // Used up by the first case that refreshes: later ones get 401, which is what a stolen old token gets.
    refreshToken: async () => world.ngo.refresh,
    targetNgoId: world.ngo.id,
    applications: { decided: world.applicationId, attended: world.applicationId },
  };
  const access = role === null ? null : { super_admin: world.admin, ngo: world.ngo, volunteer: world.volunteer }[role].access;
  return {
    method: operation.method,
    segments,
    paramSegments,
    body: await validBody(operation, context),
    image: world.image,
    authorization: access === null ? null : bearer(access).authorization,
  };
}

/** The world's event in this status, made again when a case deleted it. */
async function resetEvent(app: FastifyInstance, world: World, status: EventStatus): Promise<void> {
  const updated = await app.db.update(events).set({ status }).where(eq(events.id, world.eventId)).returning({ id: events.id });
  if (updated.length > 0) return;
  world.eventId = (await createEvent(app, world.ngo)).id;
  await app.db.update(events).set({ status }).where(eq(events.id, world.eventId));
}

/** Destructive calls last, so the rest find the world as it was made (deletes and suspensions are fuzzed all the same). */
function inCallingOrder(operations: readonly Operation[]): Operation[] {
  const destructive = (operation: Operation) => operation.method === 'DELETE' || /\/suspend\/$/.test(operation.path);
  return [...operations.filter((operation) => !destructive(operation)), ...operations.filter(destructive)];
}

function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `a server error (${response.statusCode})`;
  if (response.statusCode < 400) return null;
  try {
    return apiErrorSchema.safeParse(response.json()).success ? null : 'a refusal that is not the error envelope { error, code }';
  } catch {
    return 'a refusal that is not JSON';
  }
}
