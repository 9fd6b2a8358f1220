import { describe, expect, it } from 'vitest';
import { indexDataset } from './dataset.ts';
import { HUD_EXTRA_BEDROOM_STEP, estimatePropertyRent } from './property-estimates.ts';
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
