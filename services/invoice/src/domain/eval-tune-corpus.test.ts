/**
 * Guards the labelled tune split of the evaluation corpus (eval/corpus/tune): findings precision
 * and recall, dollar amounts within 1%, the class of every document and the total/date/number
 * extraction. The held-out split is deliberately not tested here: it is scored only by
 * `npm run eval:invoices`, so that rules are never fitted to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreDocument, summarise, type Expected } from '../../eval/score-document.ts';
import { auditInvoice } from './audit-invoice.ts';
import { extractInvoiceText } from './extract-text.ts';
import type { AgreementTerms } from './terms/agreement-terms.ts';

const TUNE = new URL('../../eval/corpus/tune/', import.meta.url);
const NOW = new Date('2026-01-15T12:00:00Z');

async function scoreTune() {
  const files = readdirSync(TUNE).filter((f) => /\.(txt|csv|pdf)$/.test(f));
  const scores = [];
  for (const file of files) {
    const name = file.replace(/\.(txt|csv|pdf)$/, '');
    const expected = JSON.parse(readFileSync(new URL(`${name}.expected.json`, TUNE), 'utf8')) as Expected;
    const text = await extractInvoiceText(new Uint8Array(readFileSync(new URL(file, TUNE))), file);
    if (!text.ok) throw new Error(`${file}: ${text.message}`);
    scores.push(
      scoreDocument(
        name,
        auditInvoice(text.text, { now: NOW, terms: expected.terms as AgreementTerms | null, state: expected.state }),
        expected,
      ),
    );
  }
  return { files, scores, summary: summarise(scores) };
}

describe('evaluation corpus, tune split', () => {
  it('holds at least 40 labelled documents, and every document is audited as its labelled class', async () => {
    const { files, scores } = await scoreTune();
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(scores.filter((s) => !s.classOk).map((s) => s.name)).toEqual([]);
    // Reading ~50 documents (PDFs through pdf.js) takes a few seconds on a loaded machine.
  }, 60_000);

  it('finds problems with precision >= 0.95 and recall >= 0.90, amounts within 1%, fields >= 95%', async () => {
    const { summary, scores } = await scoreTune();
    const misses = scores.flatMap((s) => [
      ...s.falsePositives.map((f) => `${s.name}: unexpected ${f.code}`),
      ...s.falseNegatives.map((f) => `${s.name}: missed ${f.code}`),
    ]);
    expect({ precision: summary.precision >= 0.95, recall: summary.recall >= 0.9, misses }).toEqual({
      precision: true,
      recall: true,
      misses: expect.any(Array),
    });
    expect(summary.amountsWithin1Percent).toBeGreaterThanOrEqual(0.99);
    expect(summary.extraction.all.ok / summary.extraction.all.of).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});
