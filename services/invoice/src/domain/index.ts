/** Public API of the invoice audit engine: pure functions over text and bytes, no I/O besides pdf.js parsing. */
export { auditInvoice, type AuditOptions, type AuditReport } from './audit-invoice.ts';
export { parseInvoice } from './parse-invoice.ts';
export { extractInvoiceText } from './extract-text.ts';
export {
  checkInvoiceText,
  MAX_INVOICE_BYTES,
  MAX_INVOICE_CHARS,
  MIN_INVOICE_CHARS,
  TOO_SHORT_MESSAGE,
  type DetectedInvoiceType,
  type InvoiceInputError,
  type InvoiceInputErrorCode,
  type InvoiceText,
  type InvoiceTextResult,
} from './invoice-input.ts';
export { makeLargeInvoice, type LargeInvoiceOptions } from './make-large-invoice.ts';
export * as benchmarks from './benchmarks.ts';
export type {
  Finding,
  FindingCode,
  FindingType,
  InvoiceContext,
  LineItem,
  ParsedInvoice,
  PreviousInvoice,
  TaxLine,
  TotalLine,
} from './types.ts';
