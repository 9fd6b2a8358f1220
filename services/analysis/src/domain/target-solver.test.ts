import { describe, expect, it } from 'vitest';
import { metricValue, sensitivityTable, solveTarget } from './target-solver.ts';
import { underwrite } from './underwrite.ts';
import type { UnderwritingInput } from './underwrite-types.ts';

// The hand-checked deal of underwrite.test.ts. Costs that do not depend on the price: insurance $1,000,
// management $1,824, maintenance and capex $1,200 each = $5,224; EGI $22,800. So NOI(P) = $17,576 - 1.2% × P
// and the cap rate is 17,576 / P - 1.2%. Rent R: NOI = 12R × 0.95 × 0.92 - 12R × 0.10 - $3,400 = 9.288R - $3,400.
const base: UnderwritingInput = {
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

describe('solveTarget', () => {
  it('finds the highest price for a 6% cap rate: 17,576 / 0.072 = $244,111', () => {
    const s = solveTarget(base, 'capRate', 6);
    expect(s.maxPurchasePrice).toBe(244_111);
    expect(metricValue(underwrite({ ...base, purchasePrice: s.maxPurchasePrice! }), 'capRate')).toBeGreaterThanOrEqual(
      6,
    );
  });
  it('finds the lowest rent for an 8% cap rate at $200,000: (16,000 + 3,400) / 9.288 = $2,088.71 → $2,089', () => {
    expect(solveTarget(base, 'capRate', 8).minMonthlyRent).toBe(2_089);
  });
  it('solves cash-on-cash by the engine: at the solved price the target is met and $10 more misses it', () => {
    const s = solveTarget(base, 'cashOnCash', 8);
    const at = (p: number) => metricValue(underwrite({ ...base, purchasePrice: p }), 'cashOnCash');
    expect(at(s.maxPurchasePrice!)).toBeGreaterThanOrEqual(8);
    expect(at(s.maxPurchasePrice! + 10)).toBeLessThan(8);
  });
  it('answers null when no price reaches the target: $300 rent keeps 12 × 300 × (0.95 × 0.92 - 0.10) = $2,786, less than $5,000 insurance', () => {
    const s = solveTarget({ ...base, monthlyRent: 300, insuranceAnnual: 5_000 }, 'dscr', 1.2);
    expect(s.maxPurchasePrice).toBeNull();
    expect(s.explanation).toMatch(/no purchase price reaches it/);
  });
  it('solves IRR, which falls as the price rises', () => {
    const s = solveTarget(base, 'irr', 12);
    expect(metricValue(underwrite({ ...base, purchasePrice: s.maxPurchasePrice! }), 'irr')).toBeGreaterThanOrEqual(12);
    expect(metricValue(underwrite({ ...base, purchasePrice: s.maxPurchasePrice! + 100 }), 'irr')).toBeLessThan(12);
  });
});

describe('sensitivityTable', () => {
  it('has 25 cells; the centre is the deal itself and a 10% lower price raises the cap rate to 17,816 / 180,000 = 9.90%', () => {
    const t = sensitivityTable(base);
    expect(t.cells).toHaveLength(25);
    const centre = t.cells.find((c) => c.priceChangePct === 0 && c.rentChangePct === 0)!;
    expect(centre.capRatePct).toBeCloseTo(7.588, 3);
    const cheaper = t.cells.find((c) => c.priceChangePct === -10 && c.rentChangePct === 0)!;
    expect(cheaper.capRatePct).toBeCloseTo(((17_576 - 0.012 * 180_000) / 180_000) * 100, 6);
  });
});
