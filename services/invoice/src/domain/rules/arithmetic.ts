/**
 * Arithmetic: each line's quantity times rate, the lines against the subtotal, the tax against its
 * printed rate, and the totals against their parts. The impact is the overcharge only; an
 * undercharge is still reported, with an impact of 0, because the invoice is wrong either way.
 */
import { ROUNDING_TOLERANCE_PER_LINE } from '../benchmarks.ts';
import { classifyCharge } from '../classify-charge.ts';
import { formatPercent, formatUsd, roundCents, sum } from '../money.ts';
import type { Finding, FindingCode, LineItem, ParsedInvoice, Rule } from '../types.ts';
import { describeLine, finding } from './describe.ts';
import { taxExplainedBySomeLines } from './tax-bases.ts';

export const findArithmeticErrors: Rule = ({ parsed }) => [
  ...[...parsed.lineItems, ...parsed.fees].flatMap(lineExtension),
  ...subtotal(parsed),
  ...tax(parsed),
  ...total(parsed),
  ...balance(parsed),
];

function differs(printed: number, expected: number): boolean {
  return Math.abs(roundCents(printed - expected)) > ROUNDING_TOLERANCE_PER_LINE;
}

/** A printed figure that differs from what its parts give: `statement` says what was printed and what it should be. */
function mismatch(code: FindingCode, title: string, line: number, printed: number, expected: number, statement: string, rule: string): Finding[] {
  const over = printed - expected;
  return [
    finding({
      type: 'error',
      code,
      title,
      description: `${statement} (${over > 0 ? 'over' : 'under'} by ${formatUsd(Math.abs(over))}). Rule: ${rule}`,
      lineRefs: [line],
      impact: over,
    }),
  ];
}

function lineExtension(item: LineItem): Finding[] {
  if (item.quantity === null || item.unitPrice === null || item.quantity === 0) return [];
  const expected = roundCents(item.quantity * item.unitPrice);
  if (!differs(item.amount, expected)) return [];
  return mismatch(
    'ARITHMETIC.LINE_EXTENSION',
    'Line amount does not match quantity x rate',
    item.lineNumber,
    item.amount,
    expected,
    `On ${describeLine(item)}, ${item.quantity} x ${formatUsd(item.unitPrice)} = ${formatUsd(expected)}, but ${formatUsd(item.amount)} is charged`,
    "a line's amount is its quantity times its unit price.",
  );
}

function subtotal(parsed: ParsedInvoice): Finding[] {
  if (!parsed.subtotal || parsed.lineItems.length === 0) return [];
  const lines = sum(parsed.lineItems.map((item) => item.amount));
  if (!differs(parsed.subtotal.amount, lines)) return [];
  return mismatch(
    'ARITHMETIC.SUBTOTAL',
    'Subtotal does not match the line items',
    parsed.subtotal.lineNumber,
    parsed.subtotal.amount,
    lines,
    `The ${parsed.lineItems.length} line items add up to ${formatUsd(lines)}, but the subtotal on line ${parsed.subtotal.lineNumber} is ${formatUsd(parsed.subtotal.amount)}`,
    'the subtotal is the sum of the lines.',
  );
}

/** Bases a printed tax rate may legitimately apply to: everything, everything but fees, or only non-labour lines. */
export function taxBases(parsed: ParsedInvoice): number[] {
  const lines = parsed.subtotal?.amount ?? sum(parsed.lineItems.map((item) => item.amount));
  const fees = sum(parsed.fees.map((item) => item.amount));
  const labour = sum([...parsed.lineItems, ...parsed.fees].filter((item) => classifyCharge(item.description) === 'labour').map((item) => item.amount));
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
  return mismatch(
    'ARITHMETIC.TAX_RATE',
    'Tax does not match the stated rate',
    line.lineNumber,
    line.amount,
    expected,
    `Line ${line.lineNumber} charges ${formatUsd(line.amount)} of tax at ${formatPercent(line.ratePercent)}, but ${formatPercent(line.ratePercent)} of the taxable amount is ${formatUsd(expected)}`,
    'tax equals the printed rate times the amount it applies to.',
  );
}

/** The total the parts add up to: subtotal (or the lines), fees and credits, and tax. */
export function expectedTotal(parsed: ParsedInvoice): number {
  const lines = parsed.subtotal?.amount ?? sum(parsed.lineItems.map((item) => item.amount));
  return sum([lines, ...parsed.fees.map((item) => item.amount), parsed.tax?.amount ?? 0]);
}

function total(parsed: ParsedInvoice): Finding[] {
  const printed = parsed.total;
  if (!printed || (parsed.lineItems.length === 0 && !parsed.subtotal)) return [];
  const expected = expectedTotal(parsed);
  // Some invoices print the total after deducting a deposit; that total is also consistent.
  const afterPayment = roundCents(expected - (parsed.amountPaid?.amount ?? 0));
  if (!differs(printed.amount, expected) || !differs(printed.amount, afterPayment)) return [];
  const parts = [`subtotal ${formatUsd(parsed.subtotal?.amount ?? sum(parsed.lineItems.map((i) => i.amount)))}`];
  if (parsed.fees.length > 0) parts.push(`fees and credits ${formatUsd(sum(parsed.fees.map((i) => i.amount)))}`);
  if (parsed.tax) parts.push(`tax ${formatUsd(parsed.tax.amount)}`);
  return mismatch(
    'ARITHMETIC.TOTAL',
    'Total does not add up',
    printed.lineNumber,
    printed.amount,
    expected,
    `The total on line ${printed.lineNumber} is ${formatUsd(printed.amount)}, but ${parts.join(' + ')} = ${formatUsd(expected)}`,
    'the total is the subtotal plus fees and tax.',
  );
}

function balance(parsed: ParsedInvoice): Finding[] {
  const printed = parsed.balanceDue;
  if (!printed || (parsed.lineItems.length === 0 && !parsed.total)) return [];
  const base = parsed.total?.amount ?? expectedTotal(parsed);
  const expected = roundCents(base - (parsed.amountPaid?.amount ?? 0));
  // Without a payment line a balance different from the total may include an earlier balance we cannot see.
  if (parsed.total && !parsed.amountPaid) return [];
  if (!differs(printed.amount, expected)) return [];
  return mismatch(
    'ARITHMETIC.BALANCE',
    'Balance due does not add up',
    printed.lineNumber,
    printed.amount,
    expected,
    `The balance due on line ${printed.lineNumber} is ${formatUsd(printed.amount)}, but ${formatUsd(base)} less ${formatUsd(parsed.amountPaid?.amount ?? 0)} paid = ${formatUsd(expected)}`,
    'balance due is the total less payments.',
  );
}
