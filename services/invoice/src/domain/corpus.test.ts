/**
 * Precision and recall over the fixture corpus. Each fixture's expected codes were written as an
 * auditor would flag the invoice, so a drop here means the engine misses or invents real problems.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditInvoice } from './audit-invoice.ts';
import type { PreviousInvoice } from './types.ts';

interface Expectation {
  description: string;
  expectedCodes: string[];
  previousInvoices?: PreviousInvoice[];
  state?: string;
  now?: string;
}

const FIXTURES = new URL('./testing/documents/', import.meta.url);
const DEFAULT_NOW = '2025-06-15T12:00:00Z';
const PRECISION_FLOOR = 0.9;
const RECALL_FLOOR = 0.9;

const invoices = readdirSync(FIXTURES)
  .filter((name) => /\.(txt|csv)$/.test(name))
  .sort()
  .map((name) => ({
    name,
    text: readFileSync(new URL(name, FIXTURES), 'utf8'),
    expected: JSON.parse(
      readFileSync(new URL(name.replace(/\.(txt|csv)$/, '.expected.json'), FIXTURES), 'utf8'),
    ) as Expectation,
  }));

function score() {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: string[] = [];
  for (const { name, text, expected } of invoices) {
    const report = auditInvoice(text, {
      now: new Date(expected.now ?? DEFAULT_NOW),
      previousInvoices: expected.previousInvoices ?? [],
      ...(expected.state ? { state: expected.state } : {}),
    });
    const found = new Set<string>(report.findings.map((f) => f.code));
    const wanted = new Set(expected.expectedCodes);
    for (const code of found) {
      if (wanted.has(code)) truePositives += 1;
      else {
        falsePositives += 1;
        misses.push(`${name}: unexpected ${code}`);
      }
    }
    for (const code of wanted) {
      if (!found.has(code)) {
        falseNegatives += 1;
        misses.push(`${name}: missed ${code}`);
      }
    }
  }
  const precision = truePositives / Math.max(1, truePositives + falsePositives);
  const recall = truePositives / Math.max(1, truePositives + falseNegatives);
  return { precision, recall, truePositives, falsePositives, falseNegatives, misses };
}

describe('fixture corpus', () => {
  it('has at least 14 invoices, clean and problematic, each with expected findings', () => {
    expect(invoices.length).toBeGreaterThanOrEqual(14);
    expect(invoices.filter((i) => i.expected.expectedCodes.length === 0).length).toBeGreaterThanOrEqual(4);
    expect(invoices.some((i) => i.name === 'demo-invoice.txt')).toBe(true);
    expect(invoices.filter((i) => i.name.endsWith('.csv')).length).toBeGreaterThanOrEqual(2);
  });

  it(`keeps precision >= ${PRECISION_FLOOR} and recall >= ${RECALL_FLOOR} on finding codes`, () => {
    const result = score();
    console.log(
      `invoice corpus: ${invoices.length} invoices, precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)} ` +
        `(TP ${result.truePositives}, FP ${result.falsePositives}, FN ${result.falseNegatives})` +
        (result.misses.length > 0 ? `\n  ${result.misses.join('\n  ')}` : ''),
    );
    expect(result.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(result.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it('reports no error or warning on any invoice expected to be clean', () => {
    for (const { name, text, expected } of invoices.filter((i) => i.expected.expectedCodes.length === 0)) {
      const report = auditInvoice(text, { now: new Date(expected.now ?? DEFAULT_NOW) });
      expect({ name, issuesFound: report.issuesFound }).toEqual({ name, issuesFound: 0 });
    }
  });
});
