import { describe, expect, it } from 'vitest';
import { checkAddressAgainstZip } from './address-place.ts';
import { withFlags } from './analyze-property.ts';
import { guardrailFlags, type GuardrailInput } from './guardrails.ts';
import { insuranceRateForState } from './insurance-by-state.ts';
import { underwrite } from './underwrite.ts';
import type { UnderwritingInput } from './underwrite-types.ts';

const calm: GuardrailInput = {
  capRatePct: 6,
  irrPct: 10,
  holdingYears: 5,
  monthlyRent: 2000,
  purchasePrice: 300_000,
  valueTrendPct: 2,
  rentalVacancyPct: 5,
  zipValue: 300_000,
  propertyType: 'single_family',
  hoaEntered: false,
};

describe('guardrails', () => {
  it('raises nothing for an ordinary deal', () => expect(guardrailFlags(calm)).toEqual([]));
  it('flags a Detroit-like deal: 19% cap rate, 55% IRR, rent 2.7% of price, $56k ZIP value', () => {
    const keys = guardrailFlags({
      ...calm,
      capRatePct: 19,
      irrPct: 55,
      monthlyRent: 1500,
      purchasePrice: 56_000,
      zipValue: 56_000,
    }).map((f) => f.key);
    expect(keys).toEqual(['high-cap-rate', 'high-irr', 'high-rent-to-price', 'low-price-level']);
  });
  it('asks for HOA dues on a condo', () => {
    expect(guardrailFlags({ ...calm, propertyType: 'condo' }).map((f) => f.key)).toEqual(['hoa-unknown']);
    expect(guardrailFlags({ ...calm, propertyType: 'condo', hoaEntered: true })).toEqual([]);
  });
  it('never leaves risk Low with flags: distressed → Moderate, too good → Elevated', () => {
    const low = { score: 10, maxScore: 100, level: 'Low' as const, parts: [] };
    expect(withFlags(low, [{ key: 'falling-values', label: '', message: '' }]).level).toBe('Moderate');
    expect(withFlags(low, [{ key: 'high-cap-rate', label: '', message: '' }]).level).toBe('Elevated');
    expect(withFlags({ ...low, level: 'High' }, [{ key: 'high-cap-rate', label: '', message: '' }]).level).toBe('High');
  });
});

describe('location consistency', () => {
  it('refuses an Austin street with a Manhattan ZIP, naming both places', () => {
    const c = checkAddressAgainstZip('500 Congress Ave, Austin, TX', '10001', { city: 'New York', state: 'NY' });
    expect(c.refusal).toBe(
      'The address is in Austin, TX but ZIP code 10001 is in New York, NY. Please check the ZIP code or the address.',
    );
  });
  it('only warns when the city differs within the state, and says nothing without a state', () => {
    expect(
      checkAddressAgainstZip('1 Main St, Brooklyn, NY 11201', '11201', { city: 'New York', state: 'NY' }).warnings,
    ).toHaveLength(1);
    expect(checkAddressAgainstZip('1 Main St', '11201', { city: 'New York', state: 'NY' })).toEqual({
      refusal: null,
      warnings: [],
    });
  });
});

describe('insurance by state and the equity multiple', () => {
  it('uses the state tier: Florida 1.2%, Texas 0.8%, Ohio 0.35%, elsewhere 0.5%', () => {
    expect([
      insuranceRateForState('FL').ratePct,
      insuranceRateForState('TX').ratePct,
      insuranceRateForState('OH').ratePct,
      insuranceRateForState('NY').ratePct,
    ]).toEqual([1.2, 0.8, 0.35, 0.5]);
  });
  it('is never negative: an underwater sale counts as equity paid in, not a negative return', () => {
    const deal: UnderwritingInput = {
      purchasePrice: 200_000,
      monthlyRent: 800,
      downPaymentPct: 5,
      interestRatePct: 7,
      loanTermYears: 30,
      closingCostsPct: 3,
      propertyTaxRatePct: 2,
      insuranceAnnual: 2000,
      vacancyPct: 10,
      managementPct: 10,
      maintenancePct: 5,
      capexPct: 5,
      hoaMonthly: 0,
      rentGrowthPct: 0,
      appreciationPct: -10,
      expenseGrowthPct: 3,
      sellingCostsPct: 8,
      holdingYears: 5,
    };
    const five = underwrite(deal).returns.find((r) => r.years === 5)!;
    expect(five.netSaleProceeds).toBeLessThan(0);
    expect(five.equityMultiple.value).toBe(0);
  });
});
