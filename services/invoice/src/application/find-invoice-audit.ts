import { findOwnAudit, type InvoiceAuditModel, type InvoiceAuditRow } from '../store/invoice-audits.ts';

/** One of the user's audits, or null: another user's id is answered like a missing one. */
export function findInvoiceAudit(
  audits: InvoiceAuditModel,
  userId: string,
  id: string,
): Promise<InvoiceAuditRow | null> {
  return findOwnAudit(audits, userId, id);
}
