/**
 * Puts the header fields of an e-invoice's embedded data in place of those read from its page text. The
 * embedded XML is what the seller's system issued and what the buyer's system books, so its values are
 * certain (confidence 1); the page text is kept for the line items and the evidence lines. Where the
 * page text reads a field differently, a note says so, and the embedded value is used.
 */
import type { ExtractedField, ExtractedFields, FieldName } from '../document/extract-fields.ts';
import { FIELD_LABELS } from '../document/extract-fields.ts';
import { finding } from '../rules/describe.ts';
import type { Finding } from '../types.ts';
import type { EmbeddedInvoice } from './read-einvoice-xml.ts';

export const EMBEDDED_SOURCE_TEXT = 'read from the e-invoice data embedded in the PDF';

interface EmbeddedValue {
  name: FieldName;
  value: string | null;
  amount: number | null;
}

export interface EmbeddedFieldsResult {
  fields: ExtractedFields;
  notes: Finding[];
}

export function withEmbeddedFields(
  fields: ExtractedFields,
  embedded: EmbeddedInvoice,
  lines: readonly string[],
): EmbeddedFieldsResult {
  const merged = { ...fields };
  const differences: string[] = [];
  const differingLines: number[] = [];
  const used: FieldName[] = [];
  for (const { name, value, amount } of embeddedValues(embedded)) {
    if (value === null) continue;
    const read = fields[name];
    const agrees = read.value !== null && sameValue(name, read, value, amount);
    if (read.value !== null && !agrees) {
      differences.push(
        `${FIELD_LABELS[name].toLowerCase()}: the page text reads ${shown(name, read.value, read.amount, embedded)}${read.line ? ` (line ${read.line})` : ''}, the embedded data says ${shown(name, value, amount, embedded)}`,
      );
      if (read.line) differingLines.push(read.line);
    }
    merged[name] = {
      name,
      value,
      amount,
      confidence: 1,
      line: agrees ? read.line : lineShowing(name, value, lines),
      source: 'embedded',
    };
    used.push(name);
  }
  if (used.length === 0) return { fields, notes: [] };
  const notes = [
    finding({
      type: 'info',
      code: 'EINVOICE.EMBEDDED_DATA',
      title: `Fields ${EMBEDDED_SOURCE_TEXT} (${standardName(embedded)})`,
      description: `This PDF carries its invoice as machine-readable data (${embedded.syntax} XML, attachment "${embedded.attachment}"${embedded.lineItems.length > 0 ? `, ${embedded.lineItems.length} line item${embedded.lineItems.length === 1 ? '' : 's'}` : ''}). The ${used.map((n) => FIELD_LABELS[n].toLowerCase()).join(', ')} were read from that data rather than from the page text; the charges are checked on the printed lines.`,
      lineRefs: [],
      impact: 0,
    }),
  ];
  if (differences.length > 0) {
    notes.push(
      finding({
        type: 'info',
        code: 'EINVOICE.TEXT_DIFFERS',
        title: 'The page text and the embedded e-invoice data differ',
        description: `${capitalise(differences.join('; '))}. The embedded data was used; check the printed page.`,
        lineRefs: [...new Set(differingLines)].sort((a, b) => a - b),
        impact: 0,
      }),
    );
  }
  return { fields: merged, notes };
}

function embeddedValues(e: EmbeddedInvoice): EmbeddedValue[] {
  const money = (name: FieldName, amount: number | null): EmbeddedValue => ({
    name,
    value: amount === null ? null : amount.toFixed(2),
    amount,
  });
  const text = (name: FieldName, value: string | null): EmbeddedValue => ({ name, value, amount: null });
  return [
    text('vendor', e.seller),
    text('invoiceNumber', e.invoiceNumber),
    text('issueDate', e.issueDate),
    text('dueDate', e.dueDate),
    text('currency', e.currency),
    money('subtotal', e.taxBasis ?? e.lineTotal),
    money('tax', e.tax),
    money('total', e.grandTotal),
    money('balance', e.amountDue),
  ];
}

function sameValue(name: FieldName, read: ExtractedField, value: string, amount: number | null): boolean {
  // A credit note printed with or without its minus sign states the same amount.
  if (amount !== null) return read.amount !== null && Math.abs(Math.abs(read.amount) - Math.abs(amount)) < 0.005;
  if (name === 'vendor') {
    const a = normaliseName(read.value ?? '');
    const b = normaliseName(value);
    return a !== '' && (a.includes(b) || b.includes(a));
  }
  return compact(read.value ?? '') === compact(value);
}

/** A name compared without case, accents, punctuation or spacing. */
export function normaliseName(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
}

function compact(text: string): string {
  return text.toUpperCase().replace(/[\s#:]/g, '');
}

/** The page line that prints an identifier or a name, so the field still points at the document. */
function lineShowing(name: FieldName, value: string, lines: readonly string[]): number | null {
  if (name !== 'vendor' && name !== 'invoiceNumber') return null;
  const wanted = name === 'vendor' ? normaliseName(value) : compact(value);
  if (wanted.length < 3) return null;
  const index = lines.findIndex((line) =>
    name === 'vendor' ? ` ${normaliseName(line)} `.includes(` ${wanted} `) : compact(line).includes(wanted),
  );
  return index >= 0 ? index + 1 : null;
}

function shown(name: FieldName, value: string, amount: number | null, e: EmbeddedInvoice): string {
  if (amount !== null) return `${amount.toFixed(2)}${e.currency ? ` ${e.currency}` : ''}`;
  return name === 'vendor' || name === 'invoiceNumber' ? `"${value}"` : value;
}

function standardName(e: EmbeddedInvoice): string {
  if (/xrechnung/i.test(e.attachment)) return 'XRechnung';
  if (e.syntax === 'UBL') return 'UBL e-invoice';
  return 'Factur-X / ZUGFeRD';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
