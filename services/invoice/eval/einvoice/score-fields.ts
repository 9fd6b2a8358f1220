/**
 * Scores the header fields the audit extracted from one e-invoice against the truth read from its
 * embedded XML. A field is scored only where the truth has a value. Seller names are compared after
 * normalising case, punctuation and spacing; the read name must contain the seller's registered name
 * (`sender_group`) or equal the full name in the XML, so a bare "GmbH" or a buyer's name never counts.
 */
import type { ExtractedFields } from '../../src/domain/document/extract-fields.ts';
import { normaliseName } from '../../src/domain/einvoice/embedded-fields.ts';
import type { EInvoiceTruth } from './truth.ts';

export const EINVOICE_FIELDS = ['total', 'issueDate', 'dueDate', 'number', 'seller', 'currency', 'amountDue'] as const;
export type EInvoiceField = (typeof EINVOICE_FIELDS)[number];

export interface FieldResult {
  field: EInvoiceField;
  ok: boolean;
  expected: string;
  got: string | null;
}

export function scoreFields(fields: ExtractedFields, truth: EInvoiceTruth): FieldResult[] {
  const results: FieldResult[] = [];
  const add = (field: EInvoiceField, expected: string, got: string | null, ok: boolean) =>
    results.push({ field, expected, got, ok });
  // A credit note (type 381) carries positive amounts in its XML while its PDF prints them negative; either sign is
  // right.
  const credit = truth.documentType === '381';
  if (truth.total !== null)
    add('total', truth.total.toFixed(2), fields.total.value, sameAmount(fields.total.amount, truth.total, credit));
  if (truth.issueDate)
    add('issueDate', truth.issueDate, fields.issueDate.value, fields.issueDate.value === truth.issueDate);
  if (truth.dueDate) add('dueDate', truth.dueDate, fields.dueDate.value, fields.dueDate.value === truth.dueDate);
  if (truth.number)
    add(
      'number',
      truth.number,
      fields.invoiceNumber.value,
      compact(fields.invoiceNumber.value) === compact(truth.number),
    );
  if (truth.senderGroup) add('seller', truth.senderGroup, fields.vendor.value, sameSeller(fields.vendor.value, truth));
  if (truth.currency) add('currency', truth.currency, fields.currency.value, fields.currency.value === truth.currency);
  // The amount to pay: the document's balance/amount due, or its total when it prints no separate amount due.
  if (truth.amountDue !== null) {
    const due = fields.balance.amount ?? fields.total.amount;
    add(
      'amountDue',
      truth.amountDue.toFixed(2),
      due === null ? null : due.toFixed(2),
      sameAmount(due, truth.amountDue, credit),
    );
  }
  return results;
}

function sameAmount(got: number | null, expected: number, eitherSign = false): boolean {
  if (got === null) return false;
  return Math.abs(got - expected) < 0.005 || (eitherSign && Math.abs(Math.abs(got) - Math.abs(expected)) < 0.005);
}

function compact(value: string | null): string {
  return (value ?? '').toUpperCase().replace(/[\s#:]/g, '');
}

function sameSeller(got: string | null, truth: EInvoiceTruth): boolean {
  if (!got) return false;
  const read = ` ${normaliseName(got)} `;
  return read.includes(` ${normaliseName(truth.senderGroup)} `) || normaliseName(got) === normaliseName(truth.seller);
}
