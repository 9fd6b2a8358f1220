import { describe, expect, it } from 'vitest';
import {
  ASSUMPTION_BANDS,
  INVESTOR_RATE_PREMIUM_PCT,
  PRODUCT_DEFAULTS,
  resolveAssumptions,
  type Assumption,
} from './assumptions.ts';
import { sampleMarketContext } from '../testing/market-context.ts';
import { InvalidUnderwritingInputError, UnderwritingInputSchema } from './underwrite-types.ts';

function byKey(assumptions: Assumption[], key: Assumption['key']): Assumption {
  const found = assumptions.find((a) => a.key === key);
  if (!found) throw new Error(`no assumption ${key}`);
  return found;
}

describe('resolveAssumptions', () => {
  it('produces a complete, valid underwriting input with one explained assumption per field', () => {
    const { input, assumptions } = resolveAssumptions(sampleMarketContext());
    expect(UnderwritingInputSchema.safeParse(input).success).toBe(true);
    expect(assumptions.map((a) => a.key).sort()).toEqual(Object.keys(UnderwritingInputSchema.shape).sort());
    for (const a of assumptions) {
      expect(a.rationale.length).toBeGreaterThan(10);
      expect(a.label.length).toBeGreaterThan(0);
    }
  });

  it('takes price and rent from the market estimates, citing their sources', () => {
    const { assumptions } = resolveAssumptions(sampleMarketContext());
    expect(byKey(assumptions, 'purchasePrice')).toMatchObject({ value: 250_000, source: { id: 'zillow-zhvi' } });
    expect(byKey(assumptions, 'monthlyRent')).toMatchObject({ value: 1_900, source: { id: 'hud-safmr' } });
  });

  it('uses the latest mortgage rate plus the investor premium, citing FRED and its date', () => {
    const rate = byKey(resolveAssumptions(sampleMarketContext()).assumptions, 'interestRatePct');
    expect(rate.value).toBeCloseTo(6.85 + INVESTOR_RATE_PREMIUM_PCT, 10);
    expect(rate.source).toEqual({
      id: 'fred-mortgage30us',
      label: 'FRED 30-year fixed mortgage rate',
      asOf: '2025-06-12',
    });
    expect(rate.rationale).toContain('6.85%');
    expect(rate.rationale).toContain('2025-06-12');
  });

  it('applies the county tax rate to the price and uses the local vacancy rate', () => {
    const { assumptions } = resolveAssumptions(sampleMarketContext());
    expect(byKey(assumptions, 'propertyTaxRatePct')).toMatchObject({ value: 1.05, source: { id: 'county-tax-rates' } });
    expect(byKey(assumptions, 'vacancyPct')).toMatchObject({ value: 6.2, source: { id: 'acs-b25004' } });
  });

  it('estimates insurance at 0.5% of the price a year and says why', () => {
    const insurance = byKey(resolveAssumptions(sampleMarketContext()).assumptions, 'insuranceAnnual');
    expect(insurance).toMatchObject({ value: 1_250, source: 'product default', unit: 'USD/year' });
    expect(insurance.rationale).toMatch(/No redistributable data set/);
  });

  it('recomputes insurance from an overridden price', () => {
    const { input } = resolveAssumptions(sampleMarketContext(), { purchasePrice: 300_000 });
    expect(input.insuranceAnnual).toBe(1_500);
  });

  it('uses the documented product defaults where no data applies', () => {
    const { input, assumptions } = resolveAssumptions(sampleMarketContext());
    expect(input).toMatchObject({
      downPaymentPct: 20,
      loanTermYears: 30,
      closingCostsPct: 3,
      managementPct: 8,
      maintenancePct: 5,
      capexPct: 5,
      hoaMonthly: 0,
      sellingCostsPct: 6,
      expenseGrowthPct: 3,
      holdingYears: 5,
    });
    expect(byKey(assumptions, 'managementPct')).toMatchObject({
      source: 'product default',
      rationale: PRODUCT_DEFAULTS.managementPct.rationale,
    });
  });

  it('takes rent growth from the rent trend and appreciation from the forecast when inside their bands', () => {
    const { assumptions } = resolveAssumptions(sampleMarketContext());
    expect(byKey(assumptions, 'rentGrowthPct')).toMatchObject({ value: 3.6, source: { id: 'zillow-zori' } });
    expect(byKey(assumptions, 'appreciationPct')).toMatchObject({ value: 2.1, source: { id: 'zillow-zhvf' } });
  });

  it('caps a runaway rent trend and a crashing forecast to the sane bands, saying so', () => {
    const context = sampleMarketContext({
      rentTrendTwelveMonthPct: { value: 14, source: { id: 'zillow-zori', label: 'ZORI' } },
      valueTrend: { forecastOneYearPct: { value: -9, source: { id: 'zillow-zhvf', label: 'ZHVF' } } },
      rentalVacancyPct: { value: 1.1, source: { id: 'acs-b25004', label: 'ACS' } },
    });
    const { assumptions } = resolveAssumptions(context);
    const rentGrowth = byKey(assumptions, 'rentGrowthPct');
    expect(rentGrowth.value).toBe(ASSUMPTION_BANDS.rentGrowthPct.max);
    expect(rentGrowth.rationale).toMatch(/14\.0%.*held to the 0\.0% to 4\.0% band/);
    expect(byKey(assumptions, 'appreciationPct').value).toBe(ASSUMPTION_BANDS.appreciationPct.min);
    expect(byKey(assumptions, 'vacancyPct').value).toBe(ASSUMPTION_BANDS.vacancyPct.min);
  });

  it('falls back to the metro trend for appreciation when there is no forecast', () => {
    const context = sampleMarketContext({
      valueTrend: { metroTwelveMonthPct: { value: 2.5, source: { id: 'zillow-zhvi-metro', label: 'ZHVI metro' } } },
    });
    expect(byKey(resolveAssumptions(context).assumptions, 'appreciationPct')).toMatchObject({
      value: 2.5,
      source: { id: 'zillow-zhvi-metro' },
    });
  });

  it('falls back to product defaults with their rationale when the data is missing', () => {
    const context = sampleMarketContext({ valueTrend: {} });
    delete context.mortgageRatePct;
    delete context.taxRatePct;
    delete context.rentalVacancyPct;
    delete context.rentTrendTwelveMonthPct;
    const { assumptions } = resolveAssumptions(context);
    for (const key of [
      'interestRatePct',
      'propertyTaxRatePct',
      'vacancyPct',
      'rentGrowthPct',
      'appreciationPct',
    ] as const) {
      expect(byKey(assumptions, key).source).toBe('product default');
    }
    expect(byKey(assumptions, 'interestRatePct').value).toBe(PRODUCT_DEFAULTS.mortgageRatePct.value);
  });

  it('lets the caller override any assumption, marked as a user override', () => {
    const { input, assumptions } = resolveAssumptions(sampleMarketContext(), {
      interestRatePct: 5.25,
      downPaymentPct: 25,
      hoaMonthly: 120,
      monthlyRent: undefined,
    });
    expect(input).toMatchObject({ interestRatePct: 5.25, downPaymentPct: 25, hoaMonthly: 120, monthlyRent: 1_900 });
    expect(byKey(assumptions, 'interestRatePct').source).toBe('user override');
    expect(byKey(assumptions, 'monthlyRent').source).toEqual({
      id: 'hud-safmr',
      label: 'HUD Small Area Fair Market Rent',
      asOf: 'FY2025',
    });
  });

  it('refuses an out-of-range or unknown override with a stable error code', () => {
    expect(() => resolveAssumptions(sampleMarketContext(), { vacancyPct: -5 })).toThrow(InvalidUnderwritingInputError);
    expect(() =>
      resolveAssumptions(sampleMarketContext(), { vacancy: 5 } as unknown as Record<string, number>),
    ).toThrow(InvalidUnderwritingInputError);
  });
});
