import { z } from 'zod';
import type { AmortizationYear } from './finance.ts';

// The underwriting engine's input schema and result shapes, shared by the engine's parts
// (operations, financing, metrics, projections) and by everything that reads a result.

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

export function metric(key: string, label: string, value: number | null, unit: MetricUnit, formula: string): Metric {
  return { key, label, value, unit, formula };
}
