/**
 * Fees above what is usual or lawful. Each check compares a charge with a benchmark from
 * benchmarks.ts and cites it; the impact is only the part above the benchmark's ceiling.
 */
import { BENCHMARKS, LATE_FEE_CAPS, type Benchmark } from '../benchmarks.ts';
import { classifyCharge } from '../classify-charge.ts';
import { formatPercent, formatUsd, roundCents, sum } from '../money.ts';
import type { AgreementTerms } from '../terms/agreement-terms.ts';
import { allowedLeasing, allowedRenewal, type AllowedFee } from '../terms/allowed-lease-fees.ts';
import type { Finding, LineItem, ParsedInvoice, Rule, RuleInput } from '../types.ts';
import { chargedItems, describeLine, finding, statedDollars, statedPercent } from './describe.ts';
import { markupAboveAllowance, markupAllowance } from './markup-allowance.ts';

export const findExcessiveFees: Rule = (input) =>
  chargedItems(input.parsed).flatMap((item) => {
    switch (classifyCharge(item.description)) {
      case 'managementFee':
        return managementFee(item, input.parsed);
      case 'leasingFee':
        return leasingFee(item, input.parsed, input.terms);
      case 'renewalFee':
        return renewalFee(item, input.parsed, input.terms);
      case 'markup':
        return markup(item, input.parsed, input.terms);
      case 'tripCharge':
        return tripCharge(item);
      case 'emergencySurcharge':
        return emergencySurcharge(item, input.parsed);
      case 'cardSurcharge':
        return cardSurcharge(item, input.parsed);
      case 'junkFee':
        return junkFee(item);
      case 'lateFee':
        return lateFee(item, input);
      default:
        return [];
    }
  });

/** The rent a fee is based on: printed in the fee's own description first, else stated elsewhere on the invoice. */
function rentBasis(item: LineItem, fallback: number | null): number | null {
  const inLine = statedDollars(item.description);
  return inLine !== null && inLine > 0 && inLine !== Math.abs(item.amount) ? inLine : fallback;
}

function managementFee(item: LineItem, parsed: ParsedInvoice): Finding[] {
  const rent = rentBasis(item, parsed.context.rentCollected);
  const percent = rent ? (item.amount / rent) * 100 : statedPercent(item.description);
  const { ceiling } = BENCHMARKS.managementFeePercent;
  if (percent === null || percent <= ceiling + 0.01) return [];
  const allowed = rent ? (rent * ceiling) / 100 : (item.amount * ceiling) / percent;
  return aboveBenchmark(item, BENCHMARKS.managementFeePercent, {
    code: 'FEES.MANAGEMENT_FEE_ABOVE_RANGE',
    title: 'Management fee above the typical range',
    says: `is ${formatPercent(percent)} of ${rent ? `${formatUsd(rent)} collected rent` : 'collected rent'}`,
    afterBenchmark: `At ${ceiling}% the fee would be ${formatUsd(allowed)}.`,
    impact: item.amount - allowed,
  });
}

/**
 * A manager's fee invoice is held to the agreement's leasing or renewal fee when one was entered or printed on it
 * ('the leasing fee is 50% of the first month's rent'); the market benchmark applies otherwise.
 */
function aboveAgreedFee(item: LineItem, allowed: AllowedFee | null, name: 'leasing' | 'renewal'): Finding[] | null {
  if (!allowed?.agreed) return null;
  if (item.amount <= allowed.amount + 0.01) return [];
  return [
    finding({
      type: 'error',
      code: name === 'leasing' ? 'FEES.LEASING_FEE_ABOVE_AGREEMENT' : 'FEES.RENEWAL_FEE_ABOVE_AGREEMENT',
      title: `${name === 'leasing' ? 'Leasing' : 'Renewal'} fee above the agreed amount`,
      description: `${capitalise(describeLine(item))} charges a ${name} fee of ${formatUsd(item.amount)}; ${allowed.why}. Overcharge: ${formatUsd(item.amount - allowed.amount)}.`,
      lineRefs: [item.lineNumber],
      impact: item.amount - allowed.amount,
    }),
  ];
}

function leasingFee(item: LineItem, parsed: ParsedInvoice, terms: AgreementTerms): Finding[] {
  const rent = rentBasis(item, parsed.context.monthlyRent);
  const agreed = aboveAgreedFee(item, allowedLeasing(terms, rent), 'leasing');
  if (agreed) return agreed;
  const percent = statedPercent(item.description);
  const months = rent ? item.amount / rent : percent !== null ? percent / 100 : null;
  if (months === null || months <= BENCHMARKS.leasingFeeMonthsOfRent.ceiling + 0.0001) return [];
  const allowed = rent ?? item.amount / months;
  return aboveBenchmark(item, BENCHMARKS.leasingFeeMonthsOfRent, {
    code: 'FEES.LEASING_FEE_ABOVE_ONE_MONTH',
    title: "Leasing fee above one month's rent",
    says: `equals ${formatPercent(months * 100)} of one month's rent${rent ? ` (${formatUsd(rent)})` : ''}`,
    impact: item.amount - allowed,
  });
}

function renewalFee(item: LineItem, parsed: ParsedInvoice, terms: AgreementTerms): Finding[] {
  const rent = rentBasis(item, parsed.context.monthlyRent);
  const agreed = aboveAgreedFee(item, allowedRenewal(terms, rent), 'renewal');
  if (agreed) return agreed;
  const allowed = Math.max(BENCHMARKS.renewalFee.flatCeiling, rent ? rent * BENCHMARKS.renewalFee.ceiling : 0);
  if (item.amount <= allowed + 0.01) return [];
  return aboveBenchmark(item, BENCHMARKS.renewalFee, {
    code: 'FEES.RENEWAL_FEE_HIGH',
    title: 'Lease renewal fee above the typical range',
    says: `is above ${formatUsd(allowed)}${rent ? ` (half of the ${formatUsd(rent)} monthly rent, or $${BENCHMARKS.renewalFee.flatCeiling}, whichever is greater)` : ''}`,
    impact: item.amount - allowed,
  });
}

/**
 * A markup is read from a line that prints the cost ('Parts (cost $400.00 + 35%)'), from a markup-only
 * line ('Materials markup 35%'), whose base is the markup amount divided by the rate, or from a markup line
 * that prints neither ('Coordination / markup  96.00'), which marks up the charge printed right above it.
 */
function markup(item: LineItem, parsed: ParsedInvoice, terms: AgreementTerms): Finding[] {
  const cost = statedDollars(item.description);
  const printsCost = cost !== null && cost > 0 && cost < item.amount;
  const stated = statedPercent(item.description);
  const above = chargedItems(parsed).find((other) => other.lineNumber === item.lineNumber - 1 && other.amount > 0);
  const base = printsCost ? cost : stated === null && above ? above.amount : null;
  const onLineAbove = !printsCost && base !== null;
  const percent = stated ?? (base !== null ? ((onLineAbove ? item.amount : item.amount - base) / base) * 100 : null);
  if (percent === null || percent <= 0) return [];
  const markupBase = base ?? item.amount / (percent / 100);
  const allowance = markupAllowance(parsed, terms);
  if (allowance !== null && percent > allowance.percent + 0.01) {
    return [
      markupAboveAllowance(
        allowance,
        `${capitalise(describeLine(item))} applies a ${formatPercent(percent)} markup to ${formatUsd(markupBase)} of cost`,
        [item.lineNumber],
        (markupBase * (percent - allowance.percent)) / 100,
      ),
    ];
  }
  const { ceiling } = BENCHMARKS.materialsMarkupPercent;
  if (allowance !== null || percent <= ceiling + 0.01) return [];
  return aboveBenchmark(item, BENCHMARKS.materialsMarkupPercent, {
    code: 'FEES.MARKUP_ABOVE_TYPICAL',
    title: 'Markup above the typical range',
    says: `applies a ${formatPercent(percent)} markup to ${formatUsd(markupBase)} of cost`,
    impact: (markupBase * (percent - ceiling)) / 100,
  });
}

function tripCharge(item: LineItem): Finding[] {
  const { ceiling } = BENCHMARKS.tripChargeDollars;
  if (item.amount <= ceiling + 0.01) return [];
  return aboveBenchmark(item, BENCHMARKS.tripChargeDollars, {
    code: 'FEES.TRIP_CHARGE_HIGH',
    title: 'Trip charge above the typical range',
    says: `is above ${formatUsd(ceiling)}`,
    impact: item.amount - ceiling,
  });
}

function emergencySurcharge(item: LineItem, parsed: ParsedInvoice): Finding[] {
  const labour = sum(
    chargedItems(parsed)
      .filter((other) => classifyCharge(other.description) === 'labour')
      .map((other) => other.amount),
  );
  const allowed = Math.max(BENCHMARKS.emergencySurcharge.flatCeiling, labour * BENCHMARKS.emergencySurcharge.ceiling);
  if (item.amount <= allowed + 0.01) return [];
  return aboveBenchmark(item, BENCHMARKS.emergencySurcharge, {
    code: 'FEES.EMERGENCY_SURCHARGE_HIGH',
    title: 'After-hours or emergency surcharge above the typical range',
    says: `is more than ${formatUsd(allowed)}${labour > 0 ? ` (half of the ${formatUsd(labour)} labour billed, or $${BENCHMARKS.emergencySurcharge.flatCeiling}, whichever is greater)` : ''}`,
    impact: item.amount - allowed,
  });
}

function cardSurcharge(item: LineItem, parsed: ParsedInvoice): Finding[] {
  const base = parsed.subtotal?.amount ?? sum(parsed.lineItems.map((other) => other.amount));
  const percent = base > 0 ? (item.amount / base) * 100 : statedPercent(item.description);
  const { ceiling } = BENCHMARKS.cardSurchargePercent;
  if (percent === null || percent <= ceiling + 0.01) return [];
  const allowed = base > 0 ? (base * ceiling) / 100 : 0;
  return aboveBenchmark(item, BENCHMARKS.cardSurchargePercent, {
    code: 'FEES.JUNK_FEE',
    title: 'Card surcharge above the permitted rate',
    says: `is ${formatPercent(percent)} of the charges`,
    impact: item.amount - allowed,
  });
}

function junkFee(item: LineItem): Finding[] {
  if (item.amount <= BENCHMARKS.junkFee.ceiling) return [];
  return aboveBenchmark(item, BENCHMARKS.junkFee, {
    code: 'FEES.JUNK_FEE',
    title: 'Administrative or processing fee',
    says: `is an add-on fee that pays for no work on the property`,
    afterBenchmark: `Check that your agreement with the vendor lists it.`,
    impact: item.amount,
  });
}

/**
 * State caps are set on the monthly rent: a printed 'Monthly rent' line wins over a figure in the fee's
 * own line, and an annual rent or a past-due balance quoted there is never the basis.
 */
function monthlyRentBasis(item: LineItem, printedMonthly: number | null): number | null {
  if (printedMonthly !== null) return printedMonthly;
  if (/\b(?:annual|yearly|per\s+year|a\s+year|balance|total\s+due)\b/i.test(item.description)) return null;
  return rentBasis(item, null);
}

/** State caps apply to residential rent, so the rule needs both a state and the monthly rent. */
function lateFee(item: LineItem, input: RuleInput): Finding[] {
  const state = input.state;
  const cap = state ? LATE_FEE_CAPS[state] : undefined;
  const rent = monthlyRentBasis(item, input.parsed.context.monthlyRent);
  if (!state || !cap || rent === null) return [];
  const allowed = roundCents(cap.cap(rent));
  if (item.amount <= allowed + 0.01) return [];
  return [
    finding({
      type: 'error',
      code: 'FEES.LATE_FEE_ABOVE_STATE_CAP',
      title: 'Late fee above the state limit',
      description: `${capitalise(describeLine(item))} exceeds ${state}'s limit of ${cap.rule}, which is ${formatUsd(allowed)} on ${formatUsd(rent)} monthly rent. Statute: ${cap.statute ?? 'no citation on file for this entry'}.`,
      lineRefs: [item.lineNumber],
      impact: item.amount - allowed,
    }),
  ];
}

interface FeeAboveBenchmark {
  code: Finding['code'];
  title: string;
  /** What the fee is, said after the line's own name: "is above $150.00". */
  says: string;
  /** A sentence after the benchmark's rationale, when the finding has more to say. */
  afterBenchmark?: string;
  impact: number;
}

/** A fee above its benchmark: a warning on the fee's line that says what the fee is and quotes the benchmark. */
function aboveBenchmark(item: LineItem, benchmark: Benchmark, fee: FeeAboveBenchmark): Finding[] {
  const after = fee.afterBenchmark ? ` ${fee.afterBenchmark}` : '';
  return [
    finding({
      type: 'warning',
      code: fee.code,
      title: fee.title,
      description: `${capitalise(describeLine(item))} ${fee.says}. Benchmark: ${benchmark.source}. ${benchmark.rationale}${after}`,
      lineRefs: [item.lineNumber],
      impact: fee.impact,
    }),
  ];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
