/**
 * The invoice audit: parse, run every rule family, count and summarise.
 *
 * How the counts are defined (the dashboard shows them side by side, so they must agree):
 * - An *item* is a charge printed on its own line: every body line item plus every fee or credit
 *   listed between the subtotal and the total. Subtotal, tax and total lines are not items.
 * - issuesFound is the number of findings of type error or warning. Info findings are notes
 *   (e.g. round lump sums worth asking about) and are not issues.
 * - flaggedItems is the number of distinct items whose line number appears in the lineRefs of at
 *   least one error or warning finding. Findings about the whole invoice (a repeated invoice
 *   number, a missing vendor) or about the subtotal/tax/total lines flag no item.
 * - verifiedItems is items minus flaggedItems, so flaggedItems + verifiedItems is always the item count.
 * - totalImpact adds the impact of error and warning findings, capped at the invoice amount, since
 *   two findings about one line (e.g. a duplicate junk fee) can otherwise claim the same dollars twice.
 * A clean invoice therefore reports 0 issues, 0 flagged items and every item verified.
 */
import { isoDay } from './dates.ts';
import { roundCents, sum } from './money.ts';
import { parseInvoice } from './parse-invoice.ts';
import { isStateCode } from './parsing/us-states.ts';
import { RULES } from './rules/index.ts';
import { chargedItems, finding } from './rules/describe.ts';
import { expectedTotal } from './rules/arithmetic.ts';
import { summarizeAudit } from './summarize-audit.ts';
import type { Finding, ParsedInvoice, PreviousInvoice } from './types.ts';

export interface AuditOptions {
  /** The moment of the audit; dates after its UTC calendar day are "in the future". */
  now: Date;
  previousInvoices?: readonly PreviousInvoice[];
  /** Two-letter state of the property; overrides the state found in the invoice's addresses. */
  state?: string;
}

export interface AuditReport {
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
  findings: Finding[];
  parsed: ParsedInvoice;
  totalImpact: number;
  summary: string;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

export function auditInvoice(text: string, options: AuditOptions): AuditReport {
  const parsed = parseInvoice(text);
  const state = options.state && isStateCode(options.state) ? options.state.toUpperCase() : parsed.state;
  const input = { parsed, today: isoDay(options.now), previousInvoices: [...(options.previousInvoices ?? [])], state };
  const findings = [...RULES.flatMap((rule) => rule(input)), ...noItemsFinding(parsed)].sort(
    (a, b) => SEVERITY_ORDER[a.type] - SEVERITY_ORDER[b.type] || (a.lineRefs[0] ?? 0) - (b.lineRefs[0] ?? 0),
  );
  const issues = findings.filter((f) => f.type !== 'info');
  const items = chargedItems(parsed);
  const referenced = new Set(issues.flatMap((f) => f.lineRefs));
  const flaggedItems = items.filter((item) => referenced.has(item.lineNumber)).length;
  const counts = {
    issuesFound: issues.length,
    flaggedItems,
    verifiedItems: items.length - flaggedItems,
    totalImpact: cappedImpact(parsed, issues),
  };
  return { ...counts, findings, parsed, summary: summarizeAudit(parsed, findings, counts) };
}

function cappedImpact(parsed: ParsedInvoice, issues: readonly Finding[]): number {
  const claimed = sum(issues.map((f) => f.impact));
  const invoiceAmount = Math.max(parsed.total?.amount ?? 0, parsed.balanceDue?.amount ?? 0, expectedTotal(parsed));
  return roundCents(invoiceAmount > 0 ? Math.min(claimed, invoiceAmount) : claimed);
}

function noItemsFinding(parsed: ParsedInvoice): Finding[] {
  if (chargedItems(parsed).length > 0) return [];
  return [
    finding({
      type: 'info',
      code: 'PARSE.NO_LINE_ITEMS',
      title: 'No line items found',
      description: 'No charge lines with amounts were recognised, so individual charges could not be checked. Paste the full invoice including its item table.',
      lineRefs: [],
      impact: 0,
    }),
  ];
}
