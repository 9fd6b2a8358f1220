import type { InvoiceAuditRow } from '../application/list-invoice-audits.ts';
import { DOCUMENT_CLASS_LABELS, type DocumentClass } from '../domain/document/classify-document.ts';
import { documentLines } from './document-lines.ts';

/** A stored audit in the shape of the InvoiceAudit type, with the defaults of audits stored before a field was kept. */
export function invoiceAuditToGraphQL(doc: InvoiceAuditRow) {
  const { _id, documentText, ...rest } = doc;
  const documentClass = (doc.documentClass ?? 'vendor_invoice') as DocumentClass;
  return {
    ...rest,
    _outbox: undefined,
    id: _id,
    createdAt: doc.createdAt.toISOString(),
    findings: doc.findings.map((f) => ({ ...f, amount: f.impact, evidence: f.evidence ?? [] })),
    documentClass,
    documentClassLabel: DOCUMENT_CLASS_LABELS[documentClass] ?? documentClass,
    classConfidence: doc.classConfidence ?? 0,
    fields: doc.fields ?? [],
    termsSource: doc.termsSource ?? 'norms',
    terms: doc.terms ?? null,
    documentTerms: doc.documentTerms ?? [],
    documentLines: typeof documentText === 'string' ? documentLines(documentText) : null,
  };
}
