import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MarketDataset } from '../dataset.ts';
import { cell, csvTable, parseCsv } from '../pipeline/csv.ts';
import { valueAt } from '../series.ts';
import { zipZoriScope, zoriCandidates } from '../zori-series.ts';
import type { Month } from '../months.ts';

// The Austin Redfin rental listings (SOURCES.md section 26), read for tuning and testing only: the product never
// reads them. Rows the source's caveats call unusable are dropped here, once, for the fit and the evaluation.

export const RENT_LISTINGS_FILE = 'austin-redfin-rentals-2025/redfin_listings_complete.csv';
/** Month the listings were scraped (2025-09-22). */
export const RENT_LISTINGS_MONTH: Month = '2025-09';
/** The scraper searched up to this rent, so higher rents are missing (a truncated top, not a real maximum). */
export const RENT_LISTINGS_CAP = 5000;

/** house: a single address; unit: a `/unit-` page in a building; apartment: a community page ("starting at"). */
export type ListingKind = 'house' | 'unit' | 'apartment';

export interface RentListing {
  zip: string;
  bedrooms: number;
  bathrooms: number | null;
  /** Null when missing or outside a plausible range for one home (the file has 1 to 19,278). */
  sqft: number | null;
  /** Asking rent in the scrape month. */
  rent: number;
  kind: ListingKind;
}

const MIN_RENT = 500;
const MIN_SQFT = 250;
const MAX_SQFT = 6000;

export function listingKind(url: string): ListingKind {
  if (url.includes('/apartment/')) return 'apartment';
  return url.includes('/unit-') ? 'unit' : 'house';
}

export function parseRentListings(text: string): RentListing[] {
  const table = csvTable(parseCsv(text), RENT_LISTINGS_FILE);
  const col = table.columns({
    zip: 'zip_code',
    beds: 'bedrooms',
    baths: 'bathrooms',
    rent: 'rent',
    sqft: 'sqft',
    url: 'listing_url',
  });
  const out: RentListing[] = [];
  for (const row of table.rows) {
    const rent = Number(cell(row, col.rent));
    const bedsText = cell(row, col.beds);
    const beds = Number(bedsText);
    // Under $500 are parking, storage, rooms or errors (source caveat); bedrooms missing means the row is bare.
    if (!Number.isFinite(rent) || rent < MIN_RENT || bedsText === '' || !Number.isFinite(beds)) continue;
    const bathsText = cell(row, col.baths);
    const sqft = Number(cell(row, col.sqft));
    out.push({
      zip: cell(row, col.zip).padStart(5, '0'),
      bedrooms: Math.round(beds),
      bathrooms: bathsText === '' ? null : Number(bathsText),
      sqft: cell(row, col.sqft) !== '' && sqft >= MIN_SQFT && sqft <= MAX_SQFT ? sqft : null,
      rent,
      kind: listingKind(cell(row, col.url)),
    });
  }
  return out;
}

export async function readRentListings(rawDir: string): Promise<RentListing[]> {
  return parseRentListings(await readFile(join(rawDir, RENT_LISTINGS_FILE), 'utf8'));
}

/** Deterministic split of the listing ZIPs: FNV-1a of "rent:" + ZIP, even = tune, odd = report. */
export function isTuneZip(zip: string): boolean {
  const key = `rent:${zip}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % 2 === 0;
}

export interface TimeAdjustment {
  factor: number;
  /** The ZORI series that moved the rent, e.g. "ZIP 78704" or "Austin, TX metro". */
  series: string;
}

/**
 * Moves a rent from `from` to `to` by the most local ZORI that has both months: the ZIP's own series, else its
 * city's, county's or metro's (the ZIP files here end before the listings' month, so most go by a wider one).
 */
export function timeAdjustment(ds: MarketDataset, zip: string, from: Month, to: Month): TimeAdjustment | null {
  for (const c of zoriCandidates(ds, zipZoriScope(ds, zip))) {
    const a = valueAt(c.series, from);
    const b = valueAt(c.series, to);
    if (a && b) return { factor: b / a, series: c.label };
  }
  return null;
}
