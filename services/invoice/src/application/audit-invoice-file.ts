import { extractInvoiceText } from '../domain/extract-text.ts';
import { MAX_INVOICE_BYTES } from '../domain/invoice-input.ts';
import { fileTooLarge, invoiceInputError } from '../errors.ts';
import type { InvoiceAuditDoc } from '../store/invoice-audits.ts';
import type { InvoiceDeps } from './invoice-deps.ts';
import { readTerms, runAudit } from './run-audit.ts';

/** Audits an uploaded file (PDF, scan, CSV or text), read into text first (the `auditInvoiceFile` mutation). */
export async function auditInvoiceFile(
  deps: InvoiceDeps,
  userId: string,
  file: { filename: string; contentBase64: string },
  termsInput: unknown,
): Promise<InvoiceAuditDoc> {
  const terms = readTerms(termsInput);
  // base64 is 4/3 of the bytes: refuse before decoding anything too large.
  if (file.contentBase64.length > Math.ceil((MAX_INVOICE_BYTES * 4) / 3) + 4) throw fileTooLarge(MAX_INVOICE_BYTES);
  const extracted = await extractInvoiceText(Buffer.from(file.contentBase64, 'base64'), file.filename);
  if (!extracted.ok) throw invoiceInputError(extracted, 'invoice');
  return runAudit(deps, userId, extracted, true, terms);
}
