import { isoDate, usdCents as usd } from '@realty/service-kit/pdf';
import { DOCUMENT_CLASS_LABELS, type DocumentClass } from '../../domain/document/classify-document.ts';
import type { InvoiceAuditDoc } from '../../store/invoice-audits.ts';

/**
 * What the one-page report of an invoice audit says, from the stored audit only (pure): the document's header
 * fields, the totals, the dollars at stake by kind of finding, and each finding with its evidence lines.
 */
export interface InvoiceReportContent {
  title: string;
  subtitle: string;
  summary: string[];
  fields: Array<[string, string]>;
  /** Dollars at stake by kind of finding, largest first. */
  byKind: Array<{ kind: string; amount: number; count: number }>;
  findings: Array<{ severity: string; title: string; amount: string; description: string; evidence: string[] }>;
  narrative: string;
  footer: string[];
}

const SEVERITY: Record<string, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

/** The kind of a finding is its code's first part, as a word: DUPLICATE.LINE_ITEM -> Duplicate. */
export function kindLabel(code: string): string {
  const words = (code.split('.')[0] ?? '').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Other';
}

export function dollarsByKind(findings: InvoiceAuditDoc['findings']): InvoiceReportContent['byKind'] {
  const totals = new Map<string, { amount: number; count: number }>();
  for (const f of findings) {
    const kind = kindLabel(f.code);
    const entry = totals.get(kind) ?? { amount: 0, count: 0 };
    entry.amount += Math.abs(f.impact);
    entry.count += 1;
    totals.set(kind, entry);
  }
  return [...totals]
    .map(([kind, t]) => ({ kind, ...t }))
    .sort((a, b) => b.amount - a.amount || a.kind.localeCompare(b.kind));
}

export function invoiceReportContent(doc: Omit<InvoiceAuditDoc, '_outbox'>, generatedAt: Date): InvoiceReportContent {
  const documentClass = (doc.documentClass ?? 'vendor_invoice') as DocumentClass;
  const classLabel = DOCUMENT_CLASS_LABELS[documentClass] ?? documentClass;
  const fields = (doc.fields ?? [])
    .filter((f) => f.found && f.value)
    .map((f): [string, string] => [f.label, f.amount !== null ? usd(f.amount) : f.value!]);
  return {
    title:
      [doc.vendor, doc.invoiceNumber ? `#${doc.invoiceNumber}` : null].filter(Boolean).join(' ') || 'Invoice audit',
    subtitle: `${classLabel}${doc.invoiceDate ? `, dated ${doc.invoiceDate}` : ''}  |  Audit ${doc._id}, run ${isoDate(doc.createdAt)} from ${doc.sourceType === 'text' ? 'pasted text' : `a .${doc.sourceType} file`}; report made ${isoDate(generatedAt)}`,
    summary: [
      `Total ${doc.total !== null ? usd(doc.total) : 'not found'}`,
      `${doc.issuesFound} issue${doc.issuesFound === 1 ? '' : 's'} found`,
      `${doc.flaggedItems} flagged, ${doc.verifiedItems} verified lines`,
      `At stake ${usd(doc.totalImpact)}`,
    ],
    fields,
    byKind: dollarsByKind(doc.findings),
    findings: doc.findings.map((f) => ({
      severity: SEVERITY[f.type] ?? f.type,
      title: f.title,
      amount: usd(f.impact),
      description: f.description,
      evidence: (f.evidence ?? []).map((e) => `line ${e.line}: ${e.text}`),
    })),
    narrative: doc.summary,
    footer: [
      `Checked against ${doc.termsSource === 'agreement' ? 'the agreement terms you entered' : 'typical norms and state caps (no agreement terms were entered)'}; line numbers refer to the document as read.`,
      'Findings flag charges to check with the vendor; they are not legal, tax or investment advice.',
    ],
  };
}
