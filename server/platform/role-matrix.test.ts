import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountErrorCodes } from '@/contract/accounts';
import * as schema from '@/server/db/schema';
import { securityFor } from '@/server/platform/auth';
import { bearer, createAdmin, nextAddress, postLogin, type TestAdmin } from '@/server/test/accounts';
import { buildTestApp, testDatabases, useTestApp } from '@/server/test/app';
import {
  apiOperations,
  multipartImage,
  pathOf,
  schemaExample,
  unservedOperations,
  undocumentedRoutes,
  validBody,
  type ExampleContext,
  type Operation,
} from '@/server/test/openapi';
import { MULTIPART_FIELDS, newWorld, OWNER_IDS_BY_OPERATION, OWNER_IDS_BY_RESOURCE, PUBLIC_IDS_BY_RESOURCE, type World } from '@/server/test/roleMatrixWorld';

// Issue 12: every operation of the OpenAPI document, called by every kind of caller (anonymous,
// another NGO on the owner's ids, the owner, the administrator, a volunteer (issue 14)). A route
// added later is in the document, so it is in this matrix without anyone listing it.


/** Tables of sessions: signing in and out writes them for anybody, they are nobody's data. */
const SESSION_TABLES = new Set<PgTable>([schema.refreshTokens]);
/** Columns that record the caller's own sign-in, which the other NGO may of course do. */
const ACTIVITY_COLUMNS: Partial<Record<string, string[]>> = { users: ['last_login_at'] };

describe.each(testDatabases)('every operation by role on $name', (database) => {
  const t = useTestApp(database);
  let operations: Operation[];
  let admin: TestAdmin;
  beforeAll(async () => {
    operations = await apiOperations(t.app);
    admin = await createAdmin(t.app);
  });

  it('documents every route the app serves, and serves every route it documents', () => {
    expect(undocumentedRoutes(t.app, operations), 'routes missing from the OpenAPI document (server/test/openapi.ts lists the few served outside it)').toEqual([]);
    expect(unservedOperations(t.app, operations)).toEqual([]);
    expect(operations.length).toBeGreaterThan(20);
  });

  it('refuses anonymous callers on every operation that declares security, and lets them reach the others', async () => {
    const world = await newWorld(t.app, admin);
    const problems: string[] = [];
    for (const operation of inCallingOrder(operations)) {
      const response = await call(t.app, operation, world, null);
      const said = saidTo('anonymous', operation, response);
      problems.push(...answerProblems(said, response));
      if (operation.roles.length > 0 && response.statusCode !== 401) problems.push(`${said}: declares security, so 401 is expected`);
      if (operation.roles.length === 0 && isGuardRefusal(response)) {
        problems.push(`${said}: the guard refuses it, but the document declares no security (securityFor in server/platform/auth.ts)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives another NGO nothing of the owner's: no 2xx on the owner's ids, no administrator call, the owner's data unchanged", async () => {
    const world = await newWorld(t.app, admin);
    const before = await tableDump(t.app);
    const problems: string[] = [];
    for (const operation of inCallingOrder(operations)) {
      const response = await call(t.app, operation, world, world.other);
      const said = saidTo('another NGO', operation, response);
      problems.push(...answerProblems(said, response));
      // A public operation (a published event) is everybody's to read.
      if (operation.roles.length > 0 && operation.pathParams.length > 0 && isSuccess(response)) problems.push(`${said}: succeeded on the owner's ids`);
      if (operation.roles.length > 0 && !operation.roles.includes('ngo') && response.statusCode !== 403) {
        problems.push(`${said}: not declared for NGOs, so 403 is expected`);
      }
      if (response.body.includes(world.marker)) problems.push(`${said}: shows the owner's private text ${world.marker}`);
    }
    expect(problems).toEqual([]);
    // The other NGO's own profile (PATCH /api/portal/profile/update/, issue 15) is its to change.
    const changed = changedRows(before, await tableDump(t.app), world.owner.id).filter((row) => !isOwnNgoRow(row, world.other.id));
    expect(changed, "the owner's data after the other NGO's calls").toEqual([]);
  });

  it('lets the owner call every NGO operation on its own ids', async () => {
    const world = await newWorld(t.app, admin);
    const problems: string[] = [];
    for (const operation of inCallingOrder(operations)) {
      const response = await call(t.app, operation, world, world.owner);
      const said = saidTo('the owner', operation, response);
      problems.push(...answerProblems(said, response));
      const forNgos = operation.roles.length === 0 || operation.roles.includes('ngo');
      // With a valid request on its own data every call of its role succeeds; a refusal here means a
      // broken guard or fixture, which would make the other NGO's refusals above prove nothing.
      if (forNgos && operation.roles.length > 0 && !isSuccess(response)) problems.push(`${said}: its own call, 2xx expected`);
      if (!forNgos && response.statusCode !== 403) problems.push(`${said}: not declared for NGOs, so 403 is expected`);
    }
    expect(problems).toEqual([]);
  });

  it('lets the administrator call every administrator operation, and no NGO-only one', async () => {
    const world = await newWorld(t.app, admin);
    const problems: string[] = [];
    for (const operation of inCallingOrder(operations)) {
      const response = await call(t.app, operation, world, admin);
      const said = saidTo('the administrator', operation, response);
      problems.push(...answerProblems(said, response));
      const forAdmin = operation.roles.length === 0 || operation.roles.includes('super_admin');
      // The event decisions answer 409 for an event in the wrong status: the guard let the call through.
      if (forAdmin && operation.roles.length > 0 && [401, 403].includes(response.statusCode)) problems.push(`${said}: refused its own call`);
      if (!forAdmin && response.statusCode !== 403) problems.push(`${said}: not declared for administrators, so 403 is expected`);
    }
    expect(problems).toEqual([]);
  });

  it('gives a volunteer 403 on every NGO and administrator operation, nothing of the owner, and each of its own calls', async () => {
    const world = await newWorld(t.app, admin);
    const before = await tableDump(t.app);
    const problems: string[] = [];
    for (const operation of inCallingOrder(operations)) {
      const response = await call(t.app, operation, world, world.volunteer);
      const said = saidTo('a volunteer', operation, response);
      problems.push(...answerProblems(said, response));
      const forVolunteers = operation.roles.includes('volunteer');
      if (operation.roles.length > 0 && !forVolunteers && response.statusCode !== 403) problems.push(`${said}: not declared for volunteers, so 403 is expected`);
      if (forVolunteers && !isSuccess(response)) problems.push(`${said}: its own call, 2xx expected`);
      // Its own calls name a published event or its own application; a public one a published event.
      const ownerOnly = operation.roles.length > 0 && !forVolunteers;
      if (ownerOnly && operation.pathParams.length > 0 && isSuccess(response)) problems.push(`${said}: succeeded on the owner's ids`);
      if (response.body.includes(world.marker)) problems.push(`${said}: shows the owner's private text ${world.marker}`);
    }
    expect(problems).toEqual([]);
    // Applying and withdrawing change people_applied, so the owner's list version moves (migration 0006),
    // and the event's kept application counts (migration 0007).
    const changed = changedRows(before, await tableDump(t.app), world.owner.id).filter(
      (row) => !isOwnRow(row, world.volunteer.user_id) && !row.startsWith('event_list_versions: ') && !row.startsWith('application_counts: '),
    );
    expect(changed, "the owner's data after the volunteer's calls (its own profile aside)").toEqual([]);
  });
});

describe('the matrix itself', () => {
  it('fails for a route the OpenAPI document leaves out', async () => {
    const app = await buildTestApp(testDatabases[0]!);
    try {
      app.get('/api/hidden/', { schema: { hide: true } }, async () => ({ secret: true }));
      expect(undocumentedRoutes(app, await apiOperations(app))).toEqual(['GET /api/hidden/']);
    } finally {
      await app.close();
    }
  });

  it('refuses to register a route whose security names no role, so none goes unguarded', async () => {
    const app = await buildTestApp(testDatabases[0]!);
    try {
      expect(() => app.get('/api/unnamed/', { schema: { security: [{ bearer: [] }] } }, async () => ({}))).toThrow(/securityFor/);
      app.get('/api/admins-only/', { schema: { security: securityFor('super_admin') } }, async () => ({ ok: true }));
      expect((await app.inject({ url: '/api/admins-only/' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});


/**
 * The document's order, with the calls that take data away (a delete, a suspension) last, so that
 * every other operation still finds the owner's data.
 */
function inCallingOrder(operations: readonly Operation[]): Operation[] {
  const destructive = (operation: Operation) => operation.method === 'DELETE' || /\/suspend\/$/.test(operation.path);
  return [...operations.filter((operation) => !destructive(operation)), ...operations.filter(destructive)];
}

type Caller = { access: string; email: string; password: string };

/** The operation with a valid request on the owner's ids, as this caller (null: anonymous), from an address of its own. */
async function call(app: FastifyInstance, operation: Operation, world: World, caller: Caller | null): Promise<LightMyRequestResponse> {
  const ids = OWNER_IDS_BY_OPERATION[operation.id] ?? (operation.path.startsWith('/api/public/') ? PUBLIC_IDS_BY_RESOURCE : OWNER_IDS_BY_RESOURCE);
  const url = pathOf(operation, (resource) => ids[resource]?.(world), 'OWNER_IDS_BY_RESOURCE in server/platform/role-matrix.test.ts');
  const query = new URLSearchParams(
    operation.query.filter((parameter) => parameter.required).map((parameter) => [parameter.name, String(schemaExample(parameter.schema))]),
  ).toString();
  const auth = caller ? bearer(caller.access) : {};
  const request = { method: operation.method, url: query ? `${url}?${query}` : url, remoteAddress: nextAddress() };
  if (operation.multipart) {
    const { payload, headers } = await multipartImage(MULTIPART_FIELDS[operation.id]?.(world));
    return app.inject({ ...request, payload, headers: { ...headers, ...auth } });
  }
  const body = await validBody(operation, exampleContext(app, world, caller));
  return app.inject({ ...request, headers: auth, ...(body === null ? {} : { payload: body as object }) });
}

/** Sign-ins with the caller's own credentials; an anonymous caller signs in as the owner or the administrator. */
function exampleContext(app: FastifyInstance, world: World, caller: Caller | null): ExampleContext {
  const self = caller ?? world.owner;
  const credentials = (account: Caller) => ({ email: account.email, password: account.password });
  const kind = self === world.admin ? 'super-admin' : self === world.volunteer ? 'volunteer' : 'ngo';
  return {
    ngoSignIn: credentials(self),
    adminSignIn: credentials(caller ?? world.admin),
    volunteerSignIn: credentials(caller ?? world.volunteer),
    targetNgoId: world.owner.id,
    applications: { decided: world.application, attended: world.attended },
    async refreshToken() {
      const response = await postLogin(app, kind, credentials(self), nextAddress());
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { refresh: string }).refresh;
    },
  };
}

function saidTo(who: string, operation: Operation, response: LightMyRequestResponse): string {
  return `${operation.id} as ${who} → ${response.statusCode} ${response.body.slice(0, 300)}`;
}

/** What no caller may get for a valid request: a server error, or 415 because the request was not the multipart the route reads. */
function answerProblems(said: string, response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 500) return [`${said}: a server error`];
  if (response.statusCode === 415) return [`${said}: reads another content type; a multipart route belongs in MULTIPART_OPERATIONS (server/test/openapi.ts)`];
  return [];
}

/** A changedRows line about this user's own account: their users row or a row of theirs (user_id). */
function isOwnRow(problem: string, userId: number): boolean {
  const [table, ...rest] = problem.split(': ');
  const row = JSON.parse(rest.join(': ').replace(/^[^{]*/, '')) as Record<string, unknown>;
  return (table === 'users' && row.id === userId) || row.user_id === userId;
}

/** A change to this NGO's own row (its profile). */
function isOwnNgoRow(problem: string, ngoId: number): boolean {
  const [table, ...rest] = problem.split(': ');
  const row = JSON.parse(rest.join(': ').replace(/^[^{]*/, '')) as Record<string, unknown>;
  return table === 'ngos' && row.id === ngoId;
}

function isSuccess(response: LightMyRequestResponse): boolean {
  return response.statusCode >= 200 && response.statusCode < 300;
}

/** The 401 a guard answers (auth.ts unauthenticated), not a sign-in's own 401 for wrong credentials. */
function isGuardRefusal(response: LightMyRequestResponse): boolean {
  return response.statusCode === 401 && response.body.includes(`"${accountErrorCodes.unauthenticated}"`);
}

type Dump = Map<string, { rows: string[]; ngoColumns: string[] }>;

/** Every row of every table of the schema but the session tables, as JSON, with the columns that name an NGO. */
async function tableDump(app: FastifyInstance): Promise<Dump> {
  const dump: Dump = new Map();
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable) || SESSION_TABLES.has(table)) continue;
    const { name, foreignKeys } = getTableConfig(table);
    const ignored = ACTIVITY_COLUMNS[name] ?? [];
    // Drizzle answers rows by property (organizedBy); the dump names SQL columns (organized_by).
    const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !ignored.includes(column.name));
    const rows = (await app.db.select().from(table)) as Array<Record<string, unknown>>;
    const ngoColumns = foreignKeys
      .map((key) => key.reference())
      .filter((reference) => reference.foreignTable === schema.ngos)
      .flatMap((reference) => reference.columns.map((column) => column.name));
    dump.set(name, { rows: rows.map((row) => JSON.stringify(Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])))).sort(), ngoColumns });
  }
  return dump;
}

/** Rows the calls changed or removed, and new rows that name the owner's NGO. */
function changedRows(before: Dump, after: Dump, ownerNgoId: number): string[] {
  const problems: string[] = [];
  for (const [name, { rows, ngoColumns }] of before) {
    const earlier = new Set(rows);
    const now = new Set(after.get(name)?.rows ?? []);
    for (const row of rows) if (!now.has(row)) problems.push(`${name}: changed or removed ${row}`);
    for (const row of now) {
      const values = JSON.parse(row) as Record<string, unknown>;
      if (!earlier.has(row) && ngoColumns.some((column) => values[column] === ownerNgoId)) problems.push(`${name}: a new row of the owner's ${row}`);
    }
  }
  return problems;
}
