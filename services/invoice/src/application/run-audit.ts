import { randomUUID } from 'node:crypto';
import { agreementTermsSchema } from '@realty/proto-schemas';
import { withMeteredUse } from '@realty/service-kit';
import { auditInvoice } from '../domain/audit-invoice.ts';
import { listFields } from '../domain/document/extract-fields.ts';
import type { InvoiceText } from '../domain/invoice-input.ts';
import { withOcrConfidence } from '../domain/ocr/ocr-field-confidence.ts';
import type { AgreementTerms } from '../domain/terms/agreement-terms.ts';
import { invalidTerms } from '../errors.ts';
import { invoiceAuditedOutbox } from '../events/invoice-audited.ts';
import { insertAudit, previousInvoiceNumbers, type InvoiceAuditDoc } from '../store/invoice-audits.ts';
import type { InvoiceDeps } from './invoice-deps.ts';

/** Terms are optional; entered ones are validated with the contract's messages before anything runs. */
export function readTerms(input: unknown): AgreementTerms | null {
  if (input === null || input === undefined) return null;
  const parsed = agreementTermsSchema.safeParse(input);
  if (!parsed.success) throw invalidTerms(parsed.error);
  return parsed.data;
}

function sourceTypeOf(text: InvoiceText, uploaded: boolean): InvoiceAuditDoc['sourceType'] {
  if (!uploaded) return 'text';
  return text.detectedType === 'text' ? 'txt' : text.detectedType;
}

/**
 * Audits a checked text and stores the audit with its invoice.audited event. Input is checked before the unit is
 * authorized, so a bad file costs nothing; the audit itself runs as one metered unit, given back if anything
 * fails after authorization.
 */
export async function runAudit(
  { audits, relay, nc, narrator }: InvoiceDeps,
  userId: string,
  text: InvoiceText,
  uploaded: boolean,
  terms: AgreementTerms | null,
): Promise<InvoiceAuditDoc> {
  const id = randomUUID();
  const now = new Date();
  const previous = await previousInvoiceNumbers(audits, userId);
  // The document is read and audited before a unit is authorized: only a finished audit costs a use.
  const report = auditInvoice(text.text, {
    now,
    terms,
    ocr: text.ocr,
    embedded: text.embedded,
    previousInvoices: previous.map((p) => ({
      invoiceNumber: p.invoiceNumber ?? '',
      vendor: p.vendor ?? undefined,
      auditedAt: p.createdAt.toISOString(),
    })),
  });
  return withMeteredUse(nc, { userId, tool: 'invoice_audit', unitId: id }, async () => {
    const flaggedLines = new Set(report.findings.flatMap((f) => f.lineRefs));
    const narration = await narrator.narrate({
      task: 'Summarize this invoice audit for a property owner in plain language.',
      facts:
        report.findings
          .map((f) => `${f.type}: ${f.title}. ${f.description} Impact $${f.impact.toFixed(2)}.`)
          .join('\n') || 'No issues found.',
      fallback: report.summary,
    });
    const { parsed } = report;
    const doc: InvoiceAuditDoc = {
      _id: id,
      userId,
      createdAt: now,
      issuesFound: report.issuesFound,
      flaggedItems: report.flaggedItems,
      verifiedItems: report.verifiedItems,
      findings: report.findings.map((f) => ({ ...f })),
      vendor: report.fields.vendor.value ?? parsed.vendor,
      invoiceNumber: report.fields.invoiceNumber.value ?? parsed.invoiceNumber,
      invoiceDate: report.fields.issueDate.value ?? parsed.invoiceDate,
      total: report.fields.total.amount ?? parsed.total?.amount ?? null,
      totalImpact: report.totalImpact,
      summary: narration.text,
      summarySource: narration.source,
      sourceType: sourceTypeOf(text, uploaded),
      lineItems: [...parsed.lineItems, ...parsed.fees].map((item) => ({
        line: item.lineNumber,
        description: item.description,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        amount: item.amount,
        flagged: flaggedLines.has(item.lineNumber),
      })),
      documentClass: report.classification.documentClass,
      classConfidence: report.classification.confidence,
      fields: withOcrConfidence(listFields(report.fields), text.ocr),
      termsSource: report.termsSource,
      terms: terms ? { ...terms } : null,
      documentTerms: report.documentTerms,
      documentText: text.text,
      _outbox: [],
    };
    doc._outbox = invoiceAuditedOutbox(userId, {
      auditId: id,
      issuesFound: doc.issuesFound,
      flaggedItems: doc.flaggedItems,
      verifiedItems: doc.verifiedItems,
      totalImpact: doc.totalImpact,
      unitId: id,
    });
    await insertAudit(audits, doc);
    void relay.kick([id]);
    return doc;
  });
}
