/** Writes the plain-language paragraph shown above the findings, from the counts and amounts only. */
import { formatUsd } from './money.ts';
import type { DocumentClass } from './document/classify-document.ts';
import type { Finding, ParsedInvoice } from './types.ts';

const FAMILY_NAMES: Readonly<Record<string, [string, string]>> = {
  DUPLICATE: ['duplicate charge', 'duplicate charges'],
  ARITHMETIC: ['arithmetic error', 'arithmetic errors'],
  FEES: ['fee above typical or legal limits', 'fees above typical or legal limits'],
  BILLING: ['billing problem', 'billing problems'],
};

export interface AuditCounts {
  issuesFound: number;
  flaggedItems: number;
  verifiedItems: number;
  totalImpact: number;
}

const NOUNS: Readonly<Record<DocumentClass, string>> = {
  vendor_invoice: 'invoice',
  owner_statement: 'owner statement',
  tenant_ledger: 'tenant ledger',
  utility_bill: 'utility bill',
  receipt: 'receipt',
};

export function summarizeAudit(
  parsed: ParsedInvoice,
  findings: readonly Finding[],
  counts: AuditCounts,
  documentClass: DocumentClass = 'vendor_invoice',
): string {
  const noun = NOUNS[documentClass];
  const items = counts.flaggedItems + counts.verifiedItems;
  const who = [
    parsed.vendor ? `from ${parsed.vendor}` : null,
    parsed.invoiceNumber ? `(invoice ${parsed.invoiceNumber})` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const checked = `We checked ${plural(items, 'line item', 'line items')} on this ${noun}${who ? ` ${who}` : ''}`;
  const notes = findings.filter((f) => f.type === 'info').length;
  const noteText = notes > 0 ? ` ${plural(notes, 'note is', 'notes are')} listed for your information.` : '';
  if (items === 0) {
    return `We could not find any line items in this ${noun}, so no charge could be verified. Check that the text includes the item lines with their amounts.${counts.issuesFound > 0 ? ` ${plural(counts.issuesFound, 'issue was', 'issues were')} still found in the invoice details.` : ''}`;
  }
  if (counts.issuesFound === 0) {
    return `${checked} and found no issues: the arithmetic adds up, nothing is billed twice, and no fee is above the benchmarks we apply. All ${plural(items, 'item was', 'items were')} verified.${noteText}`;
  }
  const families = Object.entries(FAMILY_NAMES)
    .map(([prefix, [one, many]]) => {
      const count = findings.filter((f) => f.type !== 'info' && f.code.startsWith(`${prefix}.`)).length;
      return count === 0 ? null : `${count === 1 ? 'one' : count} ${count === 1 ? one : many}`;
    })
    .filter((text): text is string => text !== null);
  const money =
    counts.totalImpact > 0
      ? ` Up to ${formatUsd(counts.totalImpact)} may be overcharged; review the findings before paying.`
      : ' None of them changes the amount owed, but they should be resolved before paying.';
  return `${checked} and found ${plural(counts.issuesFound, 'issue', 'issues')}: ${joinList(families)}. ${plural(counts.flaggedItems, 'item is', 'items are')} flagged and ${plural(counts.verifiedItems, 'item was', 'items were')} verified.${money}${noteText}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function joinList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}
