/**
 * Scores one audited document against its label: the class, each expected finding matched to a
 * reported issue of the same code (closest amount first), and the extracted total, date and number.
 */
import type { AuditReport } from '../src/domain/audit-invoice.ts';

export interface Expected {
  class: string;
  terms: Record<string, unknown> | null;
  state?: string;
  fields: { number?: string; date?: string; total?: number };
  findings: { code: string; amount: number }[];
}

export interface DocumentScore {
  name: string;
  classOk: boolean;
  truePositives: { code: string; expected: number; reported: number }[];
  falsePositives: { code: string; amount: number }[];
  falseNegatives: { code: string; amount: number }[];
  fields: { field: 'number' | 'date' | 'total'; ok: boolean; expected: string; got: string | null }[];
}

export function scoreDocument(name: string, report: AuditReport, expected: Expected): DocumentScore {
  const reported = report.findings
    .filter((f) => f.type !== 'info')
    .map((f) => ({ code: f.code as string, amount: f.impact }));
  const truePositives: DocumentScore['truePositives'] = [];
  const falseNegatives: DocumentScore['falseNegatives'] = [];
  for (const want of expected.findings) {
    let best = -1;
    reported.forEach((got, i) => {
      if (got.code !== want.code) return;
      if (best < 0 || Math.abs(got.amount - want.amount) < Math.abs((reported[best]?.amount ?? 0) - want.amount))
        best = i;
    });
    if (best < 0) falseNegatives.push(want);
    else
      truePositives.push({
        code: want.code,
        expected: want.amount,
        reported: reported.splice(best, 1)[0]?.amount ?? 0,
      });
  }
  const fields: DocumentScore['fields'] = [];
  const f = report.fields;
  if (expected.fields.number !== undefined) {
    const got = f.invoiceNumber.value;
    fields.push({
      field: 'number',
      ok: normalise(got) === normalise(expected.fields.number),
      expected: expected.fields.number,
      got,
    });
  }
  if (expected.fields.date !== undefined)
    fields.push({
      field: 'date',
      ok: f.issueDate.value === expected.fields.date,
      expected: expected.fields.date,
      got: f.issueDate.value,
    });
  if (expected.fields.total !== undefined) {
    const got = f.total.amount;
    fields.push({
      field: 'total',
      ok: got !== null && Math.abs(got - expected.fields.total) < 0.005,
      expected: expected.fields.total.toFixed(2),
      got: got === null ? null : got.toFixed(2),
    });
  }
  return {
    name,
    classOk: report.classification.documentClass === expected.class,
    truePositives,
    falsePositives: reported,
    falseNegatives,
    fields,
  };
}

function normalise(value: string | null): string {
  return (value ?? '').toUpperCase().replace(/[\s#:]/g, '');
}

export interface SplitSummary {
  documents: number;
  classAccuracy: number;
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  amountsWithin1Percent: number;
  meanAmountErrorPercent: number;
  extraction: Record<'number' | 'date' | 'total' | 'all', { ok: number; of: number }>;
}

export function summarise(scores: readonly DocumentScore[]): SplitSummary {
  const tp = scores.flatMap((s) => s.truePositives);
  const fp = scores.reduce((n, s) => n + s.falsePositives.length, 0);
  const fn = scores.reduce((n, s) => n + s.falseNegatives.length, 0);
  const errors = tp.map((t) =>
    t.expected === 0 ? (t.reported === 0 ? 0 : 1) : Math.abs(t.reported - t.expected) / t.expected,
  );
  const extraction = {
    number: { ok: 0, of: 0 },
    date: { ok: 0, of: 0 },
    total: { ok: 0, of: 0 },
    all: { ok: 0, of: 0 },
  };
  for (const field of scores.flatMap((s) => s.fields)) {
    for (const key of [field.field, 'all'] as const) {
      extraction[key].of += 1;
      if (field.ok) extraction[key].ok += 1;
    }
  }
  return {
    documents: scores.length,
    classAccuracy: scores.filter((s) => s.classOk).length / Math.max(1, scores.length),
    precision: tp.length + fp === 0 ? 1 : tp.length / (tp.length + fp),
    recall: tp.length + fn === 0 ? 1 : tp.length / (tp.length + fn),
    truePositives: tp.length,
    falsePositives: fp,
    falseNegatives: fn,
    amountsWithin1Percent: errors.length === 0 ? 1 : errors.filter((e) => e <= 0.01).length / errors.length,
    meanAmountErrorPercent: errors.length === 0 ? 0 : (100 * errors.reduce((a, b) => a + b, 0)) / errors.length,
    extraction,
  };
}
