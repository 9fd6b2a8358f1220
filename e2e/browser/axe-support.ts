import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core inside a page. The script is evaluated through the DevTools protocol, which the app's
 * content security policy (script-src 'self') does not govern, so nothing about the app is relaxed for it.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export interface AxeSummary {
  /** Every violation, any impact. */
  all: AxeViolation[];
  /** Serious and critical ones: the budget is zero. */
  blocking: AxeViolation[];
}

// The WCAG 2.1 A and AA rules, plus axe's best practices (landmarks, headings, region).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeResultShape {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

export async function runAxe(page: Page): Promise<AxeSummary> {
  await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(globalThis as unknown as object, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
  }, TAGS)) as AxeResultShape;
  const all = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  return { all, blocking: all.filter((v) => v.impact === 'serious' || v.impact === 'critical') };
}
