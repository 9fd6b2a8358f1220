/**
 * Limits and typed errors for invoice input. Expected failures are results with stable codes, not
 * exceptions; the service's edge maps the codes to HTTP statuses (UNSUPPORTED_TYPE 415, TOO_LARGE 413,
 * TOO_SHORT 400, EMPTY_FILE 400, SCAN_TOO_LARGE 413, NO_TEXT_LAYER, ENCRYPTED_PDF, UNREADABLE_PDF,
 * UNREADABLE_IMAGE, OCR_TIMEOUT and NO_AMOUNT_COLUMN 422).
 */
import type { EmbeddedInvoice } from './einvoice/read-einvoice-xml.ts';
import { looksLikeCsvLines } from './document/rows.ts';
import { splitCsvRow } from './parsing/split-cells.ts';

/** 2 MB is far above any real text or PDF invoice and keeps a single upload from tying up the parser. */
export const MAX_INVOICE_BYTES = 2 * 1024 * 1024;
/** 200,000 characters is about 4,000 invoice lines; the rules are linear, but the report must stay readable. */
export const MAX_INVOICE_CHARS = 200_000;
/** The product's validation rule for invoice content (spec section 5). */
export const MIN_INVOICE_CHARS = 10;
export const TOO_SHORT_MESSAGE = 'Invoice content must be at least 10 characters';

export type InvoiceInputErrorCode =
  | 'INVOICE.EMPTY_FILE'
  | 'INVOICE.ENCRYPTED_PDF'
  | 'INVOICE.NO_AMOUNT_COLUMN'
  | 'INVOICE.UNSUPPORTED_TYPE'
  | 'INVOICE.TOO_LARGE'
  | 'INVOICE.TOO_SHORT'
  | 'INVOICE.NO_TEXT_LAYER'
  | 'INVOICE.UNREADABLE_PDF'
  | 'INVOICE.SCAN_TOO_LARGE'
  | 'INVOICE.UNREADABLE_IMAGE'
  | 'INVOICE.OCR_TIMEOUT';

export interface InvoiceInputError {
  ok: false;
  code: InvoiceInputErrorCode;
  message: string;
}

/** 'scan' is a PDF without a text layer or a photo, read by OCR. */
export type DetectedInvoiceType = 'pdf' | 'text' | 'csv' | 'scan';

/** What OCR read, for a scan: each text line's words with their confidence, and how the reading went. */
/** A word OCR read, with how sure it was. */
export interface OcrToken {
  text: string;
  /** 0 to 1. */
  confidence: number;
}

export interface OcrReading {
  lines: OcrToken[][];
  pages: number;
  /** Mean word confidence, 0 to 1. */
  confidence: number;
  seconds: number;
  skewDegrees: number[];
}

export interface InvoiceText {
  ok: true;
  text: string;
  detectedType: DetectedInvoiceType;
  ocr?: OcrReading;
  /** The invoice data embedded in an e-invoice PDF (Factur-X, ZUGFeRD, XRechnung), when it carries readable data. */
  embedded?: EmbeddedInvoice;
}

export type InvoiceTextResult = InvoiceText | InvoiceInputError;

/**
 * A CSV export whose header names no money column and whose rows hold no money cannot be audited:
 * the message names the columns it does have and what is missing.
 */
function missingAmountColumn(text: string): string | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!looksLikeCsvLines(lines)) return null;
  const header = splitCsvRow(lines[0] ?? '')
    .map((cell) => cell.text)
    .filter((t) => t !== '');
  if (header.some((name) => MONEY_COLUMN.test(name)) || header.some((name) => /\d/.test(name))) return null;
  const moneyInRows = lines
    .slice(1)
    .some((line) => splitCsvRow(line).some((cell) => /^\(?-?\$?\s?\d[\d,]*\.\d{2}\)?$/.test(cell.text)));
  if (moneyInRows) return null;
  return `The CSV has no amount column: its columns are ${header.map((h) => `"${h}"`).join(', ')}, and none holds dollar amounts. Add a column such as Amount, Total or Line Total and upload it again.`;
}

const MONEY_COLUMN =
  /\b(?:amount|amt|total|price|rate|cost|charges?|debits?|credits?|income|expenses?|payments?|balance|fee|rent|paid|due|cash\s+(?:in|out)|subtotal)\b/i;

export function inputError(code: InvoiceInputErrorCode, message: string): InvoiceInputError {
  return { ok: false, code, message };
}

/**
 * Applies the length rules to text, whichever way it arrived (pasted content or an extracted file).
 * Content that is only whitespace counts as empty.
 */
export function checkInvoiceText(text: string, detectedType: DetectedInvoiceType = 'text'): InvoiceTextResult {
  if (text.length > MAX_INVOICE_CHARS) {
    return inputError(
      'INVOICE.TOO_LARGE',
      `Invoice content must be at most ${MAX_INVOICE_CHARS.toLocaleString('en-US')} characters`,
    );
  }
  if (text.trim().length < MIN_INVOICE_CHARS) return inputError('INVOICE.TOO_SHORT', TOO_SHORT_MESSAGE);
  const missing = missingAmountColumn(text);
  if (missing) return inputError('INVOICE.NO_AMOUNT_COLUMN', missing);
  return { ok: true, text, detectedType };
}
