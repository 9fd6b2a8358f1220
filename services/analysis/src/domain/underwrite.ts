import { z } from 'zod';
import { amortize, irr, pmt, remainingBalance, sum, type AmortizationYear } from './finance.ts';
import { pct, ratio, usd } from './format.ts';

// Every rate in the input is in percent (6.5 means 6.5%), matching what a user types and what the
// assumptions show; the engine converts to fractions internally.
export const UnderwritingInputSchema = z.object({
  purchasePrice: z.number().positive(),
  monthlyRent: z.number().min(0),
  downPaymentPct: z.number().min(0).max(100),
  interestRatePct: z.number().min(0).max(30),
  loanTermYears: z.number().int().min(1).max(40),
  closingCostsPct: z.number().min(0).max(20),
  /** Annual property tax as a percent of the purchase price. */
  propertyTaxRatePct: z.number().min(0).max(10),
  insuranceAnnual: z.number().min(0),
  vacancyPct: z.number().min(0).max(100),
  /** Percent of collected rent (effective gross income), which is how managers bill. */
  managementPct: z.number().min(0).max(100),
  /** Percent of gross scheduled rent. */
  maintenancePct: z.number().min(0).max(100),
  /** Capital-expenditure reserve, percent of gross scheduled rent. */
  capexPct: z.number().min(0).max(100),
  /** HOA dues and any other fixed monthly cost. */
  hoaMonthly: z.number().min(0),
  rentGrowthPct: z.number().min(-50).max(50),
  appreciationPct: z.number().min(-50).max(50),
  expenseGrowthPct: z.number().min(-50).max(50),
  sellingCostsPct: z.number().min(0).max(100),
  holdingYears: z.number().int().min(1).max(40),
});

export type UnderwritingInput = z.infer<typeof UnderwritingInputSchema>;

export class InvalidUnderwritingInputError extends Error {
  readonly code = 'ANALYSIS.INVALID_UNDERWRITING_INPUT';
  constructor(readonly issues: string[]) {
    super(`Invalid underwriting input: ${issues.join('; ')}`);
    this.name = 'InvalidUnderwritingInputError';
  }
}

export type MetricUnit = 'USD' | 'USD/month' | 'USD/year' | 'percent' | 'ratio' | 'multiple';

/**
 * One computed figure. Percent metrics hold percent values (5.4 means 5.4%). `value` is null when the
 * metric is undefined for this deal (a DSCR without a loan, a GRM without rent); `formula` then says why.
 */
export interface Metric {
  key: string;
  label: string;
  value: number | null;
  unit: MetricUnit;
  formula: string;
}

export interface ProjectionYear {
  year: number;
  grossScheduledRent: number;
  effectiveGrossIncome: number;
  operatingExpenses: number;
  noi: number;
  debtService: number;
  cashFlow: number;
  propertyValue: number;
  loanBalance: number;
  equity: number;
}

export interface HorizonReturn {
  years: number;
  irr: Metric;
  equityMultiple: Metric;
  saleValue: number;
  sellingCosts: number;
  loanBalanceAtSale: number;
  netSaleProceeds: number;
  totalCashFlow: number;
  /** Year 0 is the cash invested (negative); the last year includes the net sale proceeds. */
  cashflows: number[];
}

export interface AmortizationSummary {
  loanAmount: number;
  monthlyPayment: number;
  totalInterest: number;
  totalPaid: number;
  yearly: AmortizationYear[];
}

export interface UnderwritingResult {
  input: UnderwritingInput;
  isAllCash: boolean;
  income: {
    grossScheduledRent: Metric;
    vacancyLoss: Metric;
    effectiveGrossIncome: Metric;
  };
  operatingExpenses: {
    propertyTax: Metric;
    insurance: Metric;
    management: Metric;
    maintenance: Metric;
    capexReserve: Metric;
    hoaOther: Metric;
    total: Metric;
  };
  noi: Metric;
  capRate: Metric;
  loanAmount: Metric;
  monthlyPrincipalAndInterest: Metric;
  annualDebtService: Metric;
  annualCashFlow: Metric;
  monthlyCashFlow: Metric;
  downPayment: Metric;
  closingCosts: Metric;
  totalCashInvested: Metric;
  cashOnCash: Metric;
  dscr: Metric;
  grm: Metric;
  onePercentRule: { passes: boolean; thresholdPct: number; ratio: Metric };
  breakEvenOccupancy: Metric;
  /** The purchase price at which year-one cash flow is exactly zero, all else equal. */
  breakEvenPrice: Metric;
  /** The monthly rent at which year-one cash flow is exactly zero, all else equal. */
  breakEvenRent: Metric;
  /** Always 5 and 10 years, plus the chosen holding period when it differs. */
  returns: HorizonReturn[];
  projection: ProjectionYear[];
  /** Null for an all-cash purchase. */
  amortization: AmortizationSummary | null;
}

const REPORTED_HORIZONS = [5, 10] as const;
const ONE_PERCENT_RULE_THRESHOLD_PCT = 1;

function metric(key: string, label: string, value: number | null, unit: MetricUnit, formula: string): Metric {
  return { key, label, value, unit, formula };
}

export function underwrite(rawInput: UnderwritingInput): UnderwritingResult {
  const parsed = UnderwritingInputSchema.safeParse(rawInput);
  if (!parsed.success) {
    throw new InvalidUnderwritingInputError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const input = parsed.data;
  const price = input.purchasePrice;
  const f = (valuePct: number) => valuePct / 100;

  // Year-one income.
  const gsr = input.monthlyRent * 12;
  const vacancyLoss = gsr * f(input.vacancyPct);
  const egi = gsr - vacancyLoss;

  // Year-one operating expenses.
  const propertyTax = price * f(input.propertyTaxRatePct);
  const insurance = input.insuranceAnnual;
  const management = egi * f(input.managementPct);
  const maintenance = gsr * f(input.maintenancePct);
  const capex = gsr * f(input.capexPct);
  const hoa = input.hoaMonthly * 12;
  const opex = propertyTax + insurance + management + maintenance + capex + hoa;
  const noi = egi - opex;

  // Financing.
  const downPayment = price * f(input.downPaymentPct);
  const loanAmount = price - downPayment;
  const isAllCash = loanAmount <= 0;
  const monthlyRate = f(input.interestRatePct) / 12;
  const termMonths = input.loanTermYears * 12;
  const monthlyPayment = isAllCash ? 0 : pmt(monthlyRate, termMonths, loanAmount);
  const annualDebtService = monthlyPayment * 12;
  const annualCashFlow = noi - annualDebtService;
  const closingCosts = price * f(input.closingCostsPct);
  const cashInvested = downPayment + closingCosts;

  const income = {
    grossScheduledRent: metric(
      'grossScheduledRent',
      'Gross scheduled rent (annual)',
      gsr,
      'USD/year',
      `Gross scheduled rent = monthly rent × 12 = ${usd(input.monthlyRent)} × 12 = ${usd(gsr)}`,
    ),
    vacancyLoss: metric(
      'vacancyLoss',
      'Vacancy loss (annual)',
      vacancyLoss,
      'USD/year',
      `Vacancy loss = gross scheduled rent × vacancy = ${usd(gsr)} × ${pct(input.vacancyPct)} = ${usd(vacancyLoss)}`,
    ),
    effectiveGrossIncome: metric(
      'effectiveGrossIncome',
      'Effective gross income (annual)',
      egi,
      'USD/year',
      `Effective gross income = gross scheduled rent - vacancy loss = ${usd(gsr)} - ${usd(vacancyLoss)} = ${usd(egi)}`,
    ),
  };

  const operatingExpenses = {
    propertyTax: metric(
      'propertyTax',
      'Property tax',
      propertyTax,
      'USD/year',
      `Property tax = purchase price × tax rate = ${usd(price)} × ${pct(input.propertyTaxRatePct, 2)} = ${usd(propertyTax)}`,
    ),
    insurance: metric('insurance', 'Insurance', insurance, 'USD/year', `Insurance = ${usd(insurance)} a year`),
    management: metric(
      'management',
      'Property management',
      management,
      'USD/year',
      `Management = effective gross income × ${pct(input.managementPct)} = ${usd(egi)} × ${pct(input.managementPct)} = ${usd(management)}`,
    ),
    maintenance: metric(
      'maintenance',
      'Maintenance',
      maintenance,
      'USD/year',
      `Maintenance = gross scheduled rent × ${pct(input.maintenancePct)} = ${usd(gsr)} × ${pct(input.maintenancePct)} = ${usd(maintenance)}`,
    ),
    capexReserve: metric(
      'capexReserve',
      'Capital expenditure reserve',
      capex,
      'USD/year',
      `CapEx reserve = gross scheduled rent × ${pct(input.capexPct)} = ${usd(gsr)} × ${pct(input.capexPct)} = ${usd(capex)}`,
    ),
    hoaOther: metric(
      'hoaOther',
      'HOA and other fixed costs',
      hoa,
      'USD/year',
      `HOA and other = monthly amount × 12 = ${usd(input.hoaMonthly)} × 12 = ${usd(hoa)}`,
    ),
    total: metric(
      'operatingExpenses',
      'Operating expenses (annual)',
      opex,
      'USD/year',
      `Operating expenses = property tax + insurance + management + maintenance + capex reserve + HOA/other = ` +
        `${[propertyTax, insurance, management, maintenance, capex, hoa].map((v) => usd(v)).join(' + ')} = ${usd(opex)}`,
    ),
  };

  const noiMetric = metric(
    'noi',
    'Net operating income (annual)',
    noi,
    'USD/year',
    `NOI = effective gross income - operating expenses = ${usd(egi)} - ${usd(opex)} = ${usd(noi)}`,
  );
  const capRatePct = (noi / price) * 100;
  const capRate = metric(
    'capRate',
    'Cap rate',
    capRatePct,
    'percent',
    `Cap rate = NOI / purchase price = ${usd(noi)} / ${usd(price)} = ${pct(capRatePct)}`,
  );

  const loanAmountMetric = metric(
    'loanAmount',
    'Loan amount',
    loanAmount,
    'USD',
    `Loan amount = purchase price × (1 - down payment) = ${usd(price)} × (1 - ${pct(input.downPaymentPct)}) = ${usd(loanAmount)}`,
  );
  const monthlyPaymentMetric = metric(
    'monthlyPrincipalAndInterest',
    'Monthly principal and interest',
    monthlyPayment,
    'USD/month',
    isAllCash
      ? 'Monthly principal and interest = $0 (all-cash purchase, no loan)'
      : `Monthly principal and interest = PMT(${pct(input.interestRatePct, 2)} / 12, ${termMonths} months, ${usd(loanAmount)}) = ${usd(monthlyPayment, true)}`,
  );
  const annualDebtServiceMetric = metric(
    'annualDebtService',
    'Annual debt service',
    annualDebtService,
    'USD/year',
    isAllCash
      ? 'Annual debt service = $0 (all-cash purchase, no loan)'
      : `Annual debt service = monthly payment × 12 = ${usd(monthlyPayment, true)} × 12 = ${usd(annualDebtService)}`,
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
  const downPaymentMetric = metric(
    'downPayment',
    'Down payment',
    downPayment,
    'USD',
    `Down payment = purchase price × ${pct(input.downPaymentPct)} = ${usd(price)} × ${pct(input.downPaymentPct)} = ${usd(downPayment)}`,
  );
  const closingCostsMetric = metric(
    'closingCosts',
    'Closing costs',
    closingCosts,
    'USD',
    `Closing costs = purchase price × ${pct(input.closingCostsPct)} = ${usd(price)} × ${pct(input.closingCostsPct)} = ${usd(closingCosts)}`,
  );
  const totalCashInvested = metric(
    'totalCashInvested',
    'Total cash invested',
    cashInvested,
    'USD',
    `Total cash invested = down payment + closing costs = ${usd(downPayment)} + ${usd(closingCosts)} = ${usd(cashInvested)}`,
  );

  const cocPct = cashInvested > 0 ? (annualCashFlow / cashInvested) * 100 : null;
  const cashOnCash = metric(
    'cashOnCash',
    'Cash-on-cash return',
    cocPct,
    'percent',
    cocPct === null
      ? 'Cash-on-cash return is not defined: no cash is invested'
      : `Cash-on-cash = annual cash flow / total cash invested = ${usd(annualCashFlow)} / ${usd(cashInvested)} = ${pct(cocPct)}`,
  );

  const dscrValue = annualDebtService > 0 ? noi / annualDebtService : null;
  const dscr = metric(
    'dscr',
    'Debt service coverage ratio',
    dscrValue,
    'ratio',
    dscrValue === null
      ? 'DSCR is not applicable: an all-cash purchase has no debt service'
      : `DSCR = NOI / annual debt service = ${usd(noi)} / ${usd(annualDebtService)} = ${ratio(dscrValue)}`,
  );

  const grmValue = gsr > 0 ? price / gsr : null;
  const grm = metric(
    'grm',
    'Gross rent multiplier',
    grmValue,
    'ratio',
    grmValue === null
      ? 'GRM is not defined: the property earns no rent'
      : `GRM = purchase price / gross scheduled rent = ${usd(price)} / ${usd(gsr)} = ${ratio(grmValue, 1)}`,
  );

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

  const breakEvenPrice = computeBreakEvenPrice(input, egi, { insurance, management, maintenance, capex, hoa });
  const breakEvenRent = computeBreakEvenRent(input, { propertyTax, insurance, hoa, annualDebtService });

  const horizons = [...new Set<number>([...REPORTED_HORIZONS, input.holdingYears])].sort((a, b) => a - b);
  const projectionYears = Math.max(...horizons);
  const projection = project(input, projectionYears, { loanAmount, monthlyRate, termMonths, monthlyPayment });
  const returns = horizons.map((years) => horizonReturn(input, years, projection, cashInvested));

  const amortization = isAllCash ? null : summarizeAmortization(loanAmount, monthlyRate, termMonths);

  return {
    input,
    isAllCash,
    income,
    operatingExpenses,
    noi: noiMetric,
    capRate,
    loanAmount: loanAmountMetric,
    monthlyPrincipalAndInterest: monthlyPaymentMetric,
    annualDebtService: annualDebtServiceMetric,
    annualCashFlow: annualCashFlowMetric,
    monthlyCashFlow: monthlyCashFlowMetric,
    downPayment: downPaymentMetric,
    closingCosts: closingCostsMetric,
    totalCashInvested,
    cashOnCash,
    dscr,
    grm,
    onePercentRule,
    breakEvenOccupancy,
    breakEvenPrice,
    breakEvenRent,
    returns,
    projection,
    amortization,
  };
}

/** The return at a given horizon (5, 10 or the holding period); undefined if that horizon was not computed. */
export function returnAt(result: UnderwritingResult, years: number): HorizonReturn | undefined {
  return result.returns.find((r) => r.years === years);
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
  const annualDebtPerDollar = loanShare > 0 ? pmt(input.interestRatePct / 100 / 12, input.loanTermYears * 12, 1) * 12 : 0;
  const perDollar = input.propertyTaxRatePct / 100 + annualDebtPerDollar * loanShare;
  const priceIndependentCosts = fixed.insurance + fixed.management + fixed.maintenance + fixed.capex + fixed.hoa;
  const headroom = egi - priceIndependentCosts;
  if (perDollar <= 0) {
    return metric('breakEvenPrice', label, null, 'USD', 'Break-even price is not defined: with no tax and no loan, cash flow does not depend on the price');
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
    return metric('breakEvenRent', label, null, 'USD/month', 'No rent breaks even: vacancy and rent-based costs consume every rent dollar');
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

function project(
  input: UnderwritingInput,
  years: number,
  loan: { loanAmount: number; monthlyRate: number; termMonths: number; monthlyPayment: number },
): ProjectionYear[] {
  const rows: ProjectionYear[] = [];
  for (let year = 1; year <= years; year += 1) {
    const rentFactor = (1 + input.rentGrowthPct / 100) ** (year - 1);
    const expenseFactor = (1 + input.expenseGrowthPct / 100) ** (year - 1);
    const gsr = input.monthlyRent * 12 * rentFactor;
    const egi = gsr * (1 - input.vacancyPct / 100);
    const opex =
      (input.purchasePrice * (input.propertyTaxRatePct / 100) + input.insuranceAnnual + input.hoaMonthly * 12) *
        expenseFactor +
      egi * (input.managementPct / 100) +
      gsr * ((input.maintenancePct + input.capexPct) / 100);
    const noi = egi - opex;
    const paymentsThisYear = Math.max(0, Math.min(12, loan.termMonths - (year - 1) * 12));
    const debtService = loan.loanAmount > 0 ? loan.monthlyPayment * paymentsThisYear : 0;
    const propertyValue = input.purchasePrice * (1 + input.appreciationPct / 100) ** year;
    const loanBalance =
      loan.loanAmount > 0 ? remainingBalance(loan.loanAmount, loan.monthlyRate, loan.termMonths, year * 12) : 0;
    rows.push({
      year,
      grossScheduledRent: gsr,
      effectiveGrossIncome: egi,
      operatingExpenses: opex,
      noi,
      debtService,
      cashFlow: noi - debtService,
      propertyValue,
      loanBalance,
      equity: propertyValue - loanBalance,
    });
  }
  return rows;
}

function horizonReturn(
  input: UnderwritingInput,
  years: number,
  projection: ProjectionYear[],
  cashInvested: number,
): HorizonReturn {
  const rows = projection.slice(0, years);
  const last = rows[rows.length - 1];
  const saleValue = last?.propertyValue ?? input.purchasePrice;
  const sellingCosts = saleValue * (input.sellingCostsPct / 100);
  const loanBalanceAtSale = last?.loanBalance ?? 0;
  const netSaleProceeds = saleValue - sellingCosts - loanBalanceAtSale;
  const yearlyCashFlows = rows.map((r) => r.cashFlow);
  const totalCashFlow = sum(yearlyCashFlows);
  const cashflows = [-cashInvested, ...yearlyCashFlows.map((cf, i) => (i === years - 1 ? cf + netSaleProceeds : cf))];

  const rate = cashInvested > 0 ? irr(cashflows) : null;
  const irrPct = rate === null ? null : rate * 100;
  const saleText =
    `net sale proceeds = value ${usd(saleValue)} - selling costs ${usd(sellingCosts)} - loan balance ${usd(loanBalanceAtSale)} = ${usd(netSaleProceeds)}`;
  const irrFormula =
    irrPct === null
      ? cashInvested > 0
        ? `${years}-year IRR is not defined: the cash flows (${cashflows.map((cf) => usd(cf)).join(', ')}) never turn positive, so the cash invested is not recovered`
        : `${years}-year IRR is not defined: no cash is invested`
      : `${years}-year IRR = the rate r at which -cash invested + Σ yearly cash flow / (1 + r)^t + net sale proceeds / (1 + r)^${years} = 0; ` +
        `cash flows ${cashflows.map((cf) => usd(cf)).join(', ')} (${saleText}) give r = ${pct(irrPct)}`;

  const multiple = cashInvested > 0 ? (totalCashFlow + netSaleProceeds) / cashInvested : null;
  const multipleFormula =
    multiple === null
      ? `${years}-year equity multiple is not defined: no cash is invested`
      : `${years}-year equity multiple = (total cash flow + net sale proceeds) / total cash invested = ` +
        `(${usd(totalCashFlow)} + ${usd(netSaleProceeds)}) / ${usd(cashInvested)} = ${ratio(multiple)}x`;

  return {
    years,
    irr: metric(`irr${years}Year`, `${years}-year IRR`, irrPct, 'percent', irrFormula),
    equityMultiple: metric(`equityMultiple${years}Year`, `${years}-year equity multiple`, multiple, 'multiple', multipleFormula),
    saleValue,
    sellingCosts,
    loanBalanceAtSale,
    netSaleProceeds,
    totalCashFlow,
    cashflows,
  };
}

function summarizeAmortization(loanAmount: number, monthlyRate: number, termMonths: number): AmortizationSummary {
  const schedule = amortize(loanAmount, monthlyRate, termMonths);
  return {
    loanAmount,
    monthlyPayment: schedule.monthlyPayment,
    totalInterest: schedule.totalInterest,
    totalPaid: schedule.totalPaid,
    yearly: schedule.yearly,
  };
}
