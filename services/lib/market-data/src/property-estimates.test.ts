import { describe, expect, it } from 'vitest';
import { indexDataset } from './dataset.ts';
import { HUD_EXTRA_BEDROOM_STEP, RANGE_CALIBRATION, estimatePropertyRent, estimatePropertyValue } from './property-estimates.ts';
import { fixtureSerialized } from './test-support/fixture-dataset.ts';

// A fixture metro with round numbers so each factor can be checked by hand: all homes $400k; 1-5+ bedrooms
// $200k/$300k/$400k/$500k/$700k; bottom and top thirds $250k and $640k; single-family $420k, condo $320k;
// Realtor.com median listing 2,000 sq ft. The ZIP (78701) has a ZHVI of $610,000.
function dataset() {
  const ds = fixtureSerialized();
  ds.property = {
    metro: {
      'Austin, TX': {
        month: '2025-02',
        allHomes: 400_000,
        byBedrooms: [200_000, 300_000, 400_000, 500_000, 700_000],
        bottomTier: 250_000,
        topTier: 640_000,
        homeType: { month: '2025-03', allHomes: 400_000, singleFamily: 420_000, condo: 320_000 },
      },
    },
    state: {},
  };
  const listing = { month: '2025-07', name: 'Austin-Round Rock-San Marcos, TX', medianDaysOnMarket: 60, activeListings: 1, activeListingsChangeMonth: null, activeListingsChangeYear: null, medianListPrice: 500_000, medianListPricePerSqft: 250, medianSquareFeet: 2000, yearOverYearCaveat: false };
  (ds as unknown as { rental: unknown }).rental = { realtorMetro: { '12420': listing }, realtorCounty: {}, zoriMetroSfr: {}, zoriMetroMfr: {}, countyPopulation: {} };
  return indexDataset(ds);
}

describe('estimatePropertyValue', () => {
  const ds = dataset();
  it('uses the ZIP ZHVI unchanged for a 3-bedroom home (the 3-bedroom value equals all homes)', () => {
    expect(estimatePropertyValue(ds, '78701', { bedrooms: 3 })?.point).toBe(610_000);
  });
  it('counts bedrooms above four: 5 bedrooms × 700/400 = 1.75 → $1,067,500 → $1,068,000', () => {
    const e = estimatePropertyValue(ds, '78701', { bedrooms: 5 });
    expect(e?.point).toBe(1_068_000);
    expect(e?.inputsUsed).toContain('5 bedrooms');
    expect(e?.sources.map((s) => [s.id, s.asOf])).toContainEqual(['zillow-zhvi-bedrooms-tiers', '2025-02']);
  });
  it('scales by size with elasticity 0.6: 4,000 sq ft against 2,000 → 2^0.6 = 1.5157 → $925,000', () => {
    expect(estimatePropertyValue(ds, '78701', { livingAreaSqft: 4000 })?.point).toBe(925_000);
  });
  it('averages bedrooms and size on a log scale: 4 bd (×1.25) at the median size → √1.25 = 1.118 → $682,000', () => {
    expect(estimatePropertyValue(ds, '78701', { bedrooms: 4, livingAreaSqft: 2000 })?.point).toBe(682_000);
  });
  it('adjusts for home type: condo 320/400 = 0.8 → $488,000', () => {
    expect(estimatePropertyValue(ds, '78701', { propertyType: 'condo' })?.point).toBe(488_000);
  });
  it('counts bathrooms: 3 bd with 3 baths is one over the typical 2 → +3% → $628,300 → $628,000', () => {
    expect(estimatePropertyValue(ds, '78701', { bedrooms: 3, bathrooms: 3 })?.point).toBe(628_000);
  });
  it('gives a wider range without facts: σ from the tier spread, ln(640/250)/1.6832 = 0.5585, with 0.05 ZIP error', () => {
    const none = estimatePropertyValue(ds, '78701', {});
    const sigma = RANGE_CALIBRATION.value * Math.hypot(Math.log(640 / 250) / 1.6832, 0.05);
    expect(none?.sigma).toBeCloseTo(sigma, 3);
    const withBeds = estimatePropertyValue(ds, '78701', { bedrooms: 3 });
    expect((withBeds?.high ?? 0) - (withBeds?.low ?? 0)).toBeLessThan((none?.high ?? 0) - (none?.low ?? 0));
  });
});

describe('estimatePropertyRent', () => {
  const ds = dataset();
  it('adds 15% of the 4-bedroom rent per bedroom above four (HUD rule)', () => {
    const four = estimatePropertyRent(ds, '78701', { bedrooms: 4 })!.point;
    expect(estimatePropertyRent(ds, '78701', { bedrooms: 5 })!.point).toBe(Math.round(four * (1 + HUD_EXTRA_BEDROOM_STEP)));
    expect(estimatePropertyRent(ds, '78701', { bedrooms: 6 })!.point).toBe(Math.round(four * (1 + 2 * HUD_EXTRA_BEDROOM_STEP)));
  });
  it('scales by size without bedrooms: 3,000 sq ft against 2,000 → 1.5^0.4 = 1.1761', () => {
    const typical = estimatePropertyRent(ds, '78701', {})!.point;
    expect(estimatePropertyRent(ds, '78701', { livingAreaSqft: 3000 })!.point).toBe(Math.round(typical * 1.5 ** 0.4));
  });
  it('states the method, the inputs used and a range around the point', () => {
    const e = estimatePropertyRent(ds, '78701', { bedrooms: 2, bathrooms: 1.5 })!;
    expect(e.inputsUsed).toEqual(['2 bedrooms', '1.5 bathrooms']);
    expect(e.low).toBeLessThan(e.point);
    expect(e.high).toBeGreaterThan(e.point);
    expect(e.method).toMatch(/80% log-normal interval/);
  });
});
