import { checkInvoiceText } from '../domain/invoice-input.ts';
import { invoiceInputError } from '../errors.ts';
import type { InvoiceAuditDoc } from '../store/invoice-audits.ts';
import type { InvoiceDeps } from './invoice-deps.ts';
import { readTerms, runAudit } from './run-audit.ts';

/** Audits pasted text (the `auditInvoice` mutation). */
export function auditInvoiceText(
  deps: InvoiceDeps,
  userId: string,
  content: string,
  termsInput: unknown,
): Promise<InvoiceAuditDoc> {
  const terms = readTerms(termsInput);
  const checked = checkInvoiceText(content);
  if (!checked.ok) throw invoiceInputError(checked, 'content');
  return runAudit(deps, userId, checked, false, terms);
}
