import { describe, expect, it } from 'vitest';
import { indexDataset } from './dataset.ts';
import { estimatePropertyRent } from './property-estimates.ts';
import { estimatePropertyRentModel } from './property-rent.ts';
import { fixtureSerialized } from './testing/fixture-dataset.ts';

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
  const listing = {
    month: '2025-07',
    name: 'Austin-Round Rock-San Marcos, TX',
    medianDaysOnMarket: 60,
    activeListings: 1,
    activeListingsChangeMonth: null,
    activeListingsChangeYear: null,
    medianListPrice: 500_000,
    medianListPricePerSqft: 250,
    medianSquareFeet: 2000,
    yearOverYearCaveat: false,
  };
  (ds as unknown as { rental: unknown }).rental = {
    realtorMetro: { '12420': listing },
    realtorCounty: {},
    zoriMetroSfr: {},
    zoriMetroMfr: {},
    countyPopulation: {},
  };
  return indexDataset(ds);
}

describe('estimatePropertyRent', () => {
  const ds = dataset();
  it('is the fitted rent model (property-rent.ts, hand-computed cases in property-rent.test.ts)', () => {
    const profile = { bedrooms: 3, bathrooms: 2, livingAreaSqft: 1400, propertyType: 'single_family' as const };
    expect(estimatePropertyRent(ds, '78701', profile)).toEqual(estimatePropertyRentModel(ds, '78701', profile));
  });
  it('states the method, the anchor, the inputs used and a range around the point', () => {
    const e = estimatePropertyRent(ds, '78701', { bedrooms: 2, bathrooms: 1.5 })!;
    expect(e.inputsUsed).toEqual(['2 bedrooms', '1.5 bathrooms']);
    expect(e.low).toBeLessThan(e.point);
    expect(e.high).toBeGreaterThan(e.point);
    expect(e.method).toMatch(/80% log-normal interval/);
    expect(e.method).toMatch(/anchor: zip-zori/);
  });
});
