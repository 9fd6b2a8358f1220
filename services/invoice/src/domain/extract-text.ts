/**
 * Turns uploaded bytes into invoice text. The type is decided by content: a PDF is read through its
 * text layer, UTF-8 (or BOM-marked UTF-16) text and CSV are decoded, a PDF without a text layer (a
 * scan) and PNG/JPEG photos are read by OCR (ocr/read-scan.ts), and everything else is refused as
 * unsupported.
 */
import { detectContentType } from './detect-content-type.ts';
import { checkInvoiceText, inputError, MAX_INVOICE_BYTES, type InvoiceTextResult } from './invoice-input.ts';
import { readScan } from './ocr/read-scan.ts';
import { extractPdfText } from './pdf-text.ts';

export async function extractInvoiceText(bytes: Uint8Array, declaredName?: string): Promise<InvoiceTextResult> {
  const name = declaredName ? `"${declaredName}" ` : 'The file ';
  if (bytes.length === 0)
    return inputError(
      'INVOICE.EMPTY_FILE',
      `${name}is empty (0 bytes): there is no invoice text in it. Choose the file again or paste the invoice text.`,
    );
  if (bytes.length > MAX_INVOICE_BYTES) {
    return inputError(
      'INVOICE.TOO_LARGE',
      `${name}is larger than the ${MAX_INVOICE_BYTES / (1024 * 1024)} MB limit for invoices`,
    );
  }
  const content = detectContentType(bytes);
  if (content.kind === 'binary') {
    return inputError(
      'INVOICE.UNSUPPORTED_TYPE',
      `${name}is not a supported invoice format (it looks like ${content.label}). Upload a PDF, a PNG or JPEG photo, a text or CSV file, or paste the invoice text.`,
    );
  }
  if (content.kind === 'image') return readScan(bytes, content.format, name);
  if (content.kind === 'text') return checkInvoiceText(content.text, looksLikeCsvText(content.text) ? 'csv' : 'text');

  const pdf = await extractPdfText(bytes);
  if (!pdf.ok && pdf.reason === 'encrypted') {
    return inputError(
      'INVOICE.ENCRYPTED_PDF',
      `${name}is password-protected (encrypted), so its text cannot be read. Save or print it to a PDF without a password, or paste the invoice text.`,
    );
  }
  if (!pdf.ok) return inputError('INVOICE.UNREADABLE_PDF', `${name}could not be read as a PDF (${pdf.detail}).`);
  if (pdf.text.trim() === '') return readScan(bytes, 'pdf', name);
  const checked = checkInvoiceText(pdf.text, 'pdf');
  return checked.ok && pdf.embedded ? { ...checked, embedded: pdf.embedded } : checked;
}

/** CSV when most non-empty lines have the same, non-zero number of commas. */
function looksLikeCsvText(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length < 2) return false;
  const counts = lines.map((line) => (line.match(/,/g) ?? []).length);
  const first = counts[0] ?? 0;
  return first > 0 && counts.filter((count) => count === first).length / counts.length >= 0.6;
}
