import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The linter keeps the project's structure (issue 11): each case is code someone could write, in
// the file it would sit in, and the rule that must refuse it. `lintText` reads no file from disk.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the linter', () => {
  it.each([
    ['contract/ imports nothing of ours', 'contract/events.ts', "import en from '@/i18n/locales/en.json';\nexport const x = en;\n"],
    ['contract/ imports nothing of ours (queries)', 'contract/events.ts', "import { api } from '@/queries/client';\nexport const x = api;\n"],
    ['queries/ uses contract/ only', 'queries/events.ts', "import { Button } from '@/app/ui/Button';\nexport const x = Button;\n"],
    ['the app never imports the server', 'app/events/EventCard.tsx', "import { buildApp } from '@/server/app';\nexport const x = buildApp;\n"],
    ['the app never imports the mocks', 'app/events/EventCard.tsx', "import { handlers } from '@/mocks/handlers';\nexport const x = handlers;\n"],
    ['routes never import the server', 'routes/index.tsx', "import { buildApp } from '@/server/app';\nexport const x = buildApp;\n"],
    ['the server never imports the app', 'server/events/service.ts', "import { Button } from '@/app/ui/Button';\nexport const x = Button;\n"],
    ['the mocks never import the server', 'mocks/handlers/events.ts', "import { buildApp } from '@/server/app';\nexport const x = buildApp;\n"],
    ['a feature never reaches into another', 'app/login/LoginForm.tsx', "import { EventCard } from '@/app/events/EventCard';\nexport const x = EventCard;\n"],
    ['app/ui uses no feature', 'app/ui/Card.tsx', "import { EventCard } from '@/app/events/EventCard';\nexport const x = EventCard;\n"],
    ['app/forms uses only app/ui', 'app/forms/TextField.tsx', "export { LoginForm } from '@/app/login/LoginForm';\n"],
    ['the mocks never import the app', 'mocks/handlers/events.ts', "import { EventCard } from '@/app/events/EventCard';\nexport const x = EventCard;\n"],
    ['a relative import never climbs out of its folder', 'app/events/EventCard.tsx', "import { LoginForm } from './../login/LoginForm';\nexport const x = LoginForm;\n"],
  ])('refuses an import across a boundary: %s', async (_name, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('no-restricted-imports');
  });

  it('accepts the imports the layers allow', async () => {
    const code = [
      "import { eventSchema } from '@/contract/events';",
      "import { eventKeys } from '@/queries/events';",
      "import { Button } from '@/app/ui/Button';",
      "import { EventImage } from './EventImage';",
      'export const x = [eventSchema, eventKeys, Button, EventImage];',
      '',
    ].join('\n');
    expect(await rulesBroken('app/events/EventCard.tsx', code)).toEqual([]);
  });

  it('lets tests use the mocks and the catalogues', async () => {
    const catalogue = "import en from '@/i18n/locales/en.json';\nexport const x = en;\n";
    expect(await rulesBroken('contract/events.test.ts', catalogue)).toEqual([]);
    const mocks = "import { server } from '@/mocks/node';\nexport const x = server;\n";
    expect(await rulesBroken('queries/client.test.ts', mocks)).toEqual([]);
    expect(await rulesBroken('app/events/EventCard.test.tsx', mocks)).toEqual([]);
  });

  it('refuses a relative import that leaves its folder', async () => {
    const code = "import { eventSchema } from '../../contract/events';\nexport const x = eventSchema;\n";
    expect(await rulesBroken('app/events/EventCard.tsx', code)).toContain('no-restricted-imports');
  });

  it('refuses a hook called conditionally and an effect that misses a dependency', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Counter({ on, step }: { on: boolean; step: number }) {',
      '  if (on) useState(0);',
      '  useEffect(() => console.log(step), []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    const rules = await rulesBroken('app/events/Counter.tsx', code);
    expect(rules).toContain('react-hooks/rules-of-hooks');
    expect(rules).toContain('react-hooks/exhaustive-deps');
  });
});
