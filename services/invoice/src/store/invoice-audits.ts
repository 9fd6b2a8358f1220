import type { DocumentTermReport } from '../domain/rules/document-terms-report.ts';
import { Schema, trusted, type Connection } from 'mongoose';
import { indexUserRowsForPaging, USER_ROW_FIELDS, type UserRowDoc } from '@realty/service-kit';

export interface StoredFinding {
  type: 'error' | 'warning' | 'info';
  code: string;
  title: string;
  description: string;
  impact: number;
  lineRefs: number[];
  /** Absent on audits stored before evidence was kept. */
  evidence?: { line: number; text: string }[];
}

export interface StoredField {
  name: string;
  label: string;
  value: string | null;
  amount: number | null;
  confidence: number;
  line: number | null;
  found: boolean;
  /** 'embedded' when read from a PDF's e-invoice data; absent when read from the text. */
  source?: 'embedded';
}

export interface StoredLine {
  line: number;
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number;
  flagged: boolean;
}

export interface InvoiceAuditDoc extends UserRowDoc {
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
  findings: StoredFinding[];
  vendor: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: number | null;
  totalImpact: number;
  summary: string;
  summarySource: 'template' | 'openai';
  sourceType: 'text' | 'txt' | 'csv' | 'pdf' | 'scan';
  lineItems: StoredLine[];
  /** The document class and header fields; absent on audits stored before classification. */
  documentClass?: string;
  classConfidence?: number;
  fields?: StoredField[];
  termsSource?: 'agreement' | 'document' | 'norms';
  terms?: Record<string, number | string | null> | null;
  /** Terms read from the document (absent on audits stored before they were read). */
  documentTerms?: DocumentTermReport[];
  /** The text the audit read (pasted, or extracted from the file); absent on audits stored before it was kept. */
  documentText?: string | null;
}

const schema = new Schema<InvoiceAuditDoc>(
  {
    ...USER_ROW_FIELDS,
    issuesFound: Number,
    flaggedItems: Number,
    verifiedItems: Number,
    findings: { type: Schema.Types.Mixed, default: [] },
    vendor: { type: String, default: null },
    invoiceNumber: { type: String, default: null },
    invoiceDate: { type: String, default: null },
    total: { type: Number, default: null },
    totalImpact: Number,
    summary: String,
    summarySource: String,
    sourceType: String,
    lineItems: { type: Schema.Types.Mixed, default: [] },
    documentClass: { type: String, default: 'vendor_invoice' },
    classConfidence: { type: Number, default: 0 },
    fields: { type: Schema.Types.Mixed, default: [] },
    termsSource: { type: String, default: 'norms' },
    terms: { type: Schema.Types.Mixed, default: null },
    documentTerms: { type: Schema.Types.Mixed, default: [] },
    documentText: { type: String, default: null },
  },
  { collection: 'invoice_audits', versionKey: false },
);

indexUserRowsForPaging(schema);

export const invoiceAuditModel = (conn: Connection) => conn.model<InvoiceAuditDoc>('InvoiceAudit', schema);
export type InvoiceAuditModel = ReturnType<typeof invoiceAuditModel>;

/** An audit as it is read back, without its pending events. */
export type InvoiceAuditRow = Omit<InvoiceAuditDoc, '_outbox'>;

/** List reads leave the document's text in the store: a history row never shows it and it can be 200K characters. */
export const LIST_FIELDS = { _outbox: 0, documentText: 0 } as const;

/** The invoice numbers a user audited before, newest first, for the duplicate-invoice check. */
export function previousInvoiceNumbers(audits: InvoiceAuditModel, userId: string) {
  return audits
    .find({ userId, invoiceNumber: trusted({ $ne: null }) }, { invoiceNumber: 1, vendor: 1, createdAt: 1 })
    .sort({ createdAt: -1 })
    .limit(2000)
    .lean();
}

/** The audit and its pending events in one document write (the outbox). */
export async function insertAudit(audits: InvoiceAuditModel, doc: InvoiceAuditDoc): Promise<void> {
  await audits.create(doc);
}

/** One of the user's audits with its text; another user's id finds nothing, like a missing one. */
export function findOwnAudit(audits: InvoiceAuditModel, userId: string, id: string): Promise<InvoiceAuditRow | null> {
  return audits.findOne({ _id: id, userId }, { _outbox: 0 }).lean();
}
