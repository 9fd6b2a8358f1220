/**
 * Arithmetic: each line's quantity times rate, the lines against the subtotal, the tax against its
 * printed rate, and the totals against their parts. The impact is the overcharge only. An undercharge
 * is reported as information, not as an issue: it costs the payer nothing, and on documents written
 * elsewhere it more often means a line the reader missed (a deposit, a credit) than a vendor's slip.
 */
import { ROUNDING_TOLERANCE_PER_LINE } from '../benchmarks.ts';
import { classifyCharge } from '../classify-charge.ts';
import { formatPercent, formatUsd, roundCents, sum } from '../money.ts';
import type { Finding, FindingCode, LineItem, ParsedInvoice, Rule, TotalLine } from '../types.ts';
import { describeLine, finding, statedPercent } from './describe.ts';
import { markupAllowance } from './markup-allowance.ts';
import { taxExplainedBySomeLines } from './tax-bases.ts';

export const findArithmeticErrors: Rule = ({ parsed, terms }) => [
  ...[...parsed.lineItems, ...parsed.fees].flatMap((item) =>
    lineExtension(item, markupAllowance(parsed, terms)?.percent ?? null),
  ),
  ...subtotal(parsed),
  ...tax(parsed),
  ...total(parsed),
  ...balance(parsed),
];

/** The title and the rule that each check's finding quotes. */
const CHECKS = {
  'ARITHMETIC.LINE_EXTENSION': {
    title: 'Line amount does not match quantity x rate',
    rule: "a line's amount is its quantity times its unit price.",
  },
  'ARITHMETIC.SUBTOTAL': {
    title: 'Subtotal does not match the line items',
    rule: 'the subtotal is the sum of the lines.',
  },
  'ARITHMETIC.TAX_RATE': {
    title: 'Tax does not match the stated rate',
    rule: 'tax equals the printed rate times the amount it applies to.',
  },
  'ARITHMETIC.TOTAL': { title: 'Total does not add up', rule: 'the total is the subtotal plus fees and tax.' },
  'ARITHMETIC.BALANCE': { title: 'Balance due does not add up', rule: 'balance due is the total less payments.' },
} as const satisfies Partial<Record<FindingCode, { title: string; rule: string }>>;

function differs(printed: number, expected: number): boolean {
  return Math.abs(roundCents(printed - expected)) > ROUNDING_TOLERANCE_PER_LINE;
}

/**
 * A printed figure against what its parts give: a finding when the two differ by more than rounding.
 * `statement` says what was printed and what it should be; it is only written for a finding.
 */
function mismatch(code: keyof typeof CHECKS, printed: TotalLine, expected: number, statement: () => string): Finding[] {
  if (!differs(printed.amount, expected)) return [];
  const over = printed.amount - expected;
  const { title, rule } = CHECKS[code];
  const gap = over > 0 ? `over by ${formatUsd(over)}` : `under by ${formatUsd(-over)}, in the payer's favour`;
  return [
    finding({
      type: over > 0 ? 'error' : 'info',
      code,
      title,
      description: `${statement()} (${gap}). Rule: ${rule}`,
      lineRefs: [printed.lineNumber],
      impact: over,
    }),
  ];
}

/**
 * `markupPercent` is the markup the agreement or the vendor's own note allows on cost ('Parts are billed at cost plus
 * 15%'): a line whose unit figure is the cost ('Cost 158.90   Billed 182.74') and whose amount is exactly that cost
 * plus the markup is billed as agreed, not mis-extended. Labour is billed at its rate whatever markup parts carry.
 */
function lineExtension(item: LineItem, markupPercent: number | null): Finding[] {
  if (item.quantity === null || item.unitPrice === null || item.quantity === 0) return [];
  const { quantity, unitPrice } = item;
  const expected = roundCents(quantity * unitPrice);
  // A deduction prints its count and rate unsigned ('Less: estimated payments (12 x 1,850.00)   (22,200.00)').
  if (item.amount < 0 && expected > 0 && !differs(-item.amount, expected)) return [];
  // The markup is on parts and materials: labour is billed at its rate.
  const marksUp = markupPercent !== null && markupPercent > 0 && classifyCharge(item.description) !== 'labour';
  const markedUp = marksUp ? roundCents(expected * (1 + (markupPercent ?? 0) / 100)) : null;
  if (markedUp !== null && expected > 0 && !differs(item.amount, markedUp)) return [];
  return mismatch(
    'ARITHMETIC.LINE_EXTENSION',
    item,
    expected,
    () =>
      `On ${describeLine(item)}, ${quantity} x ${formatUsd(unitPrice)} = ${formatUsd(expected)}, but ${formatUsd(item.amount)} is charged`,
  );
}

/**
 * When a share of the subtotal is billed ('Tenant share (12.50%)'), the payer overpays only that share of the
 * overstatement, so the impact is scaled by it; the description still names the whole difference.
 */
function subtotal(parsed: ParsedInvoice): Finding[] {
  const printed = parsed.subtotal;
  if (!printed || parsed.lineItems.length === 0) return [];
  const lines = sum(parsed.lineItems.map((item) => item.amount));
  const share = parsed.fees.find((fee) => isShareOf(fee, printed.amount));
  const sharePercent = share ? statedPercent(share.description) : null;
  return mismatch(
    'ARITHMETIC.SUBTOTAL',
    printed,
    lines,
    () =>
      `The ${parsed.lineItems.length} line items add up to ${formatUsd(lines)}, but the subtotal on line ${printed.lineNumber} is ${formatUsd(printed.amount)}`,
  ).map((found) =>
    sharePercent === null
      ? found
      : finding({
          ...found,
          description: `${found.description} The bill charges ${formatPercent(sharePercent)} of it (line ${share?.lineNumber}), so the payer's part of the difference is ${formatUsd((found.impact * sharePercent) / 100)}.`,
          impact: (found.impact * sharePercent) / 100,
        }),
  );
}

/** Bases a printed tax rate may legitimately apply to: everything, everything but fees, or only non-labour lines. */
export function taxBases(parsed: ParsedInvoice): number[] {
  const lines = parsed.subtotal?.amount ?? sum(parsed.lineItems.map((item) => item.amount));
  const fees = sum(parsed.fees.map((item) => item.amount));
  const labour = sum(
    [...parsed.lineItems, ...parsed.fees]
      .filter((item) => classifyCharge(item.description) === 'labour')
      .map((item) => item.amount),
  );
  return [lines, roundCents(lines + fees), roundCents(lines - labour), roundCents(lines + fees - labour)];
}

function tax(parsed: ParsedInvoice): Finding[] {
  const line = parsed.tax;
  if (!line || line.ratePercent === null) return [];
  const rate = line.ratePercent / 100;
  const bases = taxBases(parsed);
  const amounts = [...parsed.lineItems, ...parsed.fees].map((item) => item.amount);
  if (taxExplainedBySomeLines(amounts, line.amount, rate, bases)) return [];
  const expected = roundCents((bases[1] ?? 0) * rate);
  const percent = formatPercent(line.ratePercent);
  return mismatch(
    'ARITHMETIC.TAX_RATE',
    line,
    expected,
    () =>
      `Line ${line.lineNumber} charges ${formatUsd(line.amount)} of tax at ${percent}, but ${percent} of the taxable amount is ${formatUsd(expected)}`,
  );
}

/**
 * The total the parts add up to: subtotal (or the lines), fees and credits, and tax. A share of the subtotal
 * ('Tenant share (12.50%)', 'Your 50% portion') is what is billed instead of the whole, not added to it.
 */
export function expectedTotal(parsed: ParsedInvoice): number {
  const lines = parsed.subtotal?.amount ?? sum(parsed.lineItems.map((item) => item.amount));
  const share = parsed.fees.find((fee) => isShareOf(fee, lines));
  const adjustments = parsed.fees.filter((fee) => fee !== share).map((item) => item.amount);
  return sum([share?.amount ?? lines, ...adjustments, parsed.tax?.amount ?? 0]);
}

const SHARE_WORDING = /\bshare\b|\bportion\b|\bpro[-\s]?rata\b|\ballocat(?:ed|ion)\b/i;

function isShareOf(fee: LineItem, whole: number): boolean {
  const percent = statedPercent(fee.description);
  if (percent === null || percent <= 0 || percent >= 100 || !SHARE_WORDING.test(fee.description)) return false;
  return Math.abs(roundCents((whole * percent) / 100) - fee.amount) <= ROUNDING_TOLERANCE_PER_LINE;
}

function total(parsed: ParsedInvoice): Finding[] {
  const printed = parsed.total;
  if (!printed || (parsed.lineItems.length === 0 && !parsed.subtotal)) return [];
  const expected = expectedTotal(parsed);
  // Some invoices print the total after deducting a deposit; that total is also consistent.
  const afterPayment = roundCents(expected - (parsed.amountPaid?.amount ?? 0));
  if (!differs(printed.amount, afterPayment)) return [];
  return mismatch('ARITHMETIC.TOTAL', printed, expected, () => {
    const parts = [`subtotal ${formatUsd(parsed.subtotal?.amount ?? sum(parsed.lineItems.map((i) => i.amount)))}`];
    if (parsed.fees.length > 0) parts.push(`fees and credits ${formatUsd(sum(parsed.fees.map((i) => i.amount)))}`);
    if (parsed.tax) parts.push(`tax ${formatUsd(parsed.tax.amount)}`);
    return `The total on line ${printed.lineNumber} is ${formatUsd(printed.amount)}, but ${parts.join(' + ')} = ${formatUsd(expected)}`;
  });
}

function balance(parsed: ParsedInvoice): Finding[] {
  const printed = parsed.balanceDue;
  if (!printed || (parsed.lineItems.length === 0 && !parsed.total)) return [];
  // Without a payment line a balance different from the total may include an earlier balance we cannot see.
  if (parsed.total && !parsed.amountPaid) return [];
  const base = parsed.total?.amount ?? expectedTotal(parsed);
  const paid = parsed.amountPaid?.amount ?? 0;
  const expected = roundCents(base - paid);
  return mismatch(
    'ARITHMETIC.BALANCE',
    printed,
    expected,
    () =>
      `The balance due on line ${printed.lineNumber} is ${formatUsd(printed.amount)}, but ${formatUsd(base)} less ${formatUsd(paid)} paid = ${formatUsd(expected)}`,
  );
}
