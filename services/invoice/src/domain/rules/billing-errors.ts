/**
 * Billing errors that are not arithmetic: impossible or inconsistent dates, missing identity,
 * charges that cannot be checked (round lump sums, 'miscellaneous'), amounts clustered under an
 * approval limit, and sales tax on labour where the state does not tax it.
 */
import {
  BENCHMARKS,
  LABOUR_NOT_TAXABLE,
  MAX_COMBINED_SALES_TAX_RATE,
  ROUNDING_TOLERANCE_PER_LINE,
} from '../benchmarks.ts';
import { classifyCharge } from '../classify-charge.ts';
import { formatPercent, formatUsd, roundCents, sum } from '../money.ts';
import type { Finding, LineItem, ParsedInvoice, Rule } from '../types.ts';
import { expectedTotal } from './arithmetic.ts';
import { chargedItems, describeLine, describeLines, finding } from './describe.ts';
import { leastLabourTaxed } from './tax-bases.ts';

export const findBillingErrors: Rule = ({ parsed, today, state }) => [
  ...futureDates(parsed, today),
  ...serviceAfterInvoice(parsed, today),
  ...missingIdentity(parsed),
  ...roundAmounts(parsed),
  ...splitBelowThreshold(parsed),
  ...taxOnLabour(parsed, state),
  ...unexplainedMiscellaneous(parsed),
];

function invoiceAmount(parsed: ParsedInvoice): number {
  return parsed.total?.amount ?? parsed.balanceDue?.amount ?? expectedTotal(parsed);
}

function futureDates(parsed: ParsedInvoice, today: string): Finding[] {
  const findings: Finding[] = [];
  if (parsed.invoiceDate && parsed.invoiceDate > today) {
    findings.push(
      finding({
        type: 'error',
        code: 'BILLING.FUTURE_INVOICE_DATE',
        title: 'Invoice is dated in the future',
        description: `The invoice date ${parsed.invoiceDate} is after today (${today}). Rule: an invoice cannot be issued on a future date; it may be pre-billing or a typo that shifts the due date.`,
        lineRefs: [],
        impact: 0,
      }),
    );
  }
  const futureItems = chargedItems(parsed).filter((item) => item.date !== null && item.date > today);
  const futureHeader = parsed.serviceDates.filter((date) => date > today);
  if (futureItems.length > 0 || futureHeader.length > 0) {
    const where = futureItems.length > 0 ? describeLines(futureItems) : `the service date ${futureHeader.join(', ')}`;
    findings.push(
      finding({
        type: 'error',
        code: 'BILLING.FUTURE_SERVICE_DATE',
        title: 'Service dated in the future',
        description: `Work is billed for a date after today (${today}): ${where}. Rule: only work already performed can be billed.`,
        lineRefs: futureItems.map((item) => item.lineNumber),
        impact: futureItems.length > 0 ? sum(futureItems.map((item) => item.amount)) : invoiceAmount(parsed),
      }),
    );
  }
  return findings;
}

/**
 * Dates already in the future are reported by futureDates; this covers work dated after the invoice but not after
 * today.
 */
function serviceAfterInvoice(parsed: ParsedInvoice, today: string): Finding[] {
  const issued = parsed.invoiceDate;
  if (!issued) return [];
  const lateItems = chargedItems(parsed).filter(
    (item) => item.date !== null && item.date > issued && item.date <= today,
  );
  // A service period ('03/01/2025 - 03/31/2025') may legitimately be billed at its start, so only its first day counts.
  const firstServiceDay = [...parsed.serviceDates].sort()[0];
  const headerLate =
    lateItems.length === 0 && firstServiceDay !== undefined && firstServiceDay > issued && firstServiceDay <= today;
  if (lateItems.length === 0 && !headerLate) return [];
  const where = lateItems.length > 0 ? describeLines(lateItems) : `the service date ${firstServiceDay ?? ''}`;
  return [
    finding({
      type: 'warning',
      code: 'BILLING.SERVICE_AFTER_INVOICE_DATE',
      title: 'Service dated after the invoice',
      description: `The invoice is dated ${issued}, but ${where} is later. Rule: an invoice bills work already done; work dated after the invoice was billed before it was performed, or the dates are wrong.`,
      lineRefs: lateItems.map((item) => item.lineNumber),
      impact: lateItems.length > 0 ? sum(lateItems.map((item) => item.amount)) : 0,
    }),
  ];
}

function missingIdentity(parsed: ParsedInvoice): Finding[] {
  const findings: Finding[] = [];
  if (!parsed.invoiceNumber) {
    findings.push(
      finding({
        type: 'warning',
        code: 'BILLING.MISSING_INVOICE_NUMBER',
        title: 'No invoice number',
        description:
          'No invoice number was found. Rule: every invoice needs a unique number so that it can be matched to the work order and is not paid twice.',
        lineRefs: [],
        impact: 0,
      }),
    );
  }
  if (!parsed.vendor) {
    findings.push(
      finding({
        type: 'warning',
        code: 'BILLING.MISSING_VENDOR',
        title: 'No vendor name',
        description:
          'No vendor or business name was found. Rule: an invoice must identify who is billing, for payment, 1099 reporting and warranty claims.',
        lineRefs: [],
        impact: 0,
      }),
    );
  }
  return findings;
}

function roundAmounts(parsed: ParsedInvoice): Finding[] {
  const charges = parsed.lineItems.filter((item) => item.amount > 0);
  const lumpSums = charges.filter(
    (item) =>
      item.amount >= BENCHMARKS.roundAmounts.minimumAmount &&
      item.amount % 100 === 0 &&
      item.quantity === null &&
      item.unitPrice === null,
  );
  if (
    charges.length < BENCHMARKS.roundAmounts.minimumLines ||
    lumpSums.length / charges.length < BENCHMARKS.roundAmounts.share
  )
    return [];
  return [
    finding({
      type: 'info',
      code: 'BILLING.ROUND_AMOUNTS',
      title: 'Round lump-sum charges',
      description: `${lumpSums.length} of ${charges.length} lines are round hundreds with no quantity or rate: ${describeLines(lumpSums)}. Benchmark: ${BENCHMARKS.roundAmounts.source}. ${BENCHMARKS.roundAmounts.rationale}`,
      lineRefs: lumpSums.map((item) => item.lineNumber),
      impact: 0,
    }),
  ];
}

function splitBelowThreshold(parsed: ParsedInvoice): Finding[] {
  const charges = chargedItems(parsed).filter((item) => item.amount > 0);
  for (const threshold of BENCHMARKS.splitBilling.thresholds) {
    const justBelow = charges.filter(
      (item) => item.amount >= threshold * (1 - BENCHMARKS.splitBilling.band) && item.amount < threshold,
    );
    if (justBelow.length < BENCHMARKS.splitBilling.minimumLines) continue;
    const combined = sum(justBelow.map((item) => item.amount));
    return [
      finding({
        type: 'warning',
        code: 'BILLING.SPLIT_BELOW_APPROVAL_THRESHOLD',
        title: 'Charges split just under an approval limit',
        description: `${justBelow.length} charges each sit just under ${formatUsd(threshold)}: ${describeLines(justBelow)}; together ${formatUsd(combined)}. Benchmark: ${BENCHMARKS.splitBilling.source}. ${BENCHMARKS.splitBilling.rationale} Confirm the work was approved as one job.`,
        lineRefs: justBelow.map((item) => item.lineNumber),
        impact: 0,
      }),
    ];
  }
  return [];
}

function taxOnLabour(parsed: ParsedInvoice, state: string | null): Finding[] {
  const rule = state ? LABOUR_NOT_TAXABLE[state] : undefined;
  const tax = parsed.tax;
  if (!rule || !tax || tax.amount <= 0) return [];
  const items = parsed.lineItems;
  const labourItems = items.filter((item) => classifyCharge(item.description) === 'labour');
  if (labourItems.length === 0) return [];
  const base = parsed.subtotal?.amount ?? sum(items.map((item) => item.amount));
  const labour = sum(labourItems.map((item) => item.amount));
  const nonLabour = roundCents(base - labour);
  // Without a printed rate the tax only proves labour was taxed when, spread over the non-labour
  // charges alone, it would exceed any US combined sales-tax rate; the rate is then taken as tax / subtotal.
  if (tax.ratePercent === null && (nonLabour <= 0 || tax.amount / nonLabour <= MAX_COMBINED_SALES_TAX_RATE)) return [];
  const rate = tax.ratePercent !== null ? tax.ratePercent / 100 : base > 0 ? tax.amount / base : 0;
  const dueOnNonLabour = roundCents(Math.max(0, nonLabour) * rate);
  if (roundCents(tax.amount - dueOnNonLabour) <= ROUNDING_TOLERANCE_PER_LINE || rate <= 0) return [];
  // The tax on labour is the rate of the labour among the lines the tax was charged on, when those lines can be told.
  const labourTaxed = leastLabourTaxed(
    items.map((item) => ({ amount: item.amount, labour: labourItems.includes(item) })),
    tax.amount,
    rate,
  );
  const excess = labourTaxed ? roundCents(labourTaxed * rate) : roundCents(tax.amount - dueOnNonLabour);
  return [
    finding({
      type: 'warning',
      code: 'BILLING.SALES_TAX_ON_LABOUR',
      title: 'Sales tax charged on labour',
      description: `Tax of ${formatUsd(tax.amount)} on line ${tax.lineNumber} includes labour: at ${formatPercent(rate * 100)}, the non-labour charges (${formatUsd(nonLabour)}) carry ${formatUsd(dueOnNonLabour)} of tax${labourTaxed ? `, and the lines the tax was charged on include ${formatUsd(labourTaxed)} of labour` : ''}. Labour lines: ${describeLines(labourItems)}. Rule (${state}): ${rule.source}.`,
      lineRefs: [tax.lineNumber, ...labourItems.map((item) => item.lineNumber)],
      impact: excess,
    }),
  ];
}

function unexplainedMiscellaneous(parsed: ParsedInvoice): Finding[] {
  return chargedItems(parsed)
    .filter((item) => item.amount > 0 && classifyCharge(item.description) === 'miscellaneous' && !isExplained(item))
    .map((item) =>
      finding({
        type: 'warning',
        code: 'BILLING.UNEXPLAINED_MISCELLANEOUS',
        title: 'Unexplained miscellaneous charge',
        description: `${describeLine(item).replace(/^l/, 'L')} does not say what it is for. Rule: ${BENCHMARKS.miscellaneousCharge.source}. ${BENCHMARKS.miscellaneousCharge.rationale}`,
        lineRefs: [item.lineNumber],
        impact: item.amount,
      }),
    );
}

/** 'Misc. fittings: 4 elbows, 2 couplings, thread tape' explains itself; 'Misc. supplies' does not. */
function isExplained(item: LineItem): boolean {
  // 'Paint and sundries' names the material; the sundries are its brushes, tape and rollers (painting-trade usage).
  if (/\b(?!misc|other|various)[a-z]{4,}\s+(?:and|&)\s+sundries\b/i.test(item.description)) return true;
  const rest = item.description
    .replace(
      /\b(misc\.?|miscellaneous|sundry|sundries|other|charges?|various|items|incidentals?|supplies|materials|fees?|expenses?)\b/gi,
      ' ',
    )
    .split(/[^a-z0-9]+/i)
    .filter((word) => word.length > 2);
  return rest.length >= 3;
}
