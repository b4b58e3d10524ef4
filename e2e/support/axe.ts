import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core (devDependency) in the page, for the specs of both projects.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeProblem = { id: string; impact: string | null; count: number; targets: string[] };

/**
 * No serious or critical problem (nested-interactive included) in `selector`'s part of the page.
 * The source is evaluated rather than added as a <script>: the real server's CSP refuses inline scripts.
 */
export async function expectNoSeriousAxeProblems(page: Page, selector = 'body'): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const problems = await page.evaluate(async (context) => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<Result> } }).axe;
    const result = await axe.run(context);
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, count: nodes.length, targets: nodes.slice(0, 3).map((node) => String(node.target)) }));
  }, selector);
  const serious = problems.filter(({ id, impact }: AxeProblem) => id === 'nested-interactive' || impact === 'serious' || impact === 'critical');
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
