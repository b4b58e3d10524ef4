/**
 * The API as its OpenAPI document describes it, for the suites that call every operation (the role
 * matrix, the fuzz suite): a route added later is covered without anyone listing it.
 *
 *   const operations = await apiOperations(app);            // every operation of GET /api/docs/json
 *   expect(undocumentedRoutes(app, operations)).toEqual([]); // and nothing the app serves is missing
 *   const url = pathOf(operation, (resource) => ids[resource]);  // 'events/{id}' → a real event id
 *   const body = await validBody(operation, context);        // a request its rules accept
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UserType } from '@/contract/accounts';
import { declaredRoles } from '@/server/platform/auth';
import { ngoRegistration, volunteerRegistration } from './accounts';
import { eventPayload } from './events';

/** The JSON Schema subset @fastify/swagger writes for our zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A role an operation declares (securityFor). */
export type Role = UserType;

export type Operation = {
  /** 'POST /api/events/{id}/submit/', as the messages of the suites name it. */
  id: string;
  method: HttpMethod;
  /** The document's path template: /api/events/{id}/submit/ */
  path: string;
  pathParams: string[];
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  /** The JSON body, or null when the operation takes none. */
  body: { schema: JsonSchema; required: boolean } | null;
  /** The request is multipart/form-data (an upload). */
  multipart: boolean;
  /** The roles its `security` names (securityFor); empty for a public operation. */
  roles: Role[];
};

/**
 * Operations that read multipart/form-data themselves: their route says `consumes:
 * ['multipart/form-data']`, but @fastify/swagger writes a requestBody only for a body schema, so
 * the document cannot say it. An upload route added later and missing here is sent JSON and
 * answers 415, which the role matrix reports.
 */
const MULTIPART_OPERATIONS = new Set([
  'POST /api/event/main-image/upload',
  'POST /api/volunteer/me/profile-image/',
  'POST /api/event/photos/upload',
  'POST /api/ngo/photos/upload',
]);

/**
 * What the app serves outside the API document on purpose, route by route as Fastify registers
 * them (`*` is Fastify's wildcard); any other route must be in the document.
 */
export const SERVED_OUTSIDE_THE_DOCUMENT: ReadonlyArray<{ routes: string[]; why: string }> = [
  {
    why: 'the browsable documentation and the document itself (@fastify/swagger-ui hides its routes)',
    routes: [
      'GET /api/docs',
      'GET /api/docs/',
      'GET /api/docs/static/index.html',
      'GET /api/docs/static/swagger-initializer.js',
      'GET /api/docs/static/*',
      'GET /api/docs/json',
      'GET /api/docs/yaml',
    ],
  },
  { why: 'uploaded images on local disk (server/platform/storage): files, not API calls', routes: ['GET /media/*'] },
  { why: 'the built SPA and its assets (server/platform/spa.ts); an unknown page gets index.html', routes: ['GET /*'] },
];

/** Every operation of the OpenAPI document at GET /api/docs/json, in the document's order. */
export async function apiOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, Record<string, DocumentedOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationOf(method.toUpperCase() as HttpMethod, path, operation)),
  );
}

/**
 * Routes the app serves (HEAD aside, which Fastify adds to each GET) that the document leaves out
 * and SERVED_OUTSIDE_THE_DOCUMENT does not explain, as 'METHOD /path'. An empty list means every
 * route is in the document.
 */
export function undocumentedRoutes(app: FastifyInstance, operations: readonly Operation[]): string[] {
  const documented = new Set(operations.map((operation) => `${operation.method} ${routeOf(operation.path)}`));
  return registeredRoutes(app)
    .map(({ method, url }) => `${method} ${url}`)
    .filter((route) => !documented.has(route) && !SERVED_OUTSIDE_THE_DOCUMENT.some((allowed) => allowed.routes.includes(route)));
}

/** Operations of the document the app does not serve (a stale document), as their ids. */
export function unservedOperations(app: FastifyInstance, operations: readonly Operation[]): string[] {
  return operations.filter((operation) => !app.hasRoute({ method: operation.method, url: routeOf(operation.path) })).map((operation) => operation.id);
}

/**
 * Every route Fastify registered, read from `app.printRoutes()` (its radix tree, one node per line,
 * four characters per level). Each route read is checked with `app.hasRoute`, so a change in that
 * print format fails loudly instead of hiding routes.
 */
export function registeredRoutes(app: FastifyInstance): Array<{ method: HttpMethod; url: string }> {
  const routes: Array<{ method: HttpMethod; url: string }> = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const url = prefixes.slice(0, depth).join('') + (node[2] ?? '');
    prefixes.splice(depth, prefixes.length, node[2] ?? '');
    for (const method of (node[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD')) {
      if (!app.hasRoute({ method, url })) throw new Error(`read ${method} ${url} from printRoutes(), which the app does not serve`);
      routes.push({ method: method as HttpMethod, url });
    }
  }
  if (routes.length === 0) throw new Error('read no route from printRoutes()');
  return routes;
}

/**
 * The operation's URL with its path parameters filled by `valueOf(resource)`, where the resource is
 * the segment before the parameter and the parameter: `events/{id}`, `organizers/{ngoId}`. A
 * resource the caller has no value for throws, naming where to add it.
 */
export function pathOf(operation: Operation, valueOf: (resource: string) => string | number | undefined, where: string): string {
  return operation.path.replace(/([^/]+)\/\{(\w+)\}/g, (_whole, segment: string, param: string) => {
    const resource = `${segment}/{${param}}`;
    const value = valueOf(resource);
    if (value === undefined) throw new Error(`${operation.id}: no value for ${resource}; add one to ${where}`);
    return `${segment}/${encodeURIComponent(String(value))}`;
  });
}

/** Values a valid request takes from the test's accounts. */
export type ExampleContext = {
  /** Credentials the NGO sign-in sends (the caller's own, or the owner's for an anonymous caller). */
  ngoSignIn: { email: string; password: string };
  /** Credentials the super-admin sign-in sends. */
  adminSignIn: { email: string; password: string };
  /** Credentials the volunteer sign-in sends. */
  volunteerSignIn: { email: string; password: string };
  /** A refresh token not used yet. */
  refreshToken(): Promise<string>;
  /** The NGO whose ids the path carries: a body that can name an NGO names it, so a server that took it from the body would show. */
  targetNgoId: number;
  /**
   * The owner's applications the bulk calls name (issue 14): one the single update has accepted
   * (the bulk update waitlists it) and an accepted one of an ended event (attendance marks it, the
   * undo takes it back).
   */
  applications: { decided: number; attended: number };
};

/**
 * A body the operation accepts: the example below for operations whose rules a JSON schema cannot
 * express (dates in order, a real team, matching passwords, a reason to reject), else one built
 * from the schema by schemaExample (enough for the review notes and the like). Null for none.
 */
export async function validBody(operation: Operation, context: ExampleContext): Promise<unknown> {
  const example = EXAMPLES[operation.id];
  if (example) return example(context);
  return operation.body ? schemaExample(operation.body.schema) : null;
}

const EXAMPLES: Record<string, (context: ExampleContext) => unknown> = {
  'POST /api/ngo/register/': () => ngoRegistration(),
  'POST /api/ngo/login/': (context) => context.ngoSignIn,
  'POST /api/super-admin/login/': (context) => context.adminSignIn,
  'POST /api/volunteer/register/': () => volunteerRegistration(),
  'POST /api/volunteer/login/': (context) => context.volunteerSignIn,
  // A birthday and an image a schema cannot make up: a real day, and no image (an upload's URL is the caller's own).
  'PATCH /api/volunteer/me/': () => ({ full_name: 'Maja Kovač', bio: 'Likes rivers.', birthday: '1990-05-17', profile_image: null }),
  'POST /api/token/refresh/': async (context) => ({ refresh: await context.refreshToken() }),
  'POST /api/token/logout/': async (context) => ({ refresh: await context.refreshToken() }),
  // SPEC §7 sends organized_by; the server must take the NGO from the token, never from here.
  'POST /api/events/create/': (context) => eventPayload({ organized_by: context.targetNgoId }),
  'PUT /api/events/{id}/update/': (context) => eventPayload({ eventName: 'River clean-up, updated', organized_by: context.targetNgoId }),
  'PUT /api/super-admin/events/{id}/edit/': () => eventPayload({ eventName: 'River clean-up, edited' }),
  'POST /api/super-admin/events/{id}/reject/': () => ({ rejection_reason: 'The meeting point is missing', admin_notes: 'Add it, please' }),
  'PUT /api/portal/applications/{id}/update/': () => ({ status: 'accepted' }),
  'POST /api/portal/applications/bulk-update/': (context) => ({ application_ids: [context.applications.decided], status: 'waitlisted' }),
  'POST /api/portal/applications/attendance/': (context) => ({ application_ids: [context.applications.attended] }),
  'POST /api/portal/applications/attendance/undo/': (context) => ({ application_ids: [context.applications.attended] }),
  // Issue 15: a link on the platform's own domain, a new address each time (the same url twice is refused).
  'POST /api/portal/social-media/create/': () => ({ platform: 'facebook', url: `https://www.facebook.com/ngo-${randomUUID()}` }),
  'PUT /api/portal/social-media/{id}/': () => ({ platform: 'youtube', url: `https://youtube.com/@ngo-${randomUUID()}` }),
  // A real phone number a schema cannot make up, and an e-mail address.
  'POST /api/portal/contacts/create/': () => ({ name: 'Front desk', contact_type: 'phone', contact_info: '+386 40 123 456' }),
  'PUT /api/portal/contacts/{id}/': () => ({ name: 'Volunteer desk', contact_type: 'email', contact_info: 'volunteers@greenvalley.org' }),
  // Issue 15: a real name and texts (line breaks in the free ones), a whole score with a comment.
  'PATCH /api/portal/profile/update/': () => ({ name: 'Green Valley Trust', about: 'We plant trees.\nAnd keep rivers clean.', history: 'Since 2001.', contact_person_bio: 'Coordinator.' }),
  'POST /api/volunteer/applications/{id}/rating/': () => ({ score: 5, comment: 'Well organised.' }),
};

/**
 * The simplest value the schema accepts: its const, first enum value or default, the first branch
 * of a union that is not null, the shortest string, the smallest number, an object with every
 * property (the optional ones too, so that a fuzz case can break each of them).
 */
export function schemaExample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return schemaExample(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => schemaExample(part)));
  switch ([schema.type].flat()[0]) {
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : Math.floor(schema.exclusiveMinimum) + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => schemaExample(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, schemaExample(property)]));
    default:
      return null;
  }
}

/** A small real PNG as the browser's FormData sends it in the multipart field `file`, with these text fields. */
export async function multipartImage(fields: Record<string, string> = {}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  return multipartBody([
    ...Object.entries(fields).map(([field, value]) => ({ field, bytes: value })),
    { field: 'file', filename: 'river.png', contentType: 'image/png', bytes: await smallPng() },
  ]);
}

/** An 8 × 8 PNG, green. */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f7d4a' } }).png().toBuffer();
}

export type MultipartPart = { field: string; filename?: string; contentType?: string; bytes: Buffer | string };

/** A multipart/form-data body of these parts. */
export function multipartBody(parts: readonly MultipartPart[], boundary = 'ngo-portal-test-boundary') {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`) +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type DocumentedOperation = {
  security?: unknown;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};

function operationOf(method: HttpMethod, path: string, documented: DocumentedOperation): Operation {
  const id = `${method} ${path}`;
  const parameters = documented.parameters ?? [];
  const content = documented.requestBody?.content ?? {};
  const json = content['application/json'];
  return {
    id,
    method,
    path,
    pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
    query: parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({ name: parameter.name, required: parameter.required ?? false, schema: parameter.schema ?? {} })),
    body: json ? { schema: json.schema ?? {}, required: documented.requestBody?.required ?? false } : null,
    multipart: 'multipart/form-data' in content || MULTIPART_OPERATIONS.has(id),
    roles: declaredRoles(documented.security, id),
  };
}

/** /api/events/{id}/ → /api/events/:id/, as Fastify registers it. */
function routeOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
