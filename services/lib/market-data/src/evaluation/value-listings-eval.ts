import type { MarketDataset } from '../dataset.ts';
import { estimatePropertyValue, type PropertyEstimate, type PropertyProfile } from '../property-estimates.ts';
import { readForSaleListings, type CleaningCounts } from './forsale-listings.ts';
import {
  byConfidence,
  byRegion,
  formatAccuracy,
  formatRegionTable,
  isTuneRegion,
  type ListingCase,
  type RegionRow,
} from './listing-metrics.ts';
import { joinValueListings, valueBaselines, type JoinCounts, type ValueListing } from './value-listings.ts';

// Listing-level evaluation of the property value estimate (`npm run eval:analyzer`): every cleaned Redfin
// for-sale listing (SOURCES.md section 25) whose ZIP the product can value, its asking price carried to the
// ZIP value's month, against the product's estimate and three baselines from the same run. Regions are
// states, split by hash into tune and report halves (listing-metrics.ts); the fitted parameters only ever see
// tune states, so the report figures are for regions the model was not fitted on.

export type ValueEstimator = (ds: MarketDataset, zip: string, profile: PropertyProfile) => PropertyEstimate | null;

/** The facts an analyzer user would give for this listing; `withSize: false` leaves the living area out. */
export function listingProfile(row: ValueListing, withSize: boolean): PropertyProfile {
  const l = row.listing;
  return {
    bedrooms: l.beds,
    bathrooms: l.baths,
    livingAreaSqft: withSize ? l.sqft : null,
    propertyType: l.propertyType,
    yearBuilt: l.yearBuilt,
  };
}

/** One listing's case: the listing's region and price beside the estimate, its range and its confidence. */
export function listingCase(
  row: ValueListing,
  e: PropertyEstimate,
  baselines: ListingCase['baselines'] = {},
): ListingCase {
  return {
    region: row.region,
    truth: row.truth,
    point: e.point,
    low: e.low,
    high: e.high,
    confidence: e.confidence,
    baselines,
  };
}

export function valueCasesFor(
  ds: MarketDataset,
  rows: readonly ValueListing[],
  withSize: boolean,
  estimate: ValueEstimator = estimatePropertyValue,
): ListingCase[] {
  const cases: ListingCase[] = [];
  for (const row of rows) {
    const e = estimate(ds, row.listing.zip, listingProfile(row, withSize));
    if (!e) continue;
    const baselines = valueBaselines(row);
    cases.push(listingCase(row, e, withSize ? baselines : { zipLevel: baselines.zipLevel ?? null }));
  }
  return cases;
}

export interface ValueListingsReport {
  cleaning: CleaningCounts;
  join: JoinCounts;
  tuneRegions: string[];
  reportRegions: string[];
  /** Listings with living area, bedrooms and bathrooms given. */
  withSize: { tune: RegionRow[]; report: RegionRow[]; confidence: ReturnType<typeof byConfidence> };
  /** The same listings with the living area left out. */
  withoutSize: { tune: RegionRow[]; report: RegionRow[]; confidence: ReturnType<typeof byConfidence> };
}

/** Rows with price, living area, bedrooms and bathrooms: the listings every table is computed on. */
export function fullFactRows(rows: readonly ValueListing[]): ValueListing[] {
  return rows.filter((r) => r.listing.sqft && r.listing.beds !== null && r.listing.baths !== null);
}

export async function valueListingsReport(
  ds: MarketDataset,
  rawDir: string,
  estimate: ValueEstimator = estimatePropertyValue,
): Promise<ValueListingsReport> {
  const data = await readForSaleListings(rawDir);
  const { rows, counts } = joinValueListings(ds, data.listings);
  const full = fullFactRows(rows);
  const regions = [...new Set(full.map((r) => r.region))].sort();
  const half = (withSize: boolean) => {
    const cases = valueCasesFor(ds, full, withSize, estimate);
    const tune = cases.filter((c) => isTuneRegion(c.region));
    const report = cases.filter((c) => !isTuneRegion(c.region));
    return { tune: byRegion(tune).slice(-1), report: byRegion(report), confidence: byConfidence(report) };
  };
  return {
    cleaning: data.counts,
    join: counts,
    tuneRegions: regions.filter(isTuneRegion),
    reportRegions: regions.filter((r) => !isTuneRegion(r)),
    withSize: half(true),
    withoutSize: half(false),
  };
}

export function formatValueListingsReport(r: ValueListingsReport): string {
  const dropped = Object.entries(r.cleaning.dropped)
    .map(([why, n]) => `${n} ${why}`)
    .join('; ');
  const conf = (rows: ValueListingsReport['withSize']['confidence']) =>
    rows.map((c) => `  ${c.confidence.padEnd(6)} ${formatAccuracy(c.accuracy)}`).join('\n');
  return [
    "VALUE per listing: Redfin for-sale asking prices, Sept 2024, carried to the ZIP value month by each ZIP's chained ZHVI",
    `  rows ${r.cleaning.rows}, kept ${r.cleaning.kept} (dropped: ${dropped})`,
    `  joined ${r.join.joined}; no ZIP value ${r.join.noZipValue}; no index to carry the price ${r.join.noIndex}`,
    `  tune states (${r.tuneRegions.length}): ${r.tuneRegions.join(' ')}`,
    `  report states (${r.reportRegions.length}): ${r.reportRegions.join(' ')}`,
    '  baselines: zipLevel = ZIP level alone; zipSize = ZIP level x sq ft / county median listed sq ft (Realtor.com 2024-01);',
    '             countyPsf = county median asking $/sq ft (Realtor.com 2024-01, carried by the ZIP index) x sq ft',
    '',
    'With living area, bedrooms and bathrooms given. Tune states (all):',
    formatRegionTable(r.withSize.tune),
    'Report states:',
    formatRegionTable(r.withSize.report),
    'Report states by stated confidence:',
    conf(r.withSize.confidence),
    '',
    'Without living area (bedrooms, bathrooms, type given). Tune states (all):',
    formatRegionTable(r.withoutSize.tune),
    'Report states (all):',
    formatRegionTable(r.withoutSize.report.slice(-1)),
    'Report states by stated confidence:',
    conf(r.withoutSize.confidence),
  ].join('\n');
}
