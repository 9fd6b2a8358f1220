import { indexDataset, type MarketDataset } from '../dataset.ts';
import type {
  AcsFigure,
  AcsHousingProfile,
  SerializedDataset,
  SourceId,
  ZillowRegionSeries,
} from '../dataset-types.ts';
import { SOURCE_URLS } from '../pipeline/source-urls.ts';

const fig = (value: number | null, moe: number | null = null): AcsFigure => ({ value, moe, qualifier: null });

/** A Zillow region whose series starts at `start`; `extra` overrides its rank, state, metro or county. */
export function region(
  name: string,
  start: string,
  values: (number | null)[],
  extra: Partial<ZillowRegionSeries> = {},
): ZillowRegionSeries {
  return { regionId: '', sizeRank: 1, name, state: '', metro: '', county: '', series: { start, values }, ...extra };
}

/** A ZIP's place, its county standing for its own statistics. */
export function geo(city: string, state: string, stateName: string, countyName: string, fips: string) {
  return { city, state, stateName, countyName, countyFips: fips, statCountyFips: fips, lat: 0, lon: 0 };
}

function acs(geoId: string, name: string, over: Partial<AcsHousingProfile> = {}): AcsHousingProfile {
  return {
    geoId,
    name,
    totalUnits: 2000,
    occupiedUnits: 1900,
    vacantUnits: 100,
    homeownerVacancyRate: fig(1),
    rentalVacancyRate: fig(5, 0.5),
    ownerOccupied: 900,
    renterOccupied: fig(1000, 50),
    medianRooms: 5,
    medianValue: fig(400_000, 5000),
    medianGrossRent: fig(1400, 20),
    unitsInStructure: {
      oneUnitDetached: 50,
      oneUnitAttached: 5,
      twoUnits: 2,
      threeToFourUnits: 3,
      fiveToNineUnits: 6,
      tenToNineteenUnits: 4,
      twentyOrMoreUnits: 28,
      mobileHome: 2,
      boatRvVan: 0,
    },
    // 25% in $200-300k, 50% in $300-500k, 25% in $500k-1M: quartiles 300k / 400k / 500k.
    valueDistribution: [0, 0, 0, 0, 25, 50, 25, 0],
    estimatedVacantForRent: 53,
    ...over,
  };
}

/** The metro ZORI rises linearly from $1,500 (2023-10) to $1,650 (2024-10): a factor of 1.1 over the year. */
export const METRO_ZORI = Array.from({ length: 13 }, (_, i) => 1500 + 12.5 * i);

/**
 * A tiny dataset with hand-picked numbers, so that tests can check estimates against values computed by hand.
 */
export function fixtureSerialized(): SerializedDataset {
  const sources = (Object.keys(SOURCE_URLS) as SourceId[]).map((id) => ({
    id,
    ...SOURCE_URLS[id],
    vintage: 'fixture',
    asOf: '2024-10',
  }));
  return {
    version: 4,
    builtAt: '2024-11-01T00:00:00Z',
    sources,
    geo: {
      '78701': geo('Austin', 'TX', 'Texas', 'Travis', '48453'),
      '78702': geo('Austin', 'TX', 'Texas', 'Travis', '48453'),
      '62701': geo('Springfield', 'IL', 'Illinois', 'Sangamon', '17167'),
      '65806': geo('Springfield', 'MO', 'Missouri', 'Greene', '29077'),
      '01103': geo('Springfield', 'MA', 'Massachusetts', 'Hampden', '25013'),
      '63101': geo('Saint Louis', 'MO', 'Missouri', 'St. Louis city', '29510'),
      '60614': geo('Chicago', 'IL', 'Illinois', 'Cook', '17031'),
    },
    counties: {
      '48453': { fips: '48453', name: 'Travis County', state: 'TX', stateName: 'Texas' },
      '17031': { fips: '17031', name: 'Cook County', state: 'IL', stateName: 'Illinois' },
      '17167': { fips: '17167', name: 'Sangamon County', state: 'IL', stateName: 'Illinois' },
      '29510': { fips: '29510', name: 'St. Louis city', state: 'MO', stateName: 'Missouri' },
      '29189': { fips: '29189', name: 'St. Louis County', state: 'MO', stateName: 'Missouri' },
    },
    countyCbsa: { '48453': '12420', '17031': '16980' },
    zhviZip: {
      '78701': region('78701', '2025-01', [600_000, 602_000, 604_000, 606_000, 608_000, 610_000], {
        metro: 'Austin-Round Rock-Georgetown, TX',
      }),
    },
    zhvfZip: {
      '78701': {
        baseMonth: '2025-06',
        oneMonthPct: -0.2,
        threeMonthPct: -0.8,
        oneYearPct: -2,
        oneYearTarget: '2026-06',
      },
    },
    zhviMetro: {
      // +1% a month for a year, then flat: 12-month change 12.68% from 2023-12 to 2024-12.
      'Austin, TX': region(
        'Austin, TX',
        '2023-12',
        Array.from({ length: 13 }, (_, i) => Math.round(400_000 * 1.01 ** i)),
      ),
    },
    zoriZip: {
      '78701': region('78701', '2023-09', [1900, 2000], { metro: 'Austin-Round Rock-Georgetown, TX' }),
    },
    zoriCity: {
      'springfield|MO': region('Springfield', '2024-01', [1000], { sizeRank: 126, state: 'MO' }),
      'springfield|MA': region('Springfield', '2024-01', [1300], { sizeRank: 236, state: 'MA' }),
      'springfield|IL': region('Springfield', '2024-01', [1100], { sizeRank: 346, state: 'IL' }),
      'austin|TX': region('Austin', '2024-08', [1700, 1710, 1720], {
        sizeRank: 10,
        state: 'TX',
        metro: 'Austin-Round Rock-Georgetown, TX',
      }),
    },
    zoriCounty: {
      '17031': region('Cook County', '2023-09', [1800, 1818], { state: 'IL' }),
    },
    zoriMetro: {
      'Austin, TX': region('Austin, TX', '2023-10', METRO_ZORI, { sizeRank: 30 }),
      'Chicago, IL': region(
        'Chicago, IL',
        '2023-10',
        Array.from({ length: 13 }, () => 2000),
        { sizeRank: 3 },
      ),
    },
    metroAliases: {
      'Austin-Round Rock-Georgetown, TX': 'Austin, TX',
      'Austin-Round Rock-San Marcos, TX': 'Austin, TX',
      'Chicago-Naperville-Elgin, IL-IN-WI': 'Chicago, IL',
    },
    metroCbsa: { 'Austin, TX': '12420', 'Chicago, IL': '16980' },
    safmr: {
      '78701': {
        hudAreaCode: 'METRO12420M12420',
        hudAreaName: 'Austin-Round Rock, TX MSA',
        rents: [1000, 1200, 1500, 1900, 2200],
        otherAreas: [],
      },
    },
    fmrCounty: {
      '17031': {
        name: 'Cook County',
        state: 'IL',
        hudAreaCode: 'METRO16980M16980',
        hudAreaName: 'Chicago',
        metro: true,
        rents: [1300, 1400, 1700, 2100, 2500],
        townsAggregated: 0,
      },
    },
    fmrTownByZip: {},
    acsCounty: {
      '48453': acs('0500000US48453', 'Travis County, Texas'),
      '17031': acs('0500000US17031', 'Cook County, Illinois', {
        rentalVacancyRate: fig(4.5, 0.2),
        estimatedVacantForRent: 47,
      }),
    },
    acsCbsa: {
      '12420': acs('310M700US12420', 'Austin-Round Rock-San Marcos, TX Metro Area', { rentalVacancyRate: fig(8, 1) }),
    },
    tenureZcta: {
      '78701': { occupied: 1000, ownerOccupied: 400, renterOccupied: 600, renterOccupiedMoe: 50 },
      '78702': { occupied: 500, ownerOccupied: 250, renterOccupied: 250, renterOccupiedMoe: 40 },
      '65806': { occupied: 3000, ownerOccupied: 1000, renterOccupied: 2000, renterOccupiedMoe: 100 },
    },
    taxCounty: {
      '48453': {
        name: 'Travis County',
        state: 'TX',
        effectiveRatePct: 1.8,
        medianHomeValue: 400_000,
        medianTaxesPaid: 7200,
      },
    },
    taxState: {
      TX: { medianCountyRatePct: 1.5, countyCount: 254 },
      IL: { medianCountyRatePct: 2.1, countyCount: 102 },
    },
    mortgage30: [
      { date: '2024-09-26', ratePct: 6.08 },
      { date: '2024-10-03', ratePct: 6.12 },
    ],
  };
}

export function fixtureDataset(): MarketDataset {
  return indexDataset(fixtureSerialized());
}
