import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

// Steps and files the gallery tests of both projects share (issue 16).

/** A small solid-colour PNG, made here so the test needs no fixture files. */
export function png(name: string, [red, green, blue]: [number, number, number]) {
  const size = 48;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** axe-core (devDependency) in the page: no serious or critical problem, nested-interactive included. */
export async function expectNoSeriousAxeProblems(page: Page, selector: string): Promise<void> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const problems = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(context);
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, count: nodes.length }));
  }, selector);
  expect(problems.filter(({ id, impact }) => id === 'nested-interactive' || impact === 'serious' || impact === 'critical')).toEqual([]);
}
