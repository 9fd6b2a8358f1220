import { describe, expect, it } from 'vitest';
import { indexDataset } from './dataset.ts';
import { BEDROOM_VALUE_WEIGHT, HUD_EXTRA_BEDROOM_STEP, RANGE_CALIBRATION, estimatePropertyRent, estimatePropertyValue } from './property-estimates.ts';
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
  it('counts bedrooms above four with the fitted share of the ratio: 5 bedrooms × (700/400)^0.65 = 1.43873 → $877,625 → $878,000', () => {
    expect(BEDROOM_VALUE_WEIGHT).toBe(0.65);
    const e = estimatePropertyValue(ds, '78701', { bedrooms: 5 });
    expect(e?.point).toBe(878_000);
    expect(e?.inputsUsed).toContain('5 bedrooms');
    expect(e?.sources.map((s) => [s.id, s.asOf])).toContainEqual(['zillow-zhvi-bedrooms-tiers', '2025-02']);
  });
  it('scales by size with elasticity 0.6: 4,000 sq ft against 2,000 → 2^0.6 = 1.5157 → $925,000', () => {
    expect(estimatePropertyValue(ds, '78701', { livingAreaSqft: 4000 })?.point).toBe(925_000);
  });
  it('averages bedrooms and size on a log scale: 4 bd (1.25^0.65 = 1.15610) at the median size → √1.15610 = 1.07522 → $656,000', () => {
    expect(estimatePropertyValue(ds, '78701', { bedrooms: 4, livingAreaSqft: 2000 })?.point).toBe(656_000);
  });
  it('counts bedrooms and condo once: a 2-bedroom condo is the condo series itself, 0.8 → $488,000 (not 0.75^0.65 × 0.8 = $405,000)', () => {
    const e = estimatePropertyValue(ds, '78701', { bedrooms: 2, propertyType: 'condo' });
    expect(e?.point).toBe(488_000);
    // The condo factor keeps only what the 2-bedroom position (0.75^0.65 = 0.82945) does not explain: 0.8 / 0.82945.
    expect(e?.adjustments.find((a) => a.name === 'home type')?.factor).toBeCloseTo(0.9645, 4);
  });
  it('moves a condo from its typical 2 bedrooms by the bedroom ladder: 1 bd → 0.8 × (200/300)^0.65 = 0.61466 → $375,000', () => {
    expect(estimatePropertyValue(ds, '78701', { bedrooms: 1, propertyType: 'condo' })?.point).toBe(375_000);
  });
  it('gives a 3-bedroom townhouse the log mean of single-family (1.05) and the rest of the condo effect (0.9645): ×1.00634 → $614,000', () => {
    expect(estimatePropertyValue(ds, '78701', { bedrooms: 3, propertyType: 'townhouse' })?.point).toBe(614_000);
  });
  it('widens a condo range by half the log of its type factor', () => {
    const plain = estimatePropertyValue(ds, '78701', { bedrooms: 1 })!;
    const condo = estimatePropertyValue(ds, '78701', { bedrooms: 1, propertyType: 'condo' })!;
    expect(condo.sigma).toBeCloseTo(Math.hypot(plain.sigma, RANGE_CALIBRATION.value * 0.5 * Math.log(1 / 0.9645)), 3);
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
