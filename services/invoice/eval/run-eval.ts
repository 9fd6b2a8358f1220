/**
 * The Invoice Checker evaluation: audits every labelled document of the corpus the way an upload is
 * audited (bytes -> text -> audit) and prints findings precision, recall, amount error, class
 * accuracy and header extraction accuracy, for the tune split and the held-out split separately.
 * Run: npm run eval:invoices [-- --verbose] [-- --split tune|heldout]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditInvoice } from '../src/domain/audit-invoice.ts';
import { extractInvoiceText } from '../src/domain/extract-text.ts';
import type { AgreementTerms } from '../src/domain/terms/agreement-terms.ts';
import { scoreDocument, summarise, type DocumentScore, type Expected } from './score-document.ts';

const corpus = join(import.meta.dirname, 'corpus');
const verbose = process.argv.includes('--verbose');
const only = process.argv[process.argv.indexOf('--split') + 1];
// A fixed "today" keeps the audit reproducible: every corpus document is dated before it.
const NOW = new Date('2026-01-15T12:00:00Z');
const SOURCE = /\.(txt|csv|pdf)$/;

async function scoreSplit(split: string): Promise<DocumentScore[]> {
  const dir = join(corpus, split);
  const scores: DocumentScore[] = [];
  for (const file of readdirSync(dir).filter((f) => SOURCE.test(f)).sort()) {
    const name = file.replace(SOURCE, '');
    const expected = JSON.parse(readFileSync(join(dir, `${name}.expected.json`), 'utf8')) as Expected;
    const text = await extractInvoiceText(new Uint8Array(readFileSync(join(dir, file))), file);
    if (!text.ok) {
      scores.push({ name, classOk: false, truePositives: [], falsePositives: [], falseNegatives: expected.findings, fields: [] });
      console.log(`  ${name}: could not read (${text.message})`);
      continue;
    }
    const report = auditInvoice(text.text, { now: NOW, terms: (expected.terms ?? null) as AgreementTerms | null, state: expected.state });
    const score = scoreDocument(name, report, expected);
    scores.push(score);
    if (verbose) printDocument(score, report.classification.documentClass);
  }
  return scores;
}

function printDocument(s: DocumentScore, got: string): void {
  const problems = [
    s.classOk ? null : `class ${got}`,
    ...s.falsePositives.map((f) => `FP ${f.code} ${f.amount}`),
    ...s.falseNegatives.map((f) => `FN ${f.code} ${f.amount}`),
    ...s.truePositives.filter((t) => Math.abs(t.reported - t.expected) > t.expected * 0.01).map((t) => `AMOUNT ${t.code} ${t.reported} vs ${t.expected}`),
    ...s.fields.filter((f) => !f.ok).map((f) => `FIELD ${f.field} ${f.got ?? 'not found'} vs ${f.expected}`),
  ].filter(Boolean);
  console.log(`  ${problems.length === 0 ? 'ok ' : 'XX '} ${s.name}${problems.length ? `: ${problems.join('; ')}` : ''}`);
}

function pct(n: number): string {
  return `${(100 * n).toFixed(1)}%`;
}

for (const split of ['tune', 'heldout'].filter((s) => !only || only === s || !process.argv.includes('--split'))) {
  console.log(`\n== ${split} ==`);
  const summary = summarise(await scoreSplit(split));
  const e = summary.extraction;
  console.log(`documents ${summary.documents}, class accuracy ${pct(summary.classAccuracy)}`);
  console.log(`findings: precision ${summary.precision.toFixed(3)} recall ${summary.recall.toFixed(3)} (TP ${summary.truePositives}, FP ${summary.falsePositives}, FN ${summary.falseNegatives})`);
  console.log(`amounts: ${pct(summary.amountsWithin1Percent)} of matched findings within 1%, mean error ${summary.meanAmountErrorPercent.toFixed(2)}%`);
  console.log(`extraction: total ${e.total.ok}/${e.total.of}, date ${e.date.ok}/${e.date.of}, number ${e.number.ok}/${e.number.of}, overall ${pct(e.all.ok / Math.max(1, e.all.of))}`);
}
