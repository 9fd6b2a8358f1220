import type { ListingMetrics } from '../rental-extras-types.ts';
import { cell, csvTable, parseCsv } from './csv.ts';
import { parseNumber } from './parse-helpers.ts';

/**
 * Reads a Realtor.com "Inventory Core Metrics" file (metro or county, one month). Rows are keyed by CBSA code
 * (metro) or 5-digit county FIPS (county); the county file ends with a note line and the metro file has one
 * row without a CBSA code, both skipped. Numbers may carry ".0" after a re-save, so counts are rounded.
 */
export function readRealtorInventoryFile(
  text: string,
  source: string,
  level: 'metro' | 'county',
): Map<string, ListingMetrics> {
  const table = csvTable(parseCsv(text), source);
  const col = (name: string): number => table.column(name);
  const c = {
    month: col('month_date_yyyymm'),
    key: col(level === 'metro' ? 'cbsa_code' : 'county_fips'),
    name: col(level === 'metro' ? 'cbsa_title' : 'county_name'),
    dom: col('median_days_on_market'),
    active: col('active_listing_count'),
    activeMm: col('active_listing_count_mm'),
    activeYy: col('active_listing_count_yy'),
    price: col('median_listing_price'),
    ppsf: col('median_listing_price_per_square_foot'),
    sqft: col('median_square_feet'),
    flag: col('quality_flag'),
  };
  const whole = (raw: string): number | null => {
    const v = parseNumber(raw);
    return v === null ? null : Math.round(v);
  };
  const out = new Map<string, ListingMetrics>();
  for (const row of table.rows) {
    const yyyymm = cell(row, c.month);
    const rawKey = cell(row, c.key).replace(/\.0+$/, '');
    if (!/^\d{6}$/.test(yyyymm) || !/^\d{1,5}$/.test(rawKey)) continue;
    const key = rawKey.padStart(5, '0');
    out.set(key, {
      month: `${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}`,
      name: cell(row, c.name),
      medianDaysOnMarket: whole(cell(row, c.dom)),
      activeListings: whole(cell(row, c.active)),
      activeListingsChangeMonth: parseNumber(cell(row, c.activeMm)),
      activeListingsChangeYear: parseNumber(cell(row, c.activeYy)),
      medianListPrice: whole(cell(row, c.price)),
      medianListPricePerSqft: whole(cell(row, c.ppsf)),
      medianSquareFeet: whole(cell(row, c.sqft)),
      yearOverYearCaveat: cell(row, c.flag).replace(/\.0+$/, '') === '1',
    });
  }
  if (out.size === 0) throw new Error(`${source}: no ${level} rows with a month and a code`);
  return out;
}

/**
 * County populations from HUD's FY2026 FMR file (its pop2023 column, Census estimates): New England lists
 * towns, so rows are summed by the county part of the 10-digit FIPS.
 */
export function readCountyPopulation(text: string, source: string): Map<string, number> {
  const table = csvTable(parseCsv(text), source);
  const fips = table.column('fips');
  const pop = table.column('pop2023');
  const out = new Map<string, number>();
  for (const row of table.rows) {
    const county = cell(row, fips).padStart(10, '0').slice(0, 5);
    const people = parseNumber(cell(row, pop));
    if (!/^\d{5}$/.test(county) || people === null) continue;
    out.set(county, (out.get(county) ?? 0) + people);
  }
  return out;
}
