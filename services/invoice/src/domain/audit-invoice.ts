/**
 * The document audit: classify, extract the header fields, run the checks of the document's class,
 * quote the evidence lines of every finding, count and summarise.
 *
 * How the counts are defined (the dashboard shows them side by side, so they must agree):
 * - An *item* is a charge printed on its own line: for an invoice every body line item plus every fee
 *   or credit between the subtotal and the total; for a statement or ledger every money line but
 *   balances and totals.
 * - issuesFound is the number of findings of type error or warning. Info findings are notes.
 * - flaggedItems is the number of distinct items whose line appears in an issue's lineRefs.
 * - verifiedItems is items minus flaggedItems.
 * - totalImpact never counts a dollar twice: findings about the same line claim the larger of their
 *   amounts, and the sum is capped at the document's amount.
 */
import { isoDay } from './dates.ts';
import { classifyDocument, type Classification, type DocumentClass } from './document/classify-document.ts';
import {
  extractFields,
  UNSURE_CONFIDENCE,
  type ExtractedField,
  type ExtractedFields,
} from './document/extract-fields.ts';
import { looksLikeCsvLines } from './document/rows.ts';
import { withEmbeddedFields } from './einvoice/embedded-fields.ts';
import type { EmbeddedInvoice } from './einvoice/read-einvoice-xml.ts';
import type { OcrReading } from './invoice-input.ts';
import { checkTenantLedger } from './ledger/ledger-checks.ts';
import { readTenantLedger } from './ledger/read-ledger.ts';
import { roundCents } from './money.ts';
import { withOcrConfidence } from './ocr/ocr-field-confidence.ts';
import { notOnUnsureNumbers } from './ocr/unsure-numbers.ts';
import { parseInvoice } from './parse-invoice.ts';
import { rebuildStackedCells } from './parsing/stacked-cells.ts';
import { findState, isStateCode } from './parsing/us-states.ts';
import { expectedTotal } from './rules/arithmetic.ts';
import { chargedItems, finding } from './rules/describe.ts';
import { RULES } from './rules/index.ts';
import { checkOwnerStatement } from './statement/statement-checks.ts';
import { readOwnerStatement } from './statement/read-statement.ts';
import { summarizeAudit } from './summarize-audit.ts';
import type { AgreementTerms } from './terms/agreement-terms.ts';
import { readDocumentTerms, resolveTerms } from './terms/document-terms.ts';
import {
  attributeDocumentTerms,
  documentTermReports,
  termConflictNotes,
  type DocumentTermReport,
} from './rules/document-terms-report.ts';
import type { Finding, ParsedInvoice, PreviousInvoice } from './types.ts';
import { checkUtilityBill } from './utility/utility-checks.ts';

export interface AuditOptions {
  /** The moment of the audit; dates after its UTC calendar day are "in the future". */
  now: Date;
  previousInvoices?: readonly PreviousInvoice[];
  /** Two-letter state of the property; overrides the state found in the document's addresses. */
  state?: string;
  /** The management agreement's terms, when the user entered them. */
  terms?: AgreementTerms | null;
  /** Audits the document as this class instead of the class read from its content. */
  documentClass?: DocumentClass;
  /** The OCR words behind a scanned document's text: findings and fields resting on unsure readings become notes. */
  ocr?: OcrReading;
  /** The invoice data embedded in an e-invoice PDF: its header fields are used in place of the page text's. */
  embedded?: EmbeddedInvoice;
}

export interface AuditReport {
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
  findings: Finding[];
  parsed: ParsedInvoice;
  totalImpact: number;
  summary: string;
  classification: Classification;
  fields: ExtractedFields;
  /**
   * 'agreement' when the user entered terms; 'document' when only terms printed on the document applied; 'norms'
   * otherwise.
   */
  termsSource: 'agreement' | 'document' | 'norms';
  /** Terms read from the document, each with its line, and the entered value used instead when they differ. */
  documentTerms: DocumentTermReport[];
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

export function auditInvoice(input: string, options: AuditOptions): AuditReport {
  // A table pasted one cell per line is regrouped into rows first, as the PDF reader does from positions.
  const text = rebuildStackedCells(input.replace(/^\uFEFF/, ''));
  const lines = text.split(/\r\n|\r|\n/);
  const read = classifyDocument(text);
  const classification = options.documentClass
    ? { documentClass: options.documentClass, confidence: 1, signals: ['chosen by the caller'] }
    : read;
  const fromText = withOcrFields(extractFields(lines), options.ocr);
  const embedded = options.embedded ? withEmbeddedFields(fromText, options.embedded, lines) : null;
  const fields = embedded?.fields ?? fromText;
  const parsed = parseInvoice(text);
  if (embedded) {
    // The embedded data is what the seller issued: the checks on dates and numbers use it.
    parsed.invoiceNumber = fields.invoiceNumber.value ?? parsed.invoiceNumber;
    parsed.vendor = fields.vendor.value ?? parsed.vendor;
    parsed.invoiceDate = fields.issueDate.value ?? parsed.invoiceDate;
    parsed.dueDate = fields.dueDate.value ?? parsed.dueDate;
  }
  // The field extractor reads more layouts (table cells, labels on their own line); it fills what the item parser
  // missed.
  parsed.invoiceNumber ??= fields.invoiceNumber.value;
  parsed.vendor ??= fields.vendor.value;
  parsed.invoiceDate ??= fields.issueDate.value;
  const state =
    options.state && isStateCode(options.state) ? options.state.toUpperCase() : (parsed.state ?? findState([text]));
  const resolved = resolveTerms(options.terms, readDocumentTerms(lines));
  const terms = resolved.terms;
  const { findings: checked, itemLines } = checksFor(classification.documentClass, {
    text,
    lines,
    parsed,
    state,
    terms,
    options,
  });
  const carriesNumber = mustCarryNumber(classification.documentClass, lines);
  const raw = [...attributeDocumentTerms(checked, resolved), ...termConflictNotes(resolved), ...(embedded?.notes ?? [])]
    .filter((f) => carriesNumber || f.code !== 'BILLING.MISSING_INVOICE_NUMBER')
    .map((f) => notOnUnsureNumbers(notOnUnsureField(f, fields), options.ocr));
  const findings = withEvidence(raw, lines, fields).sort(
    (a, b) => SEVERITY_ORDER[a.type] - SEVERITY_ORDER[b.type] || (a.lineRefs[0] ?? 0) - (b.lineRefs[0] ?? 0),
  );
  const issues = findings.filter((f) => f.type !== 'info');
  const referenced = new Set(issues.flatMap((f) => f.lineRefs));
  const flaggedItems = itemLines.filter((line) => referenced.has(line)).length;
  const amount = Math.max(
    fields.total.amount ?? 0,
    parsed.total?.amount ?? 0,
    parsed.balanceDue?.amount ?? 0,
    expectedTotal(parsed),
  );
  const counts = {
    issuesFound: issues.length,
    flaggedItems,
    verifiedItems: itemLines.length - flaggedItems,
    totalImpact: distinctImpact(issues, amount, classification.documentClass),
  };
  return {
    ...counts,
    findings,
    parsed,
    classification,
    fields,
    termsSource: resolved.source,
    documentTerms: documentTermReports(resolved),
    summary: summarizeAudit(parsed, findings, counts, classification.documentClass),
  };
}

interface CheckContext {
  text: string;
  lines: string[];
  parsed: ParsedInvoice;
  state: string | null;
  terms: AgreementTerms;
  options: AuditOptions;
}

function checksFor(documentClass: DocumentClass, context: CheckContext): { findings: Finding[]; itemLines: number[] } {
  const { lines, parsed, state, terms, options } = context;
  if (documentClass === 'owner_statement') {
    const statement = readOwnerStatement(lines);
    const itemLines = statement.entries.filter((e) => e.kind !== 'opening' && e.kind !== 'closing').map((e) => e.line);
    return { findings: checkOwnerStatement(statement, terms), itemLines: [...new Set(itemLines)] };
  }
  if (documentClass === 'tenant_ledger') {
    const ledger = readTenantLedger(lines);
    // A tenant statement of charges without dated rows (a utility and fee bill) is checked like an invoice.
    if (ledger.rows.length > 0)
      return { findings: checkTenantLedger(ledger, terms, state), itemLines: ledger.rows.map((r) => r.line) };
  }
  const itemLines = chargedItems(parsed).map((item) => item.lineNumber);
  if (documentClass === 'utility_bill') return { findings: checkUtilityBill(lines), itemLines };
  if (documentClass === 'receipt') return { findings: [], itemLines };
  const input = {
    parsed,
    today: isoDay(options.now),
    previousInvoices: [...(options.previousInvoices ?? [])],
    state,
    terms,
  };
  const findings = RULES.flatMap((rule) => rule(input)).map(notFoundIsNotAnAlarm);
  return { findings: [...findings, ...noItemsFinding(parsed)], itemLines };
}

/**
 * Only a vendor's bill must carry an invoice number: owner statements, internal maintenance bills
 * (work orders the manager bills itself) and CSV exports legitimately have none.
 */
function mustCarryNumber(documentClass: DocumentClass, lines: readonly string[]): boolean {
  if (documentClass !== 'vendor_invoice' || looksLikeCsvLines(lines)) return false;
  return !lines
    .slice(0, 12)
    .some((line) =>
      /\b(?:internal|in-house)\s+(?:maintenance|work|charge|bill)|\bmaintenance\s+(?:charge|bill)\s+to\s+owner|\bwork\s+order\s+(?:bill|charge)/i.test(
        line,
      ),
    );
}

// The field each finding rests on; when that field was read unsure the finding is only a note.
const FINDING_FIELD: Partial<Record<string, keyof ExtractedFields>> = {
  'ARITHMETIC.TOTAL': 'total',
  'ARITHMETIC.BALANCE': 'balance',
  'BILLING.FUTURE_INVOICE_DATE': 'issueDate',
  'DUPLICATE.INVOICE_NUMBER': 'invoiceNumber',
};

function notOnUnsureField(f: Finding, fields: ExtractedFields): Finding {
  const name = FINDING_FIELD[f.code];
  const field = name ? fields[name] : null;
  if (!field || field.value === null || field.confidence >= UNSURE_CONFIDENCE || f.type === 'info') return f;
  return {
    ...f,
    type: 'info',
    title: `Unsure: ${f.title.charAt(0).toLowerCase()}${f.title.slice(1)}`,
    description: `${f.description} The ${field.name === 'invoiceNumber' ? 'invoice number' : field.name === 'issueDate' ? 'issue date' : field.name} was read as ${field.value} with low confidence (${Math.round(field.confidence * 100)}%), so this is not reported as a problem; check the document.`,
  };
}

/** Each field is only as sure as the OCR words it was read from. */
function withOcrFields(fields: ExtractedFields, ocr: OcrReading | undefined): ExtractedFields {
  if (!ocr) return fields;
  return Object.fromEntries(
    withOcrConfidence(Object.values(fields), ocr).map((field) => [field.name, field]),
  ) as ExtractedFields;
}

/** A field we could not read is reported among the extracted fields as not found, never as a problem with the bill. */
function notFoundIsNotAnAlarm(f: Finding): Finding {
  if (f.code !== 'BILLING.MISSING_INVOICE_NUMBER' && f.code !== 'BILLING.MISSING_VENDOR') return f;
  return {
    ...f,
    type: 'info',
    title: f.code === 'BILLING.MISSING_VENDOR' ? 'Vendor not found' : 'Invoice number not found',
    description: `${f.description} It may be printed in a form we could not read; check the document.`,
  };
}

/**
 * Quotes each finding's lines. A finding about the whole document is tied to the field it concerns
 * (the invoice number, the date); an issue left without any evidence line becomes a note.
 */
function withEvidence(findings: readonly Finding[], lines: readonly string[], fields: ExtractedFields): Finding[] {
  return findings.map((f) => {
    const fallback: ExtractedField | null =
      f.code === 'DUPLICATE.INVOICE_NUMBER'
        ? fields.invoiceNumber
        : f.code === 'BILLING.FUTURE_INVOICE_DATE'
          ? fields.issueDate
          : null;
    const refs = f.lineRefs.length > 0 ? f.lineRefs : fallback?.line ? [fallback.line] : [];
    const evidence = [...new Set(refs)]
      .sort((a, b) => a - b)
      .slice(0, 12)
      .map((line) => ({ line, text: (lines[line - 1] ?? '').trim() }))
      .filter((e) => e.text !== '');
    const type = evidence.length === 0 && f.type !== 'info' ? 'info' : f.type;
    return { ...f, type, lineRefs: refs, evidence };
  });
}

function distinctImpact(issues: readonly Finding[], documentAmount: number, documentClass: DocumentClass): number {
  const byLine = new Map<number, number>();
  for (const f of issues) {
    const key = f.lineRefs[0] ?? -1;
    byLine.set(key, Math.max(byLine.get(key) ?? 0, f.impact));
  }
  const claimed = roundCents([...byLine.values()].reduce((a, b) => a + b, 0));
  // A statement's closing balance is not a bill amount, so only invoices cap the claim at their total.
  const cap = documentClass === 'owner_statement' || documentClass === 'tenant_ledger' ? 0 : documentAmount;
  return roundCents(cap > 0 ? Math.min(claimed, cap) : claimed);
}

function noItemsFinding(parsed: ParsedInvoice): Finding[] {
  if (chargedItems(parsed).length > 0) return [];
  return [
    finding({
      type: 'info',
      code: 'PARSE.NO_LINE_ITEMS',
      title: 'No line items found',
      description:
        'No charge lines with amounts were recognised, so individual charges could not be checked. Paste the full invoice including its item table.',
      lineRefs: [],
      impact: 0,
    }),
  ];
}
