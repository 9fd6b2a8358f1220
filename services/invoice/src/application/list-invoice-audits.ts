import { userRowLists } from '@realty/service-kit';
import { LIST_FIELDS, type InvoiceAuditDoc, type InvoiceAuditRow } from '../store/invoice-audits.ts';

export type { InvoiceAuditRow };

/** A user's audits without their texts: the newest 100 unless asked, or a cursor page at a time. */
const auditRows = userRowLists<InvoiceAuditDoc, InvoiceAuditRow>(100, LIST_FIELDS);

export const listInvoiceAudits = auditRows.latest;
export const pageInvoiceAudits = auditRows.page;
