import { readdirSync } from 'node:fs';
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
    ['an area never reaches into another', 'app/login/LoginForm.tsx', "import { EventCard } from '@/app/events/EventCard';\nexport const x = EventCard;\n"],
    ['app/ui uses no feature', 'app/ui/Card.tsx', "import { EventCard } from '@/app/events/EventCard';\nexport const x = EventCard;\n"],
    ['app/forms uses only app/ui', 'app/forms/TextField.tsx', "export { LoginForm } from '@/app/login/LoginForm';\n"],
    ['a shared folder uses only what app/README.md names', 'app/eventParts/EventCardFrame.tsx', "import { EventCard } from '@/app/events/EventCard';\nexport const x = EventCard;\n"],
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

  it('lets an area use the shared folders app/README.md lists', async () => {
    const code = [
      "import { EventCardFrame } from '@/app/eventParts/EventCardFrame';",
      "import { ApplicationStatusBadge } from '@/app/applicationParts/ApplicationStatusBadge';",
      "import { LoadFailed } from '@/app/shell/LoadFailed';",
      "import '@/app/ui/primitives.css';",
      'export const x = [EventCardFrame, ApplicationStatusBadge, LoadFailed];',
      '',
    ].join('\n');
    expect(await rulesBroken('app/moderation/AdminEventCard.tsx', code)).toEqual([]);
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

  // Issue 32: server/platform/ and server/db/ know no area; an area reaches another through its public module.
  it.each([
    ['server/platform/ imports no area', 'server/platform/auth.ts', "import { eventNotFound } from '@/server/events/service';\nexport const x = eventNotFound;\n"],
    ['server/platform/ never imports the app it serves', 'server/platform/spa.ts', "import { buildApp } from '@/server/app';\nexport const x = buildApp;\n"],
    ['server/db/ imports no area', 'server/db/schema.ts', "import { queueMail } from '@/server/mail/outbox';\nexport const x = queueMail;\n"],
    ['server/db/ builds on nothing of server/, platform/ included', 'server/db/schema.ts', "import type { Database } from '@/server/platform/db';\nexport type X = Database;\n"],
    ["an area never imports another's routes", 'server/moderation/routes.ts', "import { eventsRoutes } from '@/server/events/routes';\nexport const x = eventsRoutes;\n"],
    ["an area never imports another's private file", 'server/galleries/service.ts', "import { insertOccurrences } from '@/server/events/series';\nexport const x = insertOccurrences;\n"],
    ['volunteers take the rate limits from accounts/rateLimits, not its routes', 'server/volunteers/routes.ts', "import { loginAttemptsLimit } from '@/server/accounts/routes';\nexport const x = loginAttemptsLimit;\n"],
    ['an area never imports what puts the areas together', 'server/events/service.ts', "import { fillDemo } from '@/server/demo/fill';\nexport const x = fillDemo;\n"],
  ])('refuses an import across a server boundary: %s', async (_name, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('no-restricted-imports');
  });

  it("refuses, in every server area, another area's routes", async () => {
    const notAreas = ['platform', 'db', 'cli', 'demo', 'test'];
    const areas = readdirSync('server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !notAreas.includes(entry.name))
      .map((entry) => entry.name);
    for (const [index, area] of areas.entries()) {
      const other = areas[(index + 1) % areas.length];
      const code = `import { routes } from '@/server/${other}/routes';\nexport const x = routes;\n`;
      expect(await rulesBroken(`server/${area}/service.ts`, code), area).toContain('no-restricted-imports');
    }
  });

  it("accepts an area's imports of platform/, db/, its own files and other areas' public modules", async () => {
    const code = [
      "import { listNgos } from '@/server/accounts/service';",
      "import { eventOf } from '@/server/events/rows';",
      "import { eventById } from '@/server/events/service';",
      "import { queueMail } from '@/server/mail/outbox';",
      "import { events } from '@/server/db/schema';",
      "import type { Queries } from '@/server/platform/db';",
      "import { decideOnEvent } from '@/server/moderation/service';",
      "import { pendingEvents } from './service';",
      'export const x = [listNgos, eventOf, eventById, queueMail, events, decideOnEvent, pendingEvents];',
      'export type Q = Queries;',
      '',
    ].join('\n');
    expect(await rulesBroken('server/moderation/routes.ts', code)).toEqual([]);
    const platform = "import { ngos } from '@/server/db/schema';\nimport { pgliteTemplateFile } from '@/server/cli/build-freshness.mjs';\nexport const x = [ngos, pgliteTemplateFile];\n";
    expect(await rulesBroken('server/platform/db.ts', platform)).toEqual([]);
  });

  it('lets what puts the server together, and its tests, import any of server/', async () => {
    const code = "import { ngoApplication } from '@/server/applications/ngoReads';\nimport { eventsRoutes } from '@/server/events/routes';\nexport const x = [ngoApplication, eventsRoutes];\n";
    for (const file of ['server/app.ts', 'server/demo/fill.ts', 'server/cli/demo.ts', 'server/test/events.ts', 'server/events/events.test.ts', 'server/platform/role-matrix.test.ts']) {
      expect(await rulesBroken(file, code), file).toEqual([]);
    }
  });
});
