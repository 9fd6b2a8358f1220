import {
  round,
  sourceRef,
  type AcsHousingProfile,
  type MarketDataset,
  type ResolvedLocation,
  type SourceRef,
} from '@realty/market-data';
import { absent, figure, type MarketFigure } from './market-figure.ts';

export interface PropertyTypeShare {
  type: string;
  percentage: number;
  averageRent: number | null;
}

export interface AcsChoice {
  profile: AcsHousingProfile;
  sourceId: 'acs-2024-dp04-county' | 'acs-2023-dp04-cbsa';
  /** The survey years of the 5-year estimate. */
  vintage: string;
  /** "Travis County, TX" or "Austin, TX metro". */
  geography: string;
  level: 'county' | 'metro';
}

/** County ACS for ZIP, city and county views (ACS publishes DP04 per county, not per ZIP); CBSA ACS for metros. */
export function acsFor(
  ds: MarketDataset,
  r: ResolvedLocation,
  countyName: string | null,
  metroName: string | null,
): AcsChoice | null {
  const county = r.countyFips ? ds.acsCounty.get(r.countyFips) : undefined;
  if (county && r.kind !== 'metro') {
    return {
      profile: county,
      sourceId: 'acs-2024-dp04-county',
      vintage: '2020-2024',
      geography: countyName ?? county.name,
      level: 'county',
    };
  }
  const cbsa = r.kind === 'metro' ? r.cbsa : r.countyFips ? (ds.countyCbsa.get(r.countyFips) ?? null) : null;
  const metro = cbsa ? ds.acsCbsa.get(cbsa) : undefined;
  if (!metro) return null;
  return {
    profile: metro,
    sourceId: 'acs-2023-dp04-cbsa',
    vintage: '2019-2023',
    geography: metroName ? `${metroName} metro` : metro.name,
    level: 'metro',
  };
}

export function acsWhere(acs: AcsChoice) {
  return { geography: acs.geography, level: acs.level, period: acs.vintage, sourceId: acs.sourceId };
}

const TYPE_GROUPS: { type: string; keys: (keyof AcsHousingProfile['unitsInStructure'])[] }[] = [
  { type: 'Single-family detached', keys: ['oneUnitDetached'] },
  { type: 'Single-family attached (townhouse)', keys: ['oneUnitAttached'] },
  { type: 'Small multifamily (2-4 units)', keys: ['twoUnits', 'threeToFourUnits'] },
  { type: 'Mid-size apartments (5-19 units)', keys: ['fiveToNineUnits', 'tenToNineteenUnits'] },
  { type: 'Large apartments (20+ units)', keys: ['twentyOrMoreUnits'] },
  { type: 'Mobile home', keys: ['mobileHome'] },
];

export function propertyTypes(profile: AcsHousingProfile): PropertyTypeShare[] {
  const out: PropertyTypeShare[] = [];
  for (const group of TYPE_GROUPS) {
    const parts = group.keys.map((k) => profile.unitsInStructure[k]);
    if (parts.some((p) => p === null)) continue;
    const percentage = round(
      parts.reduce((s: number, p) => s + (p ?? 0), 0),
      1,
    );
    if (percentage > 0) out.push({ type: group.type, percentage, averageRent: null });
  }
  return out.sort((a, b) => b.percentage - a.percentage);
}

export interface InventoryEstimate {
  figure: MarketFigure;
  sources: SourceRef[];
}

/** Vacant units for rent, estimated from renter households and the rental vacancy rate; never a listing count. */
export function inventoryFor(ds: MarketDataset, r: ResolvedLocation, acs: AcsChoice | null): InventoryEstimate {
  const label = 'Estimated vacant units for rent';
  const rate = acs?.profile.rentalVacancyRate.value ?? null;
  if (!acs || rate === null || rate >= 100) {
    return {
      figure: absent(
        'inventoryCount',
        label,
        'count',
        'Cannot be derived: renter households or the rental vacancy rate is missing.',
      ),
      sources: [],
    };
  }
  const formula = `renter households x ${rate}% / (100 - ${rate}%)`;
  if (r.kind === 'zip' || r.kind === 'city') {
    const zips = r.kind === 'zip' ? [r.zip] : r.zips;
    let renters = 0;
    let found = 0;
    for (const z of zips) {
      const t = ds.tenureZcta.get(z);
      if (t) {
        renters += t.renterOccupied;
        found += 1;
      }
    }
    if (found === 0)
      return {
        figure: absent('inventoryCount', label, 'count', 'ACS has no renter-household count for these ZIP codes.'),
        sources: [],
      };
    const geography = r.kind === 'zip' ? `ZIP ${r.zip}` : r.displayName;
    return {
      figure: figure(
        'inventoryCount',
        label,
        'count',
        Math.round((renters * rate) / (100 - rate)),
        { geography, level: r.kind, period: '2019-2023', sourceId: 'acs-2023-b25003-zcta' },
        {
          note:
            `${renters.toLocaleString('en-US')} renter households in ${found} ZIP code tabulation area(s) (ACS 2019-2023 B25003) x the ` +
            `${acs.geography} rental vacancy rate (ACS ${acs.vintage}): ${formula}. It assumes the county rate holds locally and is not a count of listings.`,
        },
      ),
      sources: [sourceRef(ds, 'acs-2023-b25003-zcta')],
    };
  }
  if (acs.profile.estimatedVacantForRent === null) {
    return {
      figure: absent('inventoryCount', label, 'count', 'ACS has no renter-occupied count for this area.'),
      sources: [],
    };
  }
  return {
    figure: figure('inventoryCount', label, 'count', acs.profile.estimatedVacantForRent, acsWhere(acs), {
      note: `${(acs.profile.renterOccupied.value ?? 0).toLocaleString('en-US')} renter-occupied units x ${formula} (Census ACS DP04). It is not a count of listings.`,
    }),
    sources: [],
  };
}

export function renterSharePct(ds: MarketDataset, r: ResolvedLocation, acs: AcsHousingProfile | null): number | null {
  if (r.kind === 'zip') {
    const t = ds.tenureZcta.get(r.zip);
    return t && t.occupied > 0 ? round((t.renterOccupied / t.occupied) * 100, 1) : null;
  }
  const renters = acs?.renterOccupied.value ?? null;
  const occupied = acs?.occupiedUnits ?? null;
  return renters !== null && occupied ? round((renters / occupied) * 100, 1) : null;
}
