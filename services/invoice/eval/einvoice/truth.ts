/**
 * Reads the e-invoice corpus's ground truth (truth.csv, values taken from the XML embedded in each PDF)
 * and splits it into a tune half and a report half by sender: a deterministic hash of `sender_group`
 * decides the side, and every `document_group` (versions of one invoice) follows its first member, so
 * no sender and no invoice is seen on both sides.
 */
import { readFileSync } from 'node:fs';
import { splitCsvRow } from '../../src/domain/parsing/split-cells.ts';

export interface EInvoiceTruth {
  file: string;
  seller: string;
  senderGroup: string;
  documentGroup: string;
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  total: number | null;
  amountDue: number | null;
  documentType: string;
  language: string;
}

export type EInvoiceSide = 'tune' | 'report';

export function readTruth(path: string): EInvoiceTruth[] {
  const lines = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = splitCsvRow(lines[0] ?? '').map((c) => c.text.trim());
  return lines.slice(1).map((line) => {
    const cells = splitCsvRow(line).map((c) => c.text.trim());
    const get = (name: string) => cells[header.indexOf(name)] ?? '';
    const amount = (name: string) => (get(name) === '' ? null : Number(get(name)));
    return {
      file: get('file'),
      seller: get('seller_name'),
      senderGroup: get('sender_group'),
      documentGroup: get('document_group'),
      number: get('invoice_number'),
      issueDate: get('issue_date'),
      dueDate: get('due_date'),
      currency: get('currency'),
      total: amount('grand_total'),
      amountDue: amount('amount_due'),
      documentType: get('document_type_code'),
      language: get('text_language'),
    };
  });
}

/** FNV-1a, so the split is the same on every machine and every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function sideOf(rows: readonly EInvoiceTruth[]): Map<string, EInvoiceSide> {
  const groupSide = new Map<string, EInvoiceSide>();
  const sides = new Map<string, EInvoiceSide>();
  for (const row of rows) {
    const side = groupSide.get(row.documentGroup) ?? (hash(row.senderGroup) % 2 === 0 ? 'tune' : 'report');
    groupSide.set(row.documentGroup, side);
    sides.set(row.file, side);
  }
  return sides;
}
