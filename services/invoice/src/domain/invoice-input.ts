/**
 * Limits and typed errors for invoice input. Expected failures are results with stable codes, not
 * exceptions; the service's edge maps the codes to HTTP statuses (UNSUPPORTED_TYPE 415, TOO_LARGE 413,
 * TOO_SHORT 400, NO_TEXT_LAYER and UNREADABLE_PDF 422).
 */

/** 2 MB is far above any real text or PDF invoice and keeps a single upload from tying up the parser. */
export const MAX_INVOICE_BYTES = 2 * 1024 * 1024;
/** 200,000 characters is about 4,000 invoice lines; the rules are linear, but the report must stay readable. */
export const MAX_INVOICE_CHARS = 200_000;
/** The product's validation rule for invoice content (spec section 5). */
export const MIN_INVOICE_CHARS = 10;
export const TOO_SHORT_MESSAGE = 'Invoice content must be at least 10 characters';

export type InvoiceInputErrorCode =
  | 'INVOICE.UNSUPPORTED_TYPE'
  | 'INVOICE.TOO_LARGE'
  | 'INVOICE.TOO_SHORT'
  | 'INVOICE.NO_TEXT_LAYER'
  | 'INVOICE.UNREADABLE_PDF';

export interface InvoiceInputError {
  ok: false;
  code: InvoiceInputErrorCode;
  message: string;
}

export type DetectedInvoiceType = 'pdf' | 'text' | 'csv';

export interface InvoiceText {
  ok: true;
  text: string;
  detectedType: DetectedInvoiceType;
}

export type InvoiceTextResult = InvoiceText | InvoiceInputError;

export function inputError(code: InvoiceInputErrorCode, message: string): InvoiceInputError {
  return { ok: false, code, message };
}

/**
 * Applies the length rules to text, whichever way it arrived (pasted content or an extracted file).
 * Content that is only whitespace counts as empty.
 */
export function checkInvoiceText(text: string, detectedType: DetectedInvoiceType = 'text'): InvoiceTextResult {
  if (text.length > MAX_INVOICE_CHARS) {
    return inputError('INVOICE.TOO_LARGE', `Invoice content must be at most ${MAX_INVOICE_CHARS.toLocaleString('en-US')} characters`);
  }
  if (text.trim().length < MIN_INVOICE_CHARS) return inputError('INVOICE.TOO_SHORT', TOO_SHORT_MESSAGE);
  return { ok: true, text, detectedType };
}
