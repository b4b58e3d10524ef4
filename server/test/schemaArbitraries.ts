import fc from 'fast-check';
import type { JsonSchema } from './openapi';

// Values a JSON schema accepts, as fast-check arbitraries: the valid ground the fuzz suite's
// mutations (server/test/fuzzArbitraries.ts) then break.

/** Values the JSON schema accepts (as far as a schema can say): consts, enums, unions, bounded strings, numbers, arrays and objects. */
export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map(valueOf));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return schema.properties ? objectOf(schema) : fc.jsonValue({ maxDepth: 2 });
  const arbitraries = types.map((type) => valueOfType(type, schema));
  return schema.nullable ? fc.oneof(...arbitraries, fc.constant(null)) : fc.oneof(...arbitraries);
}

function valueOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: lowerBound(schema, -(2 ** 31), 1), max: upperBound(schema, 2 ** 31, 1) });
    case 'number':
      return fc.double({ min: lowerBound(schema, -1e9, Number.EPSILON), max: upperBound(schema, 1e9, Number.EPSILON), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength });
  if (schema.format === 'email') return fc.emailAddress();
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    // Exactly the longest the schema allows.
    fc.constant('y'.repeat(schema.maxLength ?? minLength)),
  );
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueOf(property)]));
  return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

function lowerBound(schema: JsonSchema, fallback: number, step: number): number {
  if (schema.minimum !== undefined) return Math.max(schema.minimum, -Number.MAX_SAFE_INTEGER);
  if (schema.exclusiveMinimum !== undefined) return Math.max(schema.exclusiveMinimum + step, -Number.MAX_SAFE_INTEGER);
  return fallback;
}

function upperBound(schema: JsonSchema, fallback: number, step: number): number {
  if (schema.maximum !== undefined) return Math.min(schema.maximum, Number.MAX_SAFE_INTEGER);
  if (schema.exclusiveMaximum !== undefined) return Math.min(schema.exclusiveMaximum - step, Number.MAX_SAFE_INTEGER);
  return fallback;
}
