import type { MarketDataset } from '../dataset.ts';
import { estimateRent } from '../estimates.ts';
import type { PropertyEstimate, PropertyProfile } from '../property-estimate-parts.ts';
import { estimatePropertyRent } from '../property-estimates.ts';
import { estimateZipBedroomRent, type FactsKey } from '../property-rent.ts';
import { metroListings } from '../property-relations.ts';
import {
  isTuneZip,
  RENT_LISTINGS_CAP,
  RENT_LISTINGS_MONTH,
  timeAdjustment,
  type ListingKind,
  type RentListing,
} from './rent-listings.ts';

// Listing-level rent evaluation on the Austin Redfin rentals (`npm run eval:analyzer`): every listing's rent is
// moved to the month the estimate describes, then compared with the estimate for the facts a user would type
// (bedrooms, bathrooms, living area, home type), beside simple baselines computed in the same run. ZIPs are split
// by hash into tune and report; the report ZIPs are never used to choose anything.

export type RentEstimator = (ds: MarketDataset, zip: string, profile: PropertyProfile) => PropertyEstimate | null;

export const BASELINES = [
  'ZIP level alone',
  'ZIP level x size / typical size',
  'HUD SAFMR by bedrooms',
  'ZIP level by bedrooms',
] as const;
export type BaselineName = (typeof BASELINES)[number];

export interface RentCase {
  zip: string;
  tune: boolean;
  bedrooms: number;
  kind: ListingKind;
  /** The listing's rent moved to the estimate's month. */
  truth: number;
  /** truth / asking rent: the time factor (the cap applies to the asking rent). */
  timeFactor: number;
  point: number;
  sigma: number;
  low: number;
  high: number;
  confidence: PropertyEstimate['confidence'];
  baselines: Partial<Record<BaselineName, number>>;
}

/** The facts a user would enter for this listing: an apartment-community page has no product home type. */
export function listingProfile(l: RentListing): PropertyProfile {
  return {
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    livingAreaSqft: l.sqft,
    propertyType: l.kind === 'house' ? 'single_family' : l.kind === 'unit' ? 'condo' : null,
  };
}

/** The profile with only the facts a facts key names (b: bedrooms and bathrooms, s: living area, t: home type). */
export function withFacts(profile: PropertyProfile, key: FactsKey): PropertyProfile {
  return {
    bedrooms: key[1] === '1' ? profile.bedrooms : null,
    bathrooms: key[1] === '1' ? profile.bathrooms : null,
    livingAreaSqft: key[3] === '1' ? profile.livingAreaSqft : null,
    propertyType: key[5] === '1' ? profile.propertyType : null,
  };
}

function baselinesFor(ds: MarketDataset, l: RentListing): Partial<Record<BaselineName, number>> {
  const out: Partial<Record<BaselineName, number>> = {};
  const typical = estimateRent(ds, l.zip, { bedrooms: null });
  const byBeds = estimateRent(ds, l.zip, { bedrooms: Math.min(4, l.bedrooms) });
  if (typical) out['ZIP level alone'] = typical.point;
  if (byBeds) out['ZIP level by bedrooms'] = byBeds.point;
  const safmr = byBeds?.components.find((c) => c.kind === 'safmr');
  if (safmr) out['HUD SAFMR by bedrooms'] = safmr.value;
  // The typical size is the metro's median for-sale listing (Realtor.com), the one size the public data gives.
  const typicalSqft = metroListings(ds, l.zip)?.medianSquareFeet;
  if (typical && l.sqft && typicalSqft) out['ZIP level x size / typical size'] = (typical.point * l.sqft) / typicalSqft;
  return out;
}

export function rentListingCases(
  ds: MarketDataset,
  listings: RentListing[],
  estimator: RentEstimator = estimatePropertyRent,
): RentCase[] {
  const cases: RentCase[] = [];
  for (const l of listings) {
    const e = estimator(ds, l.zip, listingProfile(l));
    const time = e ? timeAdjustment(ds, l.zip, RENT_LISTINGS_MONTH, e.asOf) : null;
    if (!e || !time) continue;
    cases.push({
      zip: l.zip,
      tune: isTuneZip(l.zip),
      bedrooms: l.bedrooms,
      kind: l.kind,
      truth: l.rent * time.factor,
      timeFactor: time.factor,
      point: e.point,
      sigma: e.sigma,
      low: e.low,
      high: e.high,
      confidence: e.confidence,
      baselines: baselinesFor(ds, l),
    });
  }
  return cases;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export interface PointSummary {
  n: number;
  mdape: number;
  medianBiasPct: number;
  within10: number;
  within20: number;
}

export interface RangeSummary extends PointSummary {
  coverage80: number;
  /** Coverage among estimates whose upper bound stays under the scrape's $5,000 cap (in the listing's month). */
  coverageUnderCap: number;
  nUnderCap: number;
}

export function pointSummary(pairs: Array<{ truth: number; point: number }>): PointSummary {
  const err = pairs.map((p) => p.point / p.truth - 1);
  const pct = (f: (e: number) => boolean) => (err.filter(f).length / Math.max(1, err.length)) * 100;
  return {
    n: pairs.length,
    mdape: median(err.map((e) => Math.abs(e) * 100)),
    medianBiasPct: median(err.map((e) => e * 100)),
    within10: pct((e) => Math.abs(e) <= 0.1),
    within20: pct((e) => Math.abs(e) <= 0.2),
  };
}

export function rangeSummary(
  cases: Array<Pick<RentCase, 'truth' | 'point' | 'low' | 'high' | 'timeFactor'>>,
): RangeSummary {
  const inside = (c: (typeof cases)[number]) => c.truth >= c.low && c.truth <= c.high;
  const underCap = cases.filter((c) => c.high / c.timeFactor <= RENT_LISTINGS_CAP);
  return {
    ...pointSummary(cases),
    coverage80: (cases.filter(inside).length / Math.max(1, cases.length)) * 100,
    coverageUnderCap: (underCap.filter(inside).length / Math.max(1, underCap.length)) * 100,
    nUnderCap: underCap.length,
  };
}

export function baselineSummaries(cases: RentCase[]): Array<{ name: BaselineName; summary: PointSummary }> {
  return BASELINES.map((name) => ({
    name,
    summary: pointSummary(
      cases.flatMap((c) => (c.baselines[name] ? [{ truth: c.truth, point: c.baselines[name] }] : [])),
    ),
  }));
}

/** A (ZIP, bedrooms) cell: the median of its listings' rents against the ZIP-level figure for the bedroom count. */
export interface CellCase extends RentCase {
  listings: number;
}

export const MIN_CELL_LISTINGS = 5;

/** The ZIP-level rent for a bedroom count (what the cells are compared with): by default, bedrooms only. */
export type CellEstimator = (ds: MarketDataset, zip: string, bedrooms: number) => PropertyEstimate | null;
export function rentCellCases(
  ds: MarketDataset,
  cases: RentCase[],
  estimator: CellEstimator = (d, zip, b) => estimateZipBedroomRent(d, zip, b),
): CellCase[] {
  const groups = new Map<string, RentCase[]>();
  for (const c of cases) {
    if (c.bedrooms > 4) continue;
    const key = `${c.zip}|${c.bedrooms}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const out: CellCase[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const e = estimator(ds, first.zip, first.bedrooms);
    if (group.length < MIN_CELL_LISTINGS || !e) continue;
    const baselines: Partial<Record<BaselineName, number>> = {};
    for (const name of BASELINES)
      if (name !== 'ZIP level x size / typical size' && first.baselines[name]) baselines[name] = first.baselines[name];
    out.push({
      ...first,
      kind: first.kind,
      truth: median(group.map((c) => c.truth)),
      timeFactor: median(group.map((c) => c.timeFactor)),
      point: e.point,
      sigma: e.sigma,
      low: e.low,
      high: e.high,
      confidence: e.confidence,
      baselines,
      listings: group.length,
    });
  }
  return out;
}
