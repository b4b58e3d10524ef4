import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from './config';

// How answers become JSON (issue 13). fastify-type-provider-zod's serializer runs every answer
// through its zod schema (safeEncode) before JSON.stringify: for the NGO's 50-event list that was
// ~300 µs of ~415 µs of serializing, about a tenth of the request's CPU. The schemas are a contract
// the handlers already keep, so production only stringifies; the tests and development keep the
// zod pass and also refuse an answer the pass would have changed (a field the schema does not
// declare, which zod strips silently, or a default it fills in), so that what production sends
// without it is byte for byte what was tested, modulo key order.

type SerializerCompiler = FastifySerializerCompiler<ZodType>;

/** The serializer compiler for the app: JSON.stringify in production, zod-checked elsewhere. */
export function responseSerializerCompiler(config: Pick<Config, 'env'>): SerializerCompiler {
  return config.env === 'production' ? stringifyCompiler : checkedSerializerCompiler;
}

const stringifyCompiler: SerializerCompiler = () => (data) => JSON.stringify(data);

/** The zod serializer, which also refuses an answer its schema would have changed. */
const checkedSerializerCompiler: SerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data); // throws ResponseSerializationError for an answer off its schema
    const plain = JSON.stringify(data);
    if (plain !== json && !sameJson(JSON.parse(plain), JSON.parse(json))) {
      throw new Error(`${route.method} ${route.url}: the answer differs from its schema's encoding (an undeclared field or a default): ${plain.slice(0, 300)}`);
    }
    return json;
  };
};

/**
 * Deep equality of parsed JSON, whatever the order of object keys. A key named `__proto__` (a field
 * a client named so, echoed in an error's `fields`) is not compared: zod's output object loses it
 * (assigning it sets the prototype), JSON.stringify keeps it, and keeping it is the truer answer.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOf = (value: object) => Object.keys(value).filter((key) => key !== '__proto__');
  const aKeys = keysOf(a);
  if (aKeys.length !== keysOf(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
