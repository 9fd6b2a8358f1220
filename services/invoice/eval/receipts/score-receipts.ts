/**
 * Header fields on receipts and plain-text vendor bills written for issue 25 in styles the labelled corpus did not
 * have (grocery and big-box tills, café, taxi, pub, pharmacy, Kassenbon, kassabon, ticket de caisse, factura
 * simplificada; Indonesian, Indian, Australian, Philippine, Japanese receipts; e-mailed and plain-text contractor
 * invoices). Each document is read as an upload is (bytes -> text -> audit) and its vendor, number, date and total
 * are compared with the label written before the checker ran on it. `tune` may be read for tuning; `blind` is only
 * ever scored, and so is `blind2`, a second set of receipts and bills from many countries written by someone who had
 * not read the extraction code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditInvoice } from '../../src/domain/audit-invoice.ts';
import { extractInvoiceText } from '../../src/domain/extract-text.ts';
import { normaliseName } from '../../src/domain/einvoice/embedded-fields.ts';

export const RECEIPT_FIELDS = ['total', 'date', 'number', 'vendor'] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];
export const RECEIPT_SPLITS = ['tune', 'blind', 'blind2'] as const;
export const RECEIPT_SPLIT_NOTES: Partial<Record<(typeof RECEIPT_SPLITS)[number], string>> = {
  blind2: 'blind (second set, written 2026-11-28 by someone who had not read the extraction code)',
};

interface ReceiptLabel {
  vendor: string;
  number?: string;
  date: string;
  total: number;
}

export interface ReceiptResult {
  file: string;
  misses: string[];
  scores: Partial<Record<ReceiptField, boolean>>;
}

export async function scoreReceipts(split: (typeof RECEIPT_SPLITS)[number], now: Date): Promise<ReceiptResult[]> {
  const dir = join(import.meta.dirname, split);
  const results: ReceiptResult[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const label = JSON.parse(readFileSync(join(dir, file.replace(/\.txt$/, '.expected.json')), 'utf8')) as ReceiptLabel;
    const text = await extractInvoiceText(new Uint8Array(readFileSync(join(dir, file))), file);
    const fields = text.ok ? auditInvoice(text.text, { now }).fields : null;
    const got = {
      total: fields?.total.amount ?? null,
      date: fields?.issueDate.value ?? null,
      number: fields?.invoiceNumber.value ?? null,
      vendor: fields?.vendor.value ?? null,
    };
    const scores: ReceiptResult['scores'] = {
      total: got.total !== null && Math.abs(got.total - label.total) < 0.005,
      date: got.date === label.date,
      vendor: got.vendor !== null && ` ${normaliseName(got.vendor)} `.includes(` ${normaliseName(label.vendor)} `),
    };
    if (label.number !== undefined) scores.number = compact(got.number) === compact(label.number);
    const expected: Record<ReceiptField, string | number | undefined> = { ...label };
    const misses = RECEIPT_FIELDS.filter((f) => scores[f] === false).map(
      (f) => `${f} ${got[f] ?? 'not found'} vs ${expected[f]}`,
    );
    results.push({ file, misses, scores });
  }
  return results;
}

export function receiptAccuracy(results: readonly ReceiptResult[]): Record<ReceiptField, [number, number]> {
  const table = Object.fromEntries(RECEIPT_FIELDS.map((f) => [f, [0, 0]])) as Record<ReceiptField, [number, number]>;
  for (const r of results) {
    for (const f of RECEIPT_FIELDS) {
      const ok = r.scores[f];
      if (ok === undefined) continue;
      table[f][1] += 1;
      if (ok) table[f][0] += 1;
    }
  }
  return table;
}

function compact(value: string | null): string {
  return (value ?? '').toUpperCase().replace(/[\s#:]/g, '');
}
