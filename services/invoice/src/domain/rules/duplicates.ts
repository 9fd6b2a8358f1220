/**
 * Duplicate charges: the same work billed twice on one invoice, and an invoice number the user has
 * already audited (the classic double payment).
 */
import { descriptionSimilarity, tokenizeDescription } from '../normalize-description.ts';
import { formatUsd, roundCents } from '../money.ts';
import type { Finding, LineItem, PreviousInvoice, Rule } from '../types.ts';
import { chargedItems, describeLines, finding } from './describe.ts';
import { chargesNotReversed } from './reversed-charges.ts';

/** Word overlap at or above which two same-priced lines are the same charge written differently. */
const SIMILARITY_THRESHOLD = 0.6;

export const findDuplicates: Rule = ({ parsed, previousInvoices }) => [
  ...duplicateLines(chargedItems(parsed)),
  ...repeatedInvoiceNumber(
    parsed.invoiceNumber,
    parsed.vendor,
    previousInvoices,
    parsed.total?.amount ?? parsed.balanceDue?.amount ?? null,
  ),
];

function duplicateLines(items: readonly LineItem[]): Finding[] {
  const findings: Finding[] = [];
  const grouped = new Set<LineItem>();
  // Credits and zero lines are excluded: two identical credits favour the owner.
  const charges = chargesNotReversed(items, (item) => item.lineNumber);
  charges.forEach((item, index) => {
    if (grouped.has(item)) return;
    const tokens = tokenizeDescription(item.description);
    const exact: LineItem[] = [];
    const similar: LineItem[] = [];
    for (const other of charges.slice(index + 1)) {
      if (grouped.has(other) || roundCents(other.amount) !== roundCents(item.amount) || !sameOrAbsentDate(item, other))
        continue;
      const otherTokens = tokenizeDescription(other.description);
      if (otherTokens.normalized === tokens.normalized) exact.push(other);
      else if (descriptionSimilarity(tokens, otherTokens) >= SIMILARITY_THRESHOLD) similar.push(other);
    }
    for (const other of [...exact, ...similar]) grouped.add(other);
    if (exact.length > 0) findings.push(lineGroupFinding('exact', [item, ...exact]));
    if (similar.length > 0) findings.push(lineGroupFinding('similar', [item, ...similar]));
  });
  return findings;
}

function sameOrAbsentDate(a: LineItem, b: LineItem): boolean {
  return a.date === null || b.date === null || a.date === b.date;
}

function lineGroupFinding(kind: 'exact' | 'similar', group: LineItem[]): Finding {
  const [first] = group;
  const amount = first?.amount ?? 0;
  const repeats = group.length - 1;
  const when = first?.date ? ` for the same date (${first.date})` : '';
  if (kind === 'exact') {
    return finding({
      type: 'error',
      code: 'DUPLICATE.LINE_ITEM',
      title: 'Duplicate charge',
      description: `The same charge of ${formatUsd(amount)} appears ${group.length} times${when}: ${describeLines(group)}. Rule: identical description and amount on the same or an undated day is billed once. ${formatUsd(amount * repeats)} may be billed twice.`,
      lineRefs: group.map((item) => item.lineNumber),
      impact: amount * repeats,
    });
  }
  return finding({
    type: 'warning',
    code: 'DUPLICATE.SIMILAR_LINE_ITEM',
    title: 'Possible duplicate charge',
    description: `Lines with nearly the same description and the same amount of ${formatUsd(amount)}${when}: ${describeLines(group)}. Rule: near-identical wording, same price and same or no date usually means one job entered twice; ask the vendor to confirm two separate visits.`,
    lineRefs: group.map((item) => item.lineNumber),
    impact: amount * repeats,
  });
}

function repeatedInvoiceNumber(
  invoiceNumber: string | null,
  vendor: string | null,
  previous: readonly PreviousInvoice[],
  total: number | null,
): Finding[] {
  if (!invoiceNumber) return [];
  const key = normalizeInvoiceNumber(invoiceNumber);
  const match = previous.find(
    (p) => normalizeInvoiceNumber(p.invoiceNumber) === key && sameVendor(vendor, p.vendor ?? null),
  );
  if (!match) return [];
  return [
    finding({
      type: 'error',
      code: 'DUPLICATE.INVOICE_NUMBER',
      title: 'Invoice already audited',
      description: `Invoice number ${invoiceNumber}${vendor ? ` from ${vendor}` : ''} was already audited on ${match.auditedAt.slice(0, 10)}. Rule: an invoice number is paid once; a resubmitted invoice is a common cause of double payment.${total !== null ? ` The whole ${formatUsd(total)} is at stake.` : ''}`,
      lineRefs: [],
      impact: total ?? 0,
    }),
  ];
}

/** 'INV-00042', 'inv 42' and '#42' differ only in decoration; letters and digits are what identify the invoice. */
function normalizeInvoiceNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^(INV|INVOICE|NO)/, '')
    .replace(/^0+/, '');
}

/** Vendors match when either is unknown or the first distinctive word of one name appears in the other. */
function sameVendor(a: string | null, b: string | null): boolean {
  if (!a || !b) return true;
  const generic = new Set(['the', 'llc', 'inc', 'company', 'services', 'service', 'corp', 'ltd']);
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1 && !generic.has(w));
  const left = words(a);
  const right = words(b);
  return (left[0] !== undefined && right.includes(left[0])) || (right[0] !== undefined && left.includes(right[0]));
}
