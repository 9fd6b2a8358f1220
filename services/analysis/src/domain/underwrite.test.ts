import { describe, expect, it } from 'vitest';
import { returnAt, underwrite } from './underwrite.ts';
import { InvalidUnderwritingInputError, type UnderwritingInput } from './underwrite-types.ts';

// A deal small enough to check by hand:
//   rent $2,000 × 12 = $24,000; vacancy 5% = $1,200; EGI $22,800
//   tax 1.2% × $200,000 = $2,400; insurance $1,000; management 8% × $22,800 = $1,824;
//   maintenance 5% and capex 5% of $24,000 = $1,200 each; opex $7,624; NOI $15,176
//   loan $160,000 at 6.5% / 30 years = $1,011.31 a month, $12,135.71 a year
const baseInput: UnderwritingInput = {
  purchasePrice: 200_000,
  monthlyRent: 2_000,
  downPaymentPct: 20,
  interestRatePct: 6.5,
  loanTermYears: 30,
  closingCostsPct: 3,
  propertyTaxRatePct: 1.2,
  insuranceAnnual: 1_000,
  vacancyPct: 5,
  managementPct: 8,
  maintenancePct: 5,
  capexPct: 5,
  hoaMonthly: 0,
  rentGrowthPct: 3,
  appreciationPct: 3,
  expenseGrowthPct: 3,
  sellingCostsPct: 6,
  holdingYears: 5,
};

describe('underwrite: a financed rental checked by hand', () => {
  const result = underwrite(baseInput);

  it('computes income: $24,000 scheduled, $1,200 vacancy, $22,800 effective', () => {
    expect(result.income.grossScheduledRent.value).toBe(24_000);
    expect(result.income.vacancyLoss.value).toBe(1_200);
    expect(result.income.effectiveGrossIncome.value).toBe(22_800);
  });

  it('itemises operating expenses totalling $7,624', () => {
    const e = result.operatingExpenses;
    expect(e.propertyTax.value).toBeCloseTo(2_400, 8);
    expect(e.insurance.value).toBe(1_000);
    expect(e.management.value).toBeCloseTo(1_824, 8);
    expect(e.maintenance.value).toBeCloseTo(1_200, 8);
    expect(e.capexReserve.value).toBeCloseTo(1_200, 8);
    expect(e.hoaOther.value).toBe(0);
    expect(e.total.value).toBeCloseTo(7_624, 8);
  });

  it('gives NOI $15,176 and a 7.59% cap rate', () => {
    expect(result.noi.value).toBeCloseTo(15_176, 8);
    expect(result.capRate.value).toBeCloseTo(7.588, 8);
  });

  it('finances $160,000 at $1,011.31 a month and $12,135.71 a year', () => {
    expect(result.loanAmount.value).toBe(160_000);
    expect(result.monthlyPrincipalAndInterest.value).toBeCloseTo(1011.31, 2);
    expect(result.annualDebtService.value).toBeCloseTo(12_135.71, 2);
  });

  it('leaves $3,040.29 a year ($253.36 a month) of cash flow on $46,000 invested (6.61% cash-on-cash)', () => {
    expect(result.annualCashFlow.value).toBeCloseTo(3_040.29, 2);
    expect(result.monthlyCashFlow.value).toBeCloseTo(253.36, 2);
    expect(result.downPayment.value).toBe(40_000);
    expect(result.closingCosts.value).toBe(6_000);
    expect(result.totalCashInvested.value).toBe(46_000);
    expect(result.cashOnCash.value).toBeCloseTo(6.6093, 3);
  });

  it('reports DSCR 1.25, GRM 8.3, a passing 1% rule and 82.3% break-even occupancy', () => {
    expect(result.dscr.value).toBeCloseTo(1.2505, 4);
    expect(result.grm.value).toBeCloseTo(8.3333, 4);
    expect(result.onePercentRule.passes).toBe(true);
    expect(result.onePercentRule.ratio.value).toBeCloseTo(1, 10);
    expect(result.breakEvenOccupancy.value).toBeCloseTo(82.332, 3);
  });

  it('writes each formula with the real numbers substituted', () => {
    expect(result.noi.formula).toBe('NOI = effective gross income - operating expenses = $22,800 - $7,624 = $15,176');
    expect(result.capRate.formula).toBe('Cap rate = NOI / purchase price = $15,176 / $200,000 = 7.6%');
    expect(result.dscr.formula).toBe('DSCR = NOI / annual debt service = $15,176 / $12,136 = 1.25');
    expect(result.monthlyPrincipalAndInterest.formula).toBe(
      'Monthly principal and interest = PMT(6.50% / 12, 360 months, $160,000) = $1,011.31',
    );
    expect(result.onePercentRule.ratio.formula).toContain('= 1.00% (passes');
  });

  it('projects a sale after 5 years: value $231,855, net proceeds $68,166, IRR 15.44%, multiple 1.91x', () => {
    const five = returnAt(result, 5);
    expect(five?.saleValue).toBeCloseTo(231_854.81, 2);
    expect(five?.loanBalanceAtSale).toBeCloseTo(149_777.56, 2);
    expect(five?.netSaleProceeds).toBeCloseTo(68_165.96, 2);
    expect(five?.cashflows.map((c) => Math.round(c * 100) / 100)).toEqual([
      -46_000, 3_040.29, 3_495.57, 3_964.51, 4_447.52, 73_110.98,
    ]);
    expect(five?.irr.value).toBeCloseTo(15.4398, 3);
    expect(five?.equityMultiple.value).toBeCloseTo(1.9143, 4);
  });

  it('projects a sale after 10 years: IRR 16.97%, multiple 3.69x', () => {
    const ten = returnAt(result, 10);
    expect(ten?.netSaleProceeds).toBeCloseTo(117_014.48, 2);
    expect(ten?.irr.value).toBeCloseTo(16.9672, 3);
    expect(ten?.equityMultiple.value).toBeCloseTo(3.6877, 4);
  });

  it('summarises amortization by year, matching the balance used at sale', () => {
    expect(result.amortization?.yearly).toHaveLength(30);
    expect(result.amortization?.yearly[4]?.balance).toBeCloseTo(149_777.56, 2);
    expect(result.amortization?.monthlyPayment).toBeCloseTo(1011.31, 2);
  });

  it('finds the rent ($1,672.66) and the price at which year-one cash flow is zero', () => {
    expect(result.breakEvenRent.value).toBeCloseTo(1_672.66, 2);
    const atRent = underwrite({ ...baseInput, monthlyRent: result.breakEvenRent.value ?? 0 });
    expect(atRent.annualCashFlow.value).toBeCloseTo(0, 6);
    const atPrice = underwrite({ ...baseInput, purchasePrice: result.breakEvenPrice.value ?? 0 });
    expect(atPrice.annualCashFlow.value).toBeCloseTo(0, 6);
    expect(result.breakEvenPrice.value).toBeGreaterThan(baseInput.purchasePrice);
  });
});

describe('underwrite: edge cases', () => {
  it('when bought for cash, there is no debt service, DSCR is null and there is no amortization', () => {
    const result = underwrite({ ...baseInput, downPaymentPct: 100 });
    expect(result.isAllCash).toBe(true);
    expect(result.annualDebtService.value).toBe(0);
    expect(result.dscr.value).toBeNull();
    expect(result.dscr.formula).toMatch(/not applicable/);
    expect(result.amortization).toBeNull();
    expect(result.annualCashFlow.value).toBeCloseTo(15_176, 8);
    expect(result.totalCashInvested.value).toBe(206_000);
    expect(returnAt(result, 5)?.loanBalanceAtSale).toBe(0);
  });

  it('when the property earns no rent, GRM and break-even occupancy are null and cash flow is negative', () => {
    const result = underwrite({ ...baseInput, monthlyRent: 0 });
    expect(result.grm.value).toBeNull();
    expect(result.breakEvenOccupancy.value).toBeNull();
    expect(result.onePercentRule.passes).toBe(false);
    expect(result.noi.value).toBeCloseTo(-3_400, 8);
    expect(result.annualCashFlow.value).toBeLessThan(0);
    expect(result.breakEvenPrice.value).toBeNull();
    expect(result.breakEvenPrice.formula).toMatch(/No price breaks even/);
  });

  it('when the price is high for the rent, cash flow and cash-on-cash are negative and the 1% rule fails', () => {
    const result = underwrite({ ...baseInput, purchasePrice: 450_000 });
    expect(result.monthlyCashFlow.value).toBeLessThan(0);
    expect(result.cashOnCash.value).toBeLessThan(0);
    expect(result.onePercentRule.passes).toBe(false);
    expect(result.dscr.value).toBeLessThan(1);
    expect(result.breakEvenPrice.value).toBeLessThan(450_000);
  });

  it('when nothing is invested (no down payment, no closing costs), IRR and cash-on-cash are null', () => {
    const result = underwrite({ ...baseInput, downPaymentPct: 0, closingCostsPct: 0 });
    expect(result.totalCashInvested.value).toBe(0);
    expect(result.cashOnCash.value).toBeNull();
    expect(returnAt(result, 5)?.irr.value).toBeNull();
    expect(returnAt(result, 5)?.equityMultiple.value).toBeNull();
  });

  it('when the loan is paid off before the sale, debt service stops and the balance is zero', () => {
    const result = underwrite({ ...baseInput, loanTermYears: 5, holdingYears: 10 });
    expect(result.projection[4]?.debtService).toBeGreaterThan(0);
    expect(result.projection[5]?.debtService).toBe(0);
    expect(returnAt(result, 10)?.loanBalanceAtSale).toBe(0);
  });

  it('reports the chosen holding period alongside 5 and 10 years', () => {
    const result = underwrite({ ...baseInput, holdingYears: 7 });
    expect(result.returns.map((r) => r.years)).toEqual([5, 7, 10]);
    expect(result.projection).toHaveLength(10);
  });

  it('with a zero interest rate, the loan is repaid in equal instalments', () => {
    const result = underwrite({ ...baseInput, interestRatePct: 0 });
    expect(result.monthlyPrincipalAndInterest.value).toBeCloseTo(160_000 / 360, 8);
  });

  it('refuses invalid input with a stable error code', () => {
    expect(() => underwrite({ ...baseInput, purchasePrice: 0 })).toThrow(InvalidUnderwritingInputError);
    try {
      underwrite({ ...baseInput, vacancyPct: 120 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidUnderwritingInputError);
      expect((error as InvalidUnderwritingInputError).code).toBe('ANALYSIS.INVALID_UNDERWRITING_INPUT');
      expect((error as InvalidUnderwritingInputError).issues[0]).toMatch(/vacancyPct/);
    }
  });
});
