import { pmt } from './finance.ts';
import { pct, ratio, usd } from './format.ts';
import type { FinancingFigures } from './underwrite-financing.ts';
import type { OperatingFigures } from './underwrite-operations.ts';
import { metric, type Metric, type UnderwritingInput, type UnderwritingResult } from './underwrite-types.ts';

// Year-one return and coverage ratios, computed from the operating and financing figures.

const ONE_PERCENT_RULE_THRESHOLD_PCT = 1;

type YearOneMetrics = Pick<
  UnderwritingResult,
  | 'capRate'
  | 'annualCashFlow'
  | 'monthlyCashFlow'
  | 'cashOnCash'
  | 'dscr'
  | 'grm'
  | 'onePercentRule'
  | 'breakEvenOccupancy'
  | 'breakEvenPrice'
  | 'breakEvenRent'
>;

export function yearOneMetrics(input: UnderwritingInput, o: OperatingFigures, fin: FinancingFigures): YearOneMetrics {
  const price = input.purchasePrice;
  const { noi, gsr, egi, opex } = o;
  const { annualDebtService, cashInvested } = fin;
  const annualCashFlow = noi - annualDebtService;
  const capRatePct = (noi / price) * 100;
  const capRate = metric(
    'capRate',
    'Cap rate',
    capRatePct,
    'percent',
    `Cap rate = NOI / purchase price = ${usd(noi)} / ${usd(price)} = ${pct(capRatePct)}`,
  );

  const annualCashFlowMetric = metric(
    'annualCashFlow',
    'Annual cash flow (year one)',
    annualCashFlow,
    'USD/year',
    `Annual cash flow = NOI - annual debt service = ${usd(noi)} - ${usd(annualDebtService)} = ${usd(annualCashFlow)}`,
  );
  const monthlyCashFlowMetric = metric(
    'monthlyCashFlow',
    'Monthly cash flow (year one)',
    annualCashFlow / 12,
    'USD/month',
    `Monthly cash flow = annual cash flow / 12 = ${usd(annualCashFlow)} / 12 = ${usd(annualCashFlow / 12)}`,
  );
  const cashOnCash = quotient('cashOnCash', annualCashFlow, cashInvested, pct);
  const dscr = quotient('dscr', noi, annualDebtService, ratio);
  const grm = quotient('grm', price, gsr, (value) => ratio(value, 1));

  const onePercentRatioPct = (input.monthlyRent / price) * 100;
  const onePercentRule = {
    passes: onePercentRatioPct >= ONE_PERCENT_RULE_THRESHOLD_PCT,
    thresholdPct: ONE_PERCENT_RULE_THRESHOLD_PCT,
    ratio: metric(
      'onePercentRule',
      '1% rule (monthly rent / price)',
      onePercentRatioPct,
      'percent',
      `Monthly rent / purchase price = ${usd(input.monthlyRent)} / ${usd(price)} = ${pct(onePercentRatioPct, 2)} ` +
        `(${onePercentRatioPct >= ONE_PERCENT_RULE_THRESHOLD_PCT ? 'passes' : 'fails'}: the rule asks for 1.00% or more)`,
    ),
  };

  const breakEvenOccupancyPct = gsr > 0 ? ((opex + annualDebtService) / gsr) * 100 : null;
  const breakEvenOccupancy = metric(
    'breakEvenOccupancy',
    'Break-even occupancy',
    breakEvenOccupancyPct,
    'percent',
    breakEvenOccupancyPct === null
      ? 'Break-even occupancy is not defined: the property earns no rent'
      : `Break-even occupancy = (operating expenses + annual debt service) / gross scheduled rent = ` +
          `(${usd(opex)} + ${usd(annualDebtService)}) / ${usd(gsr)} = ${pct(breakEvenOccupancyPct)}`,
  );

  const breakEvenPrice = computeBreakEvenPrice(input, egi, o);
  const breakEvenRent = computeBreakEvenRent(input, { ...o, annualDebtService });

  return {
    capRate,
    annualCashFlow: annualCashFlowMetric,
    monthlyCashFlow: monthlyCashFlowMetric,
    cashOnCash,
    dscr,
    grm,
    onePercentRule,
    breakEvenOccupancy,
    breakEvenPrice,
    breakEvenRent,
  };
}

/** The metrics that are one figure over another, undefined (null, with the reason) when the second is not positive. */
const QUOTIENTS = {
  cashOnCash: {
    label: 'Cash-on-cash return',
    unit: 'percent',
    formula: 'Cash-on-cash = annual cash flow / total cash invested',
    undefinedWhy: 'Cash-on-cash return is not defined: no cash is invested',
  },
  dscr: {
    label: 'Debt service coverage ratio',
    unit: 'ratio',
    formula: 'DSCR = NOI / annual debt service',
    undefinedWhy: 'DSCR is not applicable: an all-cash purchase has no debt service',
  },
  grm: {
    label: 'Gross rent multiplier',
    unit: 'ratio',
    formula: 'GRM = purchase price / gross scheduled rent',
    undefinedWhy: 'GRM is not defined: the property earns no rent',
  },
} as const satisfies Record<
  string,
  { label: string; unit: 'percent' | 'ratio'; formula: string; undefinedWhy: string }
>;

/**
 * `over / under` (in percent for a percent metric), its formula quoting both amounts and the result as `show` spells
 * it.
 */
function quotient(key: keyof typeof QUOTIENTS, over: number, under: number, show: (value: number) => string): Metric {
  const { label, unit, formula, undefinedWhy } = QUOTIENTS[key];
  if (under <= 0) return metric(key, label, null, unit, undefinedWhy);
  const value = unit === 'percent' ? (over / under) * 100 : over / under;
  return metric(key, label, value, unit, `${formula} = ${usd(over)} / ${usd(under)} = ${show(value)}`);
}

// Cash flow is linear in price: property tax and debt service scale with it while the rent-driven costs
// and insurance (a dollar input) do not. Solving CF(P) = 0 gives the price at which the deal breaks even.
function computeBreakEvenPrice(
  input: UnderwritingInput,
  egi: number,
  fixed: { insurance: number; management: number; maintenance: number; capex: number; hoa: number },
): Metric {
  const label = 'Break-even purchase price';
  const loanShare = 1 - input.downPaymentPct / 100;
  const annualDebtPerDollar =
    loanShare > 0 ? pmt(input.interestRatePct / 100 / 12, input.loanTermYears * 12, 1) * 12 : 0;
  const perDollar = input.propertyTaxRatePct / 100 + annualDebtPerDollar * loanShare;
  const priceIndependentCosts = fixed.insurance + fixed.management + fixed.maintenance + fixed.capex + fixed.hoa;
  const headroom = egi - priceIndependentCosts;
  if (perDollar <= 0) {
    return metric(
      'breakEvenPrice',
      label,
      null,
      'USD',
      'Break-even price is not defined: with no tax and no loan, cash flow does not depend on the price',
    );
  }
  if (headroom <= 0) {
    return metric(
      'breakEvenPrice',
      label,
      null,
      'USD',
      `No price breaks even: effective gross income ${usd(egi)} does not cover the costs that do not depend on price, ${usd(priceIndependentCosts)}`,
    );
  }
  const price = headroom / perDollar;
  return metric(
    'breakEvenPrice',
    label,
    price,
    'USD',
    `Break-even price = (effective gross income - insurance, management, maintenance, capex and HOA) / ` +
      `(tax rate + annual debt service per loan dollar × loan share) = ${usd(headroom)} / ${(perDollar * 100).toFixed(4)}% = ${usd(price)}`,
  );
}

// Cash flow is also linear in rent: each rent dollar brings (1 - vacancy)(1 - management) - maintenance -
// capex of cash, while tax, insurance, HOA and debt service are fixed.
function computeBreakEvenRent(
  input: UnderwritingInput,
  fixed: { propertyTax: number; insurance: number; hoa: number; annualDebtService: number },
): Metric {
  const label = 'Break-even monthly rent';
  const keptPerRentDollar =
    (1 - input.vacancyPct / 100) * (1 - input.managementPct / 100) - input.maintenancePct / 100 - input.capexPct / 100;
  const fixedCosts = fixed.propertyTax + fixed.insurance + fixed.hoa + fixed.annualDebtService;
  if (keptPerRentDollar <= 0) {
    return metric(
      'breakEvenRent',
      label,
      null,
      'USD/month',
      'No rent breaks even: vacancy and rent-based costs consume every rent dollar',
    );
  }
  const rent = fixedCosts / (12 * keptPerRentDollar);
  return metric(
    'breakEvenRent',
    label,
    rent,
    'USD/month',
    `Break-even rent = (property tax + insurance + HOA + debt service) / (12 × share of rent kept) = ` +
      `${usd(fixedCosts)} / (12 × ${pct(keptPerRentDollar * 100)}) = ${usd(rent)}`,
  );
}
