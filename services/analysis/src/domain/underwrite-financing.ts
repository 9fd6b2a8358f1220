import { amortizeByYear, pmt } from './finance.ts';
import { pct, usd } from './format.ts';
import { metric, type AmortizationSummary, type Metric, type UnderwritingInput } from './underwrite-types.ts';

/** The loan and the cash a deal needs, in dollars. */
export interface FinancingFigures {
  downPayment: number;
  loanAmount: number;
  isAllCash: boolean;
  monthlyRate: number;
  termMonths: number;
  monthlyPayment: number;
  annualDebtService: number;
  closingCosts: number;
  cashInvested: number;
}

export function financingFigures(input: UnderwritingInput): FinancingFigures {
  const price = input.purchasePrice;
  const downPayment = price * (input.downPaymentPct / 100);
  const loanAmount = price - downPayment;
  const isAllCash = loanAmount <= 0;
  const monthlyRate = input.interestRatePct / 100 / 12;
  const termMonths = input.loanTermYears * 12;
  const monthlyPayment = isAllCash ? 0 : pmt(monthlyRate, termMonths, loanAmount);
  const closingCosts = price * (input.closingCostsPct / 100);
  return {
    downPayment,
    loanAmount,
    isAllCash,
    monthlyRate,
    termMonths,
    monthlyPayment,
    annualDebtService: monthlyPayment * 12,
    closingCosts,
    cashInvested: downPayment + closingCosts,
  };
}

export interface FinancingMetrics {
  loanAmount: Metric;
  monthlyPrincipalAndInterest: Metric;
  annualDebtService: Metric;
  downPayment: Metric;
  closingCosts: Metric;
  totalCashInvested: Metric;
}

export function financingMetrics(input: UnderwritingInput, fin: FinancingFigures): FinancingMetrics {
  const price = input.purchasePrice;
  return {
    loanAmount: metric(
      'loanAmount',
      'Loan amount',
      fin.loanAmount,
      'USD',
      `Loan amount = purchase price × (1 - down payment) = ${usd(price)} × (1 - ${pct(input.downPaymentPct)}) = ${usd(fin.loanAmount)}`,
    ),
    monthlyPrincipalAndInterest: metric(
      'monthlyPrincipalAndInterest',
      'Monthly principal and interest',
      fin.monthlyPayment,
      'USD/month',
      fin.isAllCash
        ? 'Monthly principal and interest = $0 (all-cash purchase, no loan)'
        : `Monthly principal and interest = PMT(${pct(input.interestRatePct, 2)} / 12, ${fin.termMonths} months, ${usd(fin.loanAmount)}) = ${usd(fin.monthlyPayment, true)}`,
    ),
    annualDebtService: metric(
      'annualDebtService',
      'Annual debt service',
      fin.annualDebtService,
      'USD/year',
      fin.isAllCash
        ? 'Annual debt service = $0 (all-cash purchase, no loan)'
        : `Annual debt service = monthly payment × 12 = ${usd(fin.monthlyPayment, true)} × 12 = ${usd(fin.annualDebtService)}`,
    ),
    downPayment: metric(
      'downPayment',
      'Down payment',
      fin.downPayment,
      'USD',
      `Down payment = purchase price × ${pct(input.downPaymentPct)} = ${usd(price)} × ${pct(input.downPaymentPct)} = ${usd(fin.downPayment)}`,
    ),
    closingCosts: metric(
      'closingCosts',
      'Closing costs',
      fin.closingCosts,
      'USD',
      `Closing costs = purchase price × ${pct(input.closingCostsPct)} = ${usd(price)} × ${pct(input.closingCostsPct)} = ${usd(fin.closingCosts)}`,
    ),
    totalCashInvested: metric(
      'totalCashInvested',
      'Total cash invested',
      fin.cashInvested,
      'USD',
      `Total cash invested = down payment + closing costs = ${usd(fin.downPayment)} + ${usd(fin.closingCosts)} = ${usd(fin.cashInvested)}`,
    ),
  };
}

export function summarizeAmortization(fin: FinancingFigures): AmortizationSummary | null {
  if (fin.isAllCash) return null;
  const schedule = amortizeByYear(fin.loanAmount, fin.monthlyRate, fin.termMonths);
  return {
    loanAmount: fin.loanAmount,
    monthlyPayment: schedule.monthlyPayment,
    totalInterest: schedule.totalInterest,
    totalPaid: schedule.totalPaid,
    yearly: schedule.yearly,
  };
}
