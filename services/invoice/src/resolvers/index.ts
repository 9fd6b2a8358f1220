import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { trusted } from 'mongoose';
import { agreementTermsSchema, fieldErrors } from '@realty/proto-schemas';
import {
  appError,
  CURSOR_SORT,
  cursorPage,
  invalidInput,
  listLimit,
  notFound,
  requireUser,
  withMeteredUse,
  type Narrator,
  type OutboxRelay,
  type RequestContext,
} from '@realty/service-kit';
import { auditInvoice } from '../domain/audit-invoice.ts';
import { DOCUMENT_CLASS_LABELS, type DocumentClass } from '../domain/document/classify-document.ts';
import { listFields } from '../domain/document/extract-fields.ts';
import type { AgreementTerms } from '../domain/terms/agreement-terms.ts';
import { extractInvoiceText } from '../domain/extract-text.ts';
import { checkInvoiceText, MAX_INVOICE_BYTES, type InvoiceText } from '../domain/invoice-input.ts';
import { withOcrConfidence } from '../domain/ocr/ocr-field-confidence.ts';
import { invoiceInputError } from '../errors.ts';
import { invoiceAuditedOutbox } from '../events/invoice-audited.ts';
import type { InvoiceAuditDoc, InvoiceAuditModel } from '../model.ts';
import { documentLines } from '../document-lines.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export interface InvoiceDeps {
  audits: InvoiceAuditModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  narrator: Narrator;
}

/** List reads leave the document's text in the store: a history row never shows it and it can be 200K characters. */
const LIST_FIELDS = { _outbox: 0, documentText: 0 } as const;

function toGraphQL(doc: Omit<InvoiceAuditDoc, '_outbox'>) {
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

/** Terms are optional; entered ones are validated with the contract's messages before anything runs. */
function readTerms(input: unknown): AgreementTerms | null {
  if (input === null || input === undefined) return null;
  const parsed = agreementTermsSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [`terms.${key}`, message]),
    );
    throw invalidInput(fields);
  }
  return parsed.data;
}

function sourceTypeOf(text: InvoiceText, uploaded: boolean): InvoiceAuditDoc['sourceType'] {
  if (!uploaded) return 'text';
  return text.detectedType === 'text' ? 'txt' : text.detectedType;
}

export function invoiceResolvers({ audits, relay, nc, narrator }: InvoiceDeps): Resolvers {
  /**
   * Input is checked before the unit is authorized, so a bad file costs nothing; the audit
   * itself runs as one metered unit, given back if anything fails after authorization.
   */
  async function runAudit(userId: string, text: InvoiceText, uploaded: boolean, terms: AgreementTerms | null) {
    const id = randomUUID();
    const now = new Date();
    const previous = await audits
      .find({ userId, invoiceNumber: trusted({ $ne: null }) }, { invoiceNumber: 1, vendor: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .limit(2000)
      .lean();
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
      await audits.create(doc);
      void relay.kick([id]);
      return toGraphQL(doc);
    });
  }

  return {
    Query: {
      myInvoiceAudits: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const limit = listLimit(args.limit, 100);
        const docs = await audits.find({ userId: user.sub }, LIST_FIELDS).sort({ createdAt: -1 }).limit(limit).lean();
        return docs.map(toGraphQL);
      },
      myInvoiceAuditsConnection: async (_, args, ctx) => {
        const user = requireUser(ctx.user);
        return cursorPage(
          args,
          (after, limit) =>
            audits
              .find({ userId: user.sub, ...after }, LIST_FIELDS)
              .sort(CURSOR_SORT)
              .limit(limit)
              .lean(),
          toGraphQL,
        );
      },
      invoiceAudit: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const doc = await audits.findOne({ _id: String(args.id), userId: user.sub }, { _outbox: 0 }).lean();
        if (!doc) throw notFound('Invoice audit not found');
        return toGraphQL(doc);
      },
    },
    Mutation: {
      auditInvoice: async (_: unknown, args: { content: string; terms?: unknown }, ctx: RequestContext) => {
        const user = requireUser(ctx.user);
        const terms = readTerms(args.terms);
        const checked = checkInvoiceText(args.content);
        if (!checked.ok) throw invoiceInputError(checked, 'content');
        return runAudit(user.sub, checked, false, terms);
      },
      auditInvoiceFile: async (
        _: unknown,
        args: { file: { filename: string; contentBase64: string }; terms?: unknown },
        ctx: RequestContext,
      ) => {
        const user = requireUser(ctx.user);
        const terms = readTerms(args.terms);
        // base64 is 4/3 of the bytes: refuse before decoding anything too large.
        if (args.file.contentBase64.length > Math.ceil((MAX_INVOICE_BYTES * 4) / 3) + 4) {
          throw appError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_INVOICE_BYTES / 1024 / 1024} MB`, {
            fields: { invoice: 'File too large' },
          });
        }
        const bytes = Buffer.from(args.file.contentBase64, 'base64');
        const extracted = await extractInvoiceText(bytes, args.file.filename);
        if (!extracted.ok) throw invoiceInputError(extracted, 'invoice');
        return runAudit(user.sub, extracted, true, terms);
      },
    },
    InvoiceAudit: {
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const doc = await audits.findOne({ _id: ref.id, userId: ctx.user.sub }, { _outbox: 0 }).lean();
        return doc ? toGraphQL(doc) : null;
      },
    },
  };
}
