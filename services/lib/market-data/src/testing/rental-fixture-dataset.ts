import { indexDataset, type MarketDataset } from '../dataset.ts';
import type { AcsHousingProfile, SerializedDataset } from '../dataset-types.ts';
import type { ListingMetrics } from '../rental-extras-types.ts';
import { fixtureSerialized, geo, region } from './fixture-dataset.ts';

/** A Realtor.com month of a middling market; each call overrides what its case is about. */
const TYPICAL_LISTING_MONTH: Omit<ListingMetrics, 'month' | 'name'> = {
  medianDaysOnMarket: 60,
  activeListings: 10_000,
  activeListingsChangeMonth: 0.02,
  activeListingsChangeYear: 0.15,
  medianListPrice: 500_000,
  medianListPricePerSqft: 250,
  medianSquareFeet: 2000,
  yearOverYearCaveat: false,
};

const listing = (month: string, name: string, over: Partial<ListingMetrics> = {}): ListingMetrics => ({
  month,
  name,
  ...TYPICAL_LISTING_MONTH,
  ...over,
});

/**
 * The hand-made fixture plus what the rental dashboard reads on top: Realtor.com listing months, home-type rents,
 * county populations, a fresh Travis County ZORI, and the New York, Manhattan (KS) and Philadelphia places that
 * the location search must tell apart. Newest month in it: 2024-10.
 */
export function rentalFixtureSerialized(): SerializedDataset {
  const base = fixtureSerialized();
  const travisAcs = base.acsCounty['48453'] as AcsHousingProfile;
  return {
    ...base,
    geo: {
      ...base.geo,
      '10001': geo('New York', 'NY', 'New York', 'New York', '36061'),
      '66502': geo('Manhattan', 'KS', 'Kansas', 'Riley', '20161'),
      '19103': geo('Philadelphia', 'PA', 'Pennsylvania', 'Philadelphia', '42101'),
    },
    counties: {
      ...base.counties,
      '36061': { fips: '36061', name: 'New York County', state: 'NY', stateName: 'New York' },
      '20161': { fips: '20161', name: 'Riley County', state: 'KS', stateName: 'Kansas' },
      '42101': { fips: '42101', name: 'Philadelphia County', state: 'PA', stateName: 'Pennsylvania' },
    },
    acsCounty: {
      ...base.acsCounty,
      '36061': { ...travisAcs, geoId: '0500000US36061', name: 'New York County, New York', occupiedUnits: 778_000 },
      '20161': { ...travisAcs, geoId: '0500000US20161', name: 'Riley County, Kansas', occupiedUnits: 27_000 },
    },
    tenureZcta: {
      ...base.tenureZcta,
      '10001': { occupied: 15_000, ownerOccupied: 3000, renterOccupied: 12_000, renterOccupiedMoe: 300 },
      '66502': { occupied: 20_000, ownerOccupied: 8000, renterOccupied: 12_000, renterOccupiedMoe: 300 },
      '19103': { occupied: 14_000, ownerOccupied: 4000, renterOccupied: 10_000, renterOccupiedMoe: 300 },
    },
    zoriCounty: {
      ...base.zoriCounty,
      // Travis County runs to 2024-10 (fresh); Cook County's series ends 2023-10, twelve months behind (stale).
      '48453': region(
        'Travis County',
        '2023-10',
        Array.from({ length: 13 }, (_, i) => 1600 + 5 * i),
        { state: 'TX', metro: 'Austin-Round Rock-Georgetown, TX' },
      ),
    },
    rental: {
      realtorMetro: {
        '12420': listing('2024-07', 'Austin-Round Rock-San Marcos, TX', {
          medianDaysOnMarket: 66,
          medianListPricePerSqft: 256,
          medianSquareFeet: 2065,
        }),
      },
      realtorCounty: {
        '48453': listing('2024-01', 'travis, tx', {
          medianDaysOnMarket: 79,
          medianListPricePerSqft: 342,
          medianSquareFeet: 1997,
          yearOverYearCaveat: true,
        }),
      },
      zoriMetroSfr: {
        'Austin, TX': region(
          'Austin, TX',
          '2023-09',
          Array.from({ length: 14 }, (_, i) => 2000 + 10 * i),
        ),
      },
      zoriMetroMfr: {},
      countyPopulation: { '48453': 1_334_961, '17031': 5_087_072, '36061': 1_645_867, '20161': 72_000 },
    },
  };
}

export function rentalFixtureDataset(): MarketDataset {
  return indexDataset(rentalFixtureSerialized());
}
