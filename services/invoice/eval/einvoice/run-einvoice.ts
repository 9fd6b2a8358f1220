/**
 * Header-field extraction accuracy on the e-invoice corpus (../shared/data/invoices/zugferd-facturx-samples):
 * every PDF is read and audited the way an upload is, and each field is compared with the truth from
 * the invoice's embedded XML, per half of the sender split. The PDFs are read from the shared data
 * folder at run time and never copied into the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { auditInvoice } from '../../src/domain/audit-invoice.ts';
import { extractFields } from '../../src/domain/document/extract-fields.ts';
import { extractInvoiceText } from '../../src/domain/extract-text.ts';
import { EINVOICE_FIELDS, scoreFields, type EInvoiceField, type FieldResult } from './score-fields.ts';
import { readTruth, sideOf, type EInvoiceSide } from './truth.ts';

const CORPUS_PATH = 'shared/data/invoices/zugferd-facturx-samples';

/**
 * The shared data folder sits beside the checkout (../shared); worktrees are nested one level deeper, so parents are
 * searched.
 */
export function findEInvoiceCorpus(): string | null {
  if (process.env.EINVOICE_CORPUS) return process.env.EINVOICE_CORPUS;
  for (let dir = resolve(import.meta.dirname, '../../../..'); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, CORPUS_PATH, 'truth.csv'))) return join(dir, CORPUS_PATH);
  }
  return null;
}

export type FieldAccuracy = Record<EInvoiceField, { ok: number; of: number }>;

/**
 * 'embedded': as the product reads an upload, the e-invoice data a PDF carries taking the place of the page text's
 * header fields; 'text': the same audit with the embedded reader switched off, so the page-text reading stays
 * measured on its own.
 */
export const READINGS = ['text', 'embedded'] as const;
export type Reading = (typeof READINGS)[number];

export interface EInvoiceDocumentResult {
  file: string;
  side: EInvoiceSide;
  results: Record<Reading, FieldResult[]>;
  /** Whether the reader found embedded e-invoice data in the PDF. */
  embedded: boolean;
  unreadable?: string;
}

export async function scoreEInvoices(
  dir = findEInvoiceCorpus(),
  now = new Date('2026-06-30T12:00:00Z'),
): Promise<EInvoiceDocumentResult[] | null> {
  const truthPath = dir === null ? '' : join(dir, 'truth.csv');
  if (dir === null || !existsSync(truthPath)) return null;
  const truth = readTruth(truthPath);
  const sides = sideOf(truth);
  const documents: EInvoiceDocumentResult[] = [];
  for (const row of truth) {
    const side = sides.get(row.file) ?? 'tune';
    const path = join(dir, row.file);
    const text = existsSync(path) ? await extractInvoiceText(new Uint8Array(readFileSync(path)), row.file) : null;
    if (!text?.ok) {
      // An unreadable document misses every field it has.
      const missed = scoreFields(extractFields([]), row);
      documents.push({
        file: row.file,
        side,
        results: { text: missed, embedded: missed },
        embedded: false,
        unreadable: text ? text.message : 'file missing',
      });
      continue;
    }
    const pageText = auditInvoice(text.text, { now });
    const withEmbedded = auditInvoice(text.text, { now, embedded: text.embedded });
    documents.push({
      file: row.file,
      side,
      results: { text: scoreFields(pageText.fields, row), embedded: scoreFields(withEmbedded.fields, row) },
      embedded: text.embedded !== undefined,
    });
  }
  return documents;
}

export function accuracy(
  documents: readonly EInvoiceDocumentResult[],
  side: EInvoiceSide,
  reading: Reading,
): FieldAccuracy {
  const table = Object.fromEntries(EINVOICE_FIELDS.map((f) => [f, { ok: 0, of: 0 }])) as FieldAccuracy;
  for (const doc of documents.filter((d) => d.side === side)) {
    for (const r of doc.results[reading]) {
      table[r.field].of += 1;
      if (r.ok) table[r.field].ok += 1;
    }
  }
  return table;
}
