/**
 * fast-check arbitraries for fuzzing an API operation from its OpenAPI description (server/test/openapi.ts):
 *
 *   fc.asyncProperty(mutationOf(operation), async (mutation) => {
 *     const request = fuzzRequest(operation, mutation, base);   // base: a valid request's parts
 *     ...inject it, expect no 5xx
 *   })
 *
 * A mutation is a small description (a field replaced, a query broken, another content type…) and
 * is applied to a valid request at run time, so it prints short when a case fails and a fresh valid
 * request (a new e-mail address) reaches the database each time.
 */
import fc from 'fast-check';
import type { HttpMethod, MultipartPart, Operation } from './openapi';
import { multipartBody } from './openapi';
import { valueOf } from './schemaArbitraries';

/** Raw JSON text with a short name, so a failing case prints `<1100000 × x>` and not the text. */
export class Raw {
  constructor(
    readonly label: string,
    readonly json: string,
  ) {}
  [fc.toStringMethod](): string {
    return this.label;
  }
}

/** Values a typed input should refuse with 400, never 500: control characters, NUL, huge and odd texts, wrong types, deep nesting, prototype keys. */
export function nastyValue(): fc.Arbitrary<Raw> {
  return fc.oneof(
    { arbitrary: nastyString().map((text) => new Raw(labelOf(text), JSON.stringify(text))), weight: 5 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES).map((value) => new Raw(JSON.stringify(value), JSON.stringify(value))), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => new Raw(labelOf(JSON.stringify(value)), JSON.stringify(value))), weight: 1 },
    { arbitrary: deeplyNested(), weight: 1 },
    {
      arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((key) => new Raw(`{${key}: …}`, `{${JSON.stringify(key)}:{"is_admin":true,"status":"approved"}}`)),
      weight: 1,
    },
  );
}

/** A string that is no ordinary text: NUL and other control characters, lone surrogates, injections, over any limit. */
export function nastyString(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom('\u0000', 'a\u0000b', 'ngo@example.org\u0000', '\u0000'.repeat(64)), weight: 3 },
    { arbitrary: fc.array(fc.constantFrom(...ODD_CHARACTERS), { minLength: 1, maxLength: 24 }).map((parts) => parts.join('')), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 2 },
    // Beyond every maxLength of the contract (10 000 at most), and beyond the 1 MB body limit.
    { arbitrary: fc.constantFrom(201, 2_001, 10_001, 1_100_000).map((length) => 'x'.repeat(length)), weight: 1 },
  );
}

/** How one request differs from a valid one. */
export type Mutation =
  | { kind: 'schema'; body: unknown; query: Record<string, string> }
  | { kind: 'field'; pick: number; action: 'replace' | 'delete' | 'add'; key: string; value: Raw }
  | { kind: 'body'; text: Raw }
  | { kind: 'content-type'; contentType: string | null; empty: boolean }
  | { kind: 'query'; query: string }
  | { kind: 'path'; param: number; segment: string }
  | { kind: 'authorization'; header: string }
  | { kind: 'multipart'; parts: Array<Omit<MultipartPart, 'bytes'> & { bytes: Raw }>; framing: 'whole' | 'unclosed' | 'no-boundary' | 'other-boundary' };

/** Mutations for this operation: those of its body, query, path, caller and content type. */
export function mutationOf(operation: Operation): fc.Arbitrary<Mutation> {
  const choices: Array<fc.WeightedArbitrary<Mutation>> = [
    { arbitrary: schemaMutation(operation), weight: 3 },
    { arbitrary: fieldMutation(), weight: operation.body ? 6 : 1 },
    { arbitrary: bodyMutation(), weight: 2 },
    { arbitrary: contentTypeMutation(), weight: 1 },
    { arbitrary: queryMutation(operation), weight: operation.query.length > 0 ? 4 : 1 },
    { arbitrary: multipartMutation(), weight: operation.multipart ? 8 : 1 },
  ];
  if (operation.pathParams.length > 0) choices.push({ arbitrary: pathMutation(operation), weight: 2 });
  if (operation.roles.length > 0) choices.push({ arbitrary: authorizationMutation(), weight: 1 });
  return fc.oneof(...choices);
}

/** What a valid request of the operation is made of, before a mutation. */
export type ValidRequest = {
  method: HttpMethod;
  /** The path's segments with the parameters filled, e.g. ['api', 'events', '12', 'update', '']. */
  segments: string[];
  /** Indexes in `segments` of the path parameters. */
  paramSegments: number[];
  /** A valid body (null: none), made fresh for each case. */
  body: unknown;
  /** A valid image, for multipart operations. */
  image: Buffer;
  authorization: string | null;
};

/** The request injected for one case. */
export type FuzzRequest = {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The valid request with the mutation applied. */
export function fuzzRequest(operation: Operation, mutation: Mutation, valid: ValidRequest): FuzzRequest {
  const segments = [...valid.segments];
  if (mutation.kind === 'path') segments[valid.paramSegments[mutation.param % valid.paramSegments.length] ?? 0] = mutation.segment;
  const path = `/${segments.join('/')}`;
  const query = mutation.kind === 'query' ? mutation.query : mutation.kind === 'schema' ? new URLSearchParams(mutation.query).toString() : '';
  const url = query ? `${path}?${query}` : path;
  const headers: Record<string, string> = {};
  if (valid.authorization) headers.authorization = valid.authorization;
  if (mutation.kind === 'authorization') headers.authorization = mutation.header;
  const json = (text: string) => ({ method: valid.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: text });

  switch (mutation.kind) {
    case 'schema':
      return operation.body ? json(JSON.stringify(mutation.body)) : validPayload(operation, valid, url, headers);
    case 'field':
      return json(withField(valid.body ?? {}, mutation));
    case 'body':
      return json(mutation.text.json);
    case 'content-type': {
      const payload = mutation.empty ? '' : JSON.stringify(valid.body ?? {});
      return { method: valid.method, url, headers: mutation.contentType === null ? headers : { ...headers, 'content-type': mutation.contentType }, payload };
    }
    case 'multipart': {
      const boundary = 'fuzz-boundary';
      // Raw bytes travel as latin1 text, one character a byte.
      const parts = mutation.parts.map((part) => ({ ...part, bytes: part.bytes.json === IMAGE ? valid.image : Buffer.from(part.bytes.json, 'latin1') }));
      const body = multipartBody(parts, boundary);
      const payload = mutation.framing === 'unclosed' ? body.payload.subarray(0, body.payload.length - boundary.length - 6) : body.payload;
      const contentType = { whole: body.headers['content-type'], unclosed: body.headers['content-type'], 'no-boundary': 'multipart/form-data', 'other-boundary': 'multipart/form-data; boundary=another' }[mutation.framing];
      return { method: valid.method, url, headers: { ...headers, 'content-type': contentType }, payload };
    }
    default:
      return validPayload(operation, valid, url, headers);
  }
}

/** One line for a failure message: the request with long texts cut. */
export function describeRequest(request: FuzzRequest): string {
  const text = typeof request.payload === 'string' ? request.payload : request.payload?.toString('latin1');
  const payload = text === undefined ? '' : ` ${labelOf(text)} (${Buffer.byteLength(request.payload ?? '')} bytes)`;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${labelOf(value)}`)
    .join('; ');
  return `${request.method} ${labelOf(request.url, 300)} [${headers}]${payload}`;
}

/** Marks the valid image in a multipart mutation, which is made once and put in at run time. */
const IMAGE = '<the valid image>';

const ODD_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\u000b', '\r', '\u001b', '\u007f', '\u0085', '\u00a0', '\u200b', '\u2028', '\u202e', '\ud800', '\udfff', '\ufeff', '\uffff', 'a', ' ', 'é', '😀', '%', '\\', '"', "'"];
const ODD_TEXTS = [
  "' OR '1'='1",
  "'); DROP TABLE events; --",
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\\u0000',
  'null',
  'NaN',
  '-0',
  '1e309',
  '0x10',
  ' 12 ',
  '١٢',
  '２０３０-０５-０４',
  '9999-12-31 23:59:59Z',
  '0000-00-00 00:00:00',
  '2030-02-30 08:00:00Z',
  'Europe/Nowhere',
  '',
  ' ',
];
const IMAGE_LOOKALIKES = ['GIF89a', '\u0089PNG\r\n\u001a\n', '\u00ff\u00d8\u00ff\u00e0', '<svg xmlns="http://www.w3.org/2000/svg"/>', ''];
const BROKEN_JSON = ['', '{', '{"a":', 'nul', '{"a":1,}', "{'a':1}", '[1,2', '{"a":1}{"b":2}', '{"a":1,"a":2}', '\u0000', '\ufeff{}', '"\\ud800"', '{"a":"\\u0000"}', '1', 'true', 'null', '"text"', '[]'];
const WRONG_TYPES: unknown[] = [0, -1, 1.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e-300, true, false, null, [], {}, [null], [[]], { a: 1 }, ''];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const KEYS_TO_ADD = [...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty', 'organized_by', 'status', 'id', 'ngo_id', 'user_type', 'is_admin', '\u0000', '', 'k'.repeat(1000)];
const CONTENT_TYPES: Array<string | null> = [
  null,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/json;',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
  'a'.repeat(1000),
];
const QUERY_VALUES = ['%00', 'a%00b', '%01', '%1F', '%7F', '%C0%80', '%ED%A0%80', '%FF', '%', '%zz', '%%', '-1', '0', '1e3', '1.5', '0x10', 'Infinity', 'NaN', '99999999999999999999', '%201', '', 'true', '[]', '{}', 'x'.repeat(8000)];
const PATH_SEGMENTS = ['%00', '1%00', '%01', '0', '-1', '1.0', '1e3', '+1', '0x1', '%201', '99999999999999999999', '2147483648', '9007199254740993', '%zz', '%', '..', '%2e%2e', '%2F', 'abc', '%F0%9F%92%A9', '١', 'x'.repeat(200)];
const AUTHORIZATIONS = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer x y',
  'Basic dXNlcjpwYXNz',
  // A JWT with "alg": "none", and one whose signature is missing.
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiIxIiwidXNlcl90eXBlIjoic3VwZXJfYWRtaW4ifQ.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer \u00ff\u00fe',
];

function deeplyNested(): fc.Arbitrary<Raw> {
  return fc
    .record({ depth: fc.constantFrom(100, 1_000, 10_000, 100_000), shape: fc.constantFrom('array', 'object') })
    .map(({ depth, shape }) =>
      shape === 'array'
        ? new Raw(`<${depth} nested arrays>`, `${'['.repeat(depth)}${']'.repeat(depth)}`)
        : new Raw(`<${depth} nested objects>`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    );
}

function schemaMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const query = fc.record(
    Object.fromEntries(operation.query.map((parameter) => [parameter.name, valueOf(parameter.schema).map((value) => String(value))])),
    { requiredKeys: operation.query.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  ) as fc.Arbitrary<Record<string, string>>;
  const body = operation.body ? valueOf(operation.body.schema) : fc.constant(null);
  return fc.record({ kind: fc.constant('schema' as const), body, query });
}

function fieldMutation(): fc.Arbitrary<Mutation> {
  return fc.record({
    kind: fc.constant('field' as const),
    pick: fc.nat(),
    action: fc.constantFrom('replace' as const, 'replace' as const, 'replace' as const, 'delete' as const, 'add' as const),
    key: fc.constantFrom(...KEYS_TO_ADD),
    value: nastyValue(),
  });
}

function bodyMutation(): fc.Arbitrary<Mutation> {
  const broken = fc.constantFrom(...BROKEN_JSON).map((text) => new Raw(JSON.stringify(text), text));
  return fc.record({ kind: fc.constant('body' as const), text: fc.oneof(nastyValue(), broken) });
}

function contentTypeMutation(): fc.Arbitrary<Mutation> {
  return fc.record({ kind: fc.constant('content-type' as const), contentType: fc.constantFrom(...CONTENT_TYPES), empty: fc.boolean() });
}

function queryMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const names = [...operation.query.map((parameter) => parameter.name), 'search', '__proto__', 'constructor'];
  const name = fc.constantFrom(...names);
  const value = fc.oneof(fc.constantFrom(...QUERY_VALUES), nastyString().map((text) => percentEncoded(text.slice(0, 10_000))));
  const pair = fc.tuple(name, value).map(([key, text]) => `${key}=${text}`);
  const query = fc.oneof(
    pair,
    // The same parameter twice, array and object syntax, prototype keys, no value, no name.
    fc.tuple(name, value, value).map(([key, first, second]) => `${key}=${first}&${key}=${second}`),
    fc.tuple(name, value, fc.constantFrom('[]', '[0]', '[a]', '[__proto__]')).map(([key, text, suffix]) => `${key}${suffix}=${text}`),
    fc.constantFrom('__proto__[status]=approved', 'constructor[prototype][status]=approved', 'limit', '=1', '&&&', '%00=1', '?=?', `${'a'.repeat(4000)}=1`),
    fc.array(pair, { minLength: 2, maxLength: 6 }).map((pairs) => pairs.join('&')),
  );
  return fc.record({ kind: fc.constant('query' as const), query });
}

function pathMutation(operation: Operation): fc.Arbitrary<Mutation> {
  return fc.record({
    kind: fc.constant('path' as const),
    param: fc.nat({ max: operation.pathParams.length - 1 }),
    segment: fc.oneof(fc.constantFrom(...PATH_SEGMENTS), nastyString().map((text) => percentEncoded(text.slice(0, 300)))),
  });
}

function authorizationMutation(): fc.Arbitrary<Mutation> {
  return fc.record({ kind: fc.constant('authorization' as const), header: fc.constantFrom(...AUTHORIZATIONS) });
}

function multipartMutation(): fc.Arbitrary<Mutation> {
  const bytes = fc.oneof(
    { arbitrary: fc.constant(new Raw('<the valid image>', IMAGE)), weight: 3 },
    { arbitrary: fc.uint8Array({ maxLength: 300 }).map((random) => new Raw(`<${random.length} random bytes>`, Buffer.from(random).toString('latin1'))), weight: 2 },
    { arbitrary: fc.constantFrom(...IMAGE_LOOKALIKES).map((text) => new Raw(JSON.stringify(text), text)), weight: 2 },
    { arbitrary: nastyString().map((text) => new Raw(labelOf(text), Buffer.from(text).toString('latin1'))), weight: 1 },
  );
  const part = fc.record(
    {
      field: fc.constantFrom('file', 'file', 'caption', '', '\u0000', 'file\u0000', 'x'.repeat(300)),
      filename: fc.constantFrom('river.png', 'river.jpg', '', '\u0000.png', '../../etc/passwd', 'x'.repeat(1000)),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'text/plain', '', 'image/svg+xml'),
      bytes,
    },
    { requiredKeys: ['field', 'bytes'] },
  );
  return fc.record({
    kind: fc.constant('multipart' as const),
    parts: fc.array(part, { maxLength: 4 }),
    framing: fc.constantFrom('whole' as const, 'whole' as const, 'unclosed' as const, 'no-boundary' as const, 'other-boundary' as const),
  });
}

/** The operation's valid request: its JSON body, its image, or nothing. */
function validPayload(operation: Operation, valid: ValidRequest, url: string, headers: Record<string, string>): FuzzRequest {
  if (operation.multipart) {
    const body = multipartBody([{ field: 'file', filename: 'river.png', contentType: 'image/png', bytes: valid.image }]);
    return { method: valid.method, url, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (valid.body === null) return { method: valid.method, url, headers };
  return { method: valid.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(valid.body) };
}

/** The body as JSON text with one node replaced, removed, or given a key; the raw text goes in unparsed. */
function withField(body: unknown, mutation: Extract<Mutation, { kind: 'field' }>): string {
  const copy: unknown = JSON.parse(JSON.stringify(body));
  const nodes = nodesOf(copy);
  const node = nodes[mutation.pick % nodes.length] ?? { parent: null, key: '', value: copy };
  const placeholder = `\u0001fuzz-placeholder\u0001`;
  if (mutation.action === 'add') {
    const target = isObject(node.value) ? node.value : isObject(node.parent) ? node.parent : copy;
    if (!isObject(target)) return mutation.value.json;
    // defineProperty, so that __proto__ becomes a key of the JSON and not the object's prototype.
    Object.defineProperty(target, mutation.key, { value: placeholder, enumerable: true, configurable: true, writable: true });
  } else if (node.parent === null) {
    return mutation.value.json;
  } else if (mutation.action === 'delete' && !Array.isArray(node.parent)) {
    delete (node.parent as Record<string, unknown>)[node.key];
  } else {
    (node.parent as Record<string, unknown>)[node.key] = placeholder;
  }
  return JSON.stringify(copy).replace(JSON.stringify(placeholder), () => mutation.value.json);
}

type Node = { parent: object | null; key: string; value: unknown };

function nodesOf(root: unknown): Node[] {
  const nodes: Node[] = [{ parent: null, key: '', value: root }];
  for (let index = 0; index < nodes.length; index += 1) {
    const value = nodes[index]?.value;
    if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) nodes.push({ parent: value, key, value: child });
    }
  }
  return nodes;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every UTF-8 byte as %XX (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** A text cut to `max` characters with its length, its control characters made visible. */
function labelOf(text: string, max = 120): string {
  const visible = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${visible}… (${text.length} characters)` : visible;
}
