import { cursorPage, listLimit, userRowPage, type Connection, type PageArgs } from '@realty/service-kit';
import {
  latestAudits,
  LIST_FIELDS,
  type InvoiceAuditDoc,
  type InvoiceAuditModel,
  type InvoiceAuditRow,
} from '../store/invoice-audits.ts';

export type { InvoiceAuditRow };

/** A user's newest audits, 100 unless asked, without their texts. */
export function listInvoiceAudits(
  audits: InvoiceAuditModel,
  userId: string,
  limit: number | null | undefined,
): Promise<InvoiceAuditRow[]> {
  return latestAudits(audits, userId, listLimit(limit, 100));
}

/** A user's audits a cursor page at a time, without their texts. */
export function pageInvoiceAudits(
  audits: InvoiceAuditModel,
  userId: string,
  args: PageArgs,
): Promise<Connection<InvoiceAuditRow>> {
  return cursorPage(args, (after, limit) =>
    userRowPage<InvoiceAuditDoc, InvoiceAuditRow>(audits, userId, after, limit, LIST_FIELDS),
  );
}
