import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textProblem } from '@/contract/text';
import { validationFailed } from './errors';

/**
 * The last guard of issue 12: the contract's schemas refuse control characters field by field, with
 * the field's own rule (contract/text.ts); a route whose schema forgets still never hands one to the
 * database (PostgreSQL cannot store NUL in text and answered 500). Runs after validation, on what
 * the route will read: its body, query and path parameters.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const problems = [
      ...controlCharacterFields(request.body, 'body'),
      ...controlCharacterFields(request.query, 'query'),
      ...controlCharacterFields(request.params, 'params'),
    ];
    if (problems.length > 0) {
      throw validationFailed(problems.map((field) => ({ field, message: 'validation.controlCharacters' })));
    }
  });
}

/**
 * The names (`location.text`, `tags.0`) of the strings in a request part that hold a control
 * character, the part's own name (`body`) for the part itself or a key. Walked without recursion:
 * a route without a schema may be handed JSON nested thousands deep.
 */
export function controlCharacterFields(part: unknown, partName: string): string[] {
  const found = new Set<string>();
  const pending: Array<{ value: unknown; path: string }> = [{ value: part, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) found.add(path || partName);
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacter(key)) found.add(path || partName);
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return [...found];
}

function hasControlCharacter(text: string): boolean {
  return textProblem(text, 'text') === 'validation.controlCharacters';
}
