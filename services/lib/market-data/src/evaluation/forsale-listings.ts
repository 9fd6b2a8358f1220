import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cell, csvTable, parseCsv } from '../pipeline/csv.ts';
import type { PropertyType } from '../property-relations.ts';

// Reads and cleans the Redfin for-sale listings (SOURCES.md section 25). They are used to tune and test the
// value estimate only: never shipped, never committed, never shown in the product.

export const FORSALE_DIR = 'redfin-forsale-listings-2024';
/** The month the listings were downloaded (2024-09-17/18); asking prices are taken as of this month. */
export const FORSALE_MONTH = '2024-09';

export interface ForSaleListing {
  /** The city search the row came from (file name without .csv). */
  city: string;
  state: string;
  zip: string;
  price: number;
  propertyType: PropertyType;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  yearBuilt: number | null;
  hoaMonthly: number | null;
  /** Lot size in sq ft, or null when not given or not the home's own land (see `lotOf`). */
  lotSqft: number | null;
}

const TYPES: Record<string, PropertyType> = {
  'Single Family Residential': 'single_family',
  'Condo/Co-op': 'condo',
  Townhouse: 'townhouse',
  'Multi-Family (2-4 Unit)': 'multi_family',
};

export interface CleaningCounts {
  rows: number;
  kept: number;
  dropped: Record<string, number>;
}

const num = (s: string): number | null => (s === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/** 50 acres: above this a "lot" is farmland or a data error, not a home's yard. */
export const MAX_LOT_SQFT = 2_178_000;
/** Below this a lot size is a placeholder or an entry in acres (1, 2, 4 "sq ft"), not a parcel. */
export const MIN_LOT_SQFT = 500;

/**
 * The home's own lot, or null: a condo's "lot" is the whole complex's parcel (a tenth of a condo's lot figures
 * are under 440 sq ft, a tenth over 140 times its living area), so it says nothing about the unit; lots of 500 sq
 * ft or less and lots over 50 acres are junk.
 */
export function lotOf(lot: number | null, propertyType: PropertyType): number | null {
  if (propertyType === 'condo' || lot === null) return null;
  return lot > MIN_LOT_SQFT && lot <= MAX_LOT_SQFT ? lot : null;
}

/**
 * One row as a listing, or why it is dropped: land, 5+ unit, mobile and other types the product does not value,
 * builder floor plans, placeholder prices (< $10,000), living areas outside 250-15,000 sq ft, more than 12
 * bedrooms, years built outside 1800-2025, duplicates (the same listing in two neighbouring city files).
 */
export function cleanRow(raw: Record<string, string>, city: string): ForSaleListing | string {
  const propertyType = TYPES[raw.type ?? ''];
  if (!propertyType) return 'type not valued (land, 5+ unit, mobile, other)';
  if (raw.saleType === 'New Construction Plan') return 'builder floor plan';
  const price = num(raw.price ?? '');
  if (price === null || price < 10_000) return 'no price or placeholder under $10,000';
  const zip = (raw.zip ?? '').slice(0, 5);
  if (!/^\d{5}$/.test(zip)) return 'no ZIP';
  const sqft = num(raw.sqft ?? '');
  if (sqft !== null && (sqft < 250 || sqft > 15_000)) return 'living area outside 250-15,000 sq ft';
  const beds = num(raw.beds ?? '');
  if (beds !== null && beds > 12) return 'more than 12 bedrooms';
  const year = num(raw.yearBuilt ?? '');
  const yearBuilt = year !== null && year >= 1800 && year <= 2025 ? year : null;
  const hoa = num(raw.hoa ?? '');
  return {
    city,
    state: raw.state ?? '',
    zip,
    price,
    propertyType,
    beds,
    baths: num(raw.baths ?? ''),
    sqft,
    yearBuilt,
    hoaMonthly: hoa !== null && hoa >= 0 && hoa < 20_000 ? hoa : null,
    lotSqft: lotOf(num(raw.lot ?? ''), propertyType),
  };
}

export interface ForSaleData {
  listings: ForSaleListing[];
  counts: CleaningCounts;
  /** File name -> sha256 of its bytes, for the fitted parameters' provenance. */
  files: Record<string, string>;
}

/** All city files of the folder, cleaned, in file-name order (so every run sees the same listings). */
export async function readForSaleListings(rawDir: string): Promise<ForSaleData> {
  const dir = join(rawDir, FORSALE_DIR);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.csv')).sort();
  const listings: ForSaleListing[] = [];
  const counts: CleaningCounts = { rows: 0, kept: 0, dropped: {} };
  const files: Record<string, string> = {};
  const seen = new Set<string>();
  for (const name of names) {
    const bytes = await readFile(join(dir, name));
    files[name] = createHash('sha256').update(bytes).digest('hex');
    const table = csvTable(parseCsv(bytes.toString('utf8')), name);
    const c = table.columns({
      saleType: 'SALE TYPE',
      type: 'PROPERTY TYPE',
      state: 'STATE OR PROVINCE',
      zip: 'ZIP OR POSTAL CODE',
      price: 'PRICE',
      beds: 'BEDS',
      baths: 'BATHS',
      sqft: 'SQUARE FEET',
      lot: 'LOT SIZE',
      yearBuilt: 'YEAR BUILT',
      hoa: 'HOA/MONTH',
      url: 'URL (SEE https://www.redfin.com/buy-a-home/comparative-market-analysis FOR INFO ON PRICING)',
    });
    for (const row of table.rows) {
      counts.rows += 1;
      const raw = Object.fromEntries(Object.entries(c).map(([k, i]) => [k, cell(row, i)]));
      const key = raw.url ?? '';
      const out =
        key && seen.has(key)
          ? 'duplicate of a listing in another city file'
          : cleanRow(raw, name.replace(/\.csv$/, ''));
      if (key) seen.add(key);
      if (typeof out === 'string') counts.dropped[out] = (counts.dropped[out] ?? 0) + 1;
      else listings.push(out);
    }
  }
  counts.kept = listings.length;
  return { listings, counts, files };
}
