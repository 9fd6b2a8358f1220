import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../services/invoice/src/domain/index.ts';
import type { DemoResults } from '../web/src/features/marketing/content/demo-results.ts';
import { buildDemoResults, EXAMPLES } from './build-demo-results.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const committed = JSON.parse(
  readFileSync(path.join(ROOT, 'web/src/features/marketing/content/demo-results.json'), 'utf8'),
) as DemoResults;
const DATA_DIR = process.env.MARKET_DATA_DIR ?? path.join(ROOT, '.data');

const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
      : typeof value;

describe('visitor examples', () => {
  it('shows exactly the audit the invoice engine gives for the example invoice', () => {
    const report = auditInvoice(EXAMPLES.invoice.text, { now: new Date('2025-09-15T12:00:00Z') });
    expect(committed.invoice).toEqual({
      example: EXAMPLES.invoice.name,
      issuesFound: report.issuesFound,
      flaggedItems: report.flaggedItems,
      verifiedItems: report.verifiedItems,
      totalImpact: report.totalImpact,
      findings: report.findings.map((f) => ({ type: f.type, title: f.title })),
    });
  });

  it.skipIf(!existsSync(path.join(DATA_DIR, 'market')))(
    'shows the fields the analysis and rental engines give, for the named examples',
    async () => {
      const fresh = await buildDemoResults(DATA_DIR);
      expect(fresh).not.toBeNull();
      // Figures move with each data release (the web build recomputes them); what is shown must be what exists.
      expect(shape(committed.property)).toEqual(shape(fresh!.property));
      expect(committed.property?.address).toBe(EXAMPLES.property.address);
      expect(committed.market?.figures.map((f) => f.label)).toEqual(fresh!.market?.figures.map((f) => f.label));
    },
    60_000,
  );
});
