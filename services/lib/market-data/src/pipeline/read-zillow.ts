import type { MonthlySeries, ZhvfForecast, ZillowRegionSeries } from '../dataset-types.ts';
import { monthNumber, monthFromNumber, type Month } from '../months.ts';
import { cell, csvTable, parseCsv, type CsvTable } from './csv.ts';
import { padZip, parseMonthHeader, parseNumber } from './parse-helpers.ts';

export interface ZillowRow {
  regionId: string;
  sizeRank: number;
  regionName: string;
  regionType: string;
  state: string;
  city: string;
  metro: string;
  county: string;
  /** File-specific columns asked for by name, such as the county file's FIPS codes. */
  extra: Record<string, string>;
  series: MonthlySeries;
}

/**
 * Reads a Zillow research CSV (ZORI or ZHVI, any geography). Metadata columns are found by name and month
 * columns by their header, whatever the date spelling. Only the last `keepMonths` months up to the region's
 * latest value are kept; the dataset needs trends, not the full history.
 */
export function readZillowSeriesFile(
  text: string,
  source: string,
  keepMonths: number,
  extraColumns: string[] = [],
): ZillowRow[] {
  const table = csvTable(parseCsv(text), source);
  const months = monthColumns(table, source);
  const optional = (name: string): number => table.header.findIndex((h) => h.trim() === name);
  const col = {
    regionId: table.column('RegionID'),
    sizeRank: table.column('SizeRank'),
    regionName: table.column('RegionName'),
    regionType: optional('RegionType'),
    state: optional('State'),
    stateName: optional('StateName'),
    city: optional('City'),
    metro: optional('Metro'),
    county: optional('CountyName'),
  };
  const extraCols = extraColumns.map((name) => [name, table.column(name)] as const);
  const read = (row: string[], i: number): string => (i < 0 ? '' : cell(row, i));
  const out: ZillowRow[] = [];
  for (const row of table.rows) {
    const values = months.map((m) => roundSeriesValue(parseNumber(cell(row, m.index))));
    const series = trimSeries(monthFromNumber(months[0]?.number ?? 0), values, keepMonths);
    if (!series) continue;
    out.push({
      regionId: read(row, col.regionId),
      sizeRank: parseNumber(read(row, col.sizeRank)) ?? Number.MAX_SAFE_INTEGER,
      regionName: read(row, col.regionName),
      regionType: read(row, col.regionType),
      // City/ZIP files carry the abbreviation in "State"; metro files only have "StateName" (also an abbreviation).
      state: read(row, col.state) || read(row, col.stateName),
      city: read(row, col.city),
      metro: read(row, col.metro),
      county: read(row, col.county),
      extra: Object.fromEntries(extraCols.map(([name, i]) => [name, cell(row, i)])),
      series,
    });
  }
  return out;
}

interface MonthColumn {
  index: number;
  number: number;
}

function monthColumns(table: CsvTable, source: string): MonthColumn[] {
  const months: MonthColumn[] = [];
  table.header.forEach((h, index) => {
    const month = parseMonthHeader(h);
    if (month) months.push({ index, number: monthNumber(month) });
  });
  if (months.length === 0) throw new Error(`${source}: no month columns found`);
  // The series format assumes one column per consecutive month; a gap would silently shift every later value.
  months.forEach((m, i) => {
    const first = months[0];
    if (first && m.number !== first.number + i) {
      throw new Error(`${source}: month columns are not consecutive at ${monthFromNumber(m.number)}`);
    }
  });
  return months;
}

/** Dollar levels: cents for rents, whole dollars for home values; the sources are smoothed estimates anyway. */
function roundSeriesValue(value: number | null): number | null {
  if (value === null) return null;
  return value >= 10_000 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** Keeps the last `keep` months up to the last non-null value; null when the region has no value at all. */
export function trimSeries(start: Month, values: (number | null)[], keep: number): MonthlySeries | null {
  let last = values.length - 1;
  while (last >= 0 && values[last] === null) last -= 1;
  if (last < 0) return null;
  let first = Math.max(0, last - keep + 1);
  while (first < last && values[first] === null) first += 1;
  return { start: monthFromNumber(monthNumber(start) + first), values: values.slice(first, last + 1) };
}

export function toRegionSeries(row: ZillowRow, name: string): ZillowRegionSeries {
  return {
    regionId: row.regionId,
    sizeRank: row.sizeRank,
    name,
    state: row.state,
    metro: row.metro,
    county: row.county,
    series: row.series,
  };
}

export function zipOf(row: ZillowRow): string | null {
  return padZip(row.regionName);
}

/** Reads the ZHVF file: percent changes from BaseDate to each forecast month. */
export function readZhvfFile(text: string, source: string): Map<string, ZhvfForecast> {
  const table = csvTable(parseCsv(text), source);
  const baseCol = table.column('BaseDate');
  const nameCol = table.column('RegionName');
  const targets: { index: number; month: Month }[] = [];
  table.header.forEach((h, index) => {
    const month = parseMonthHeader(h);
    if (month) targets.push({ index, month });
  });
  const out = new Map<string, ZhvfForecast>();
  for (const row of table.rows) {
    const zip = padZip(cell(row, nameCol));
    const baseMonth = parseMonthHeader(cell(row, baseCol));
    if (!zip || !baseMonth) continue;
    const at = (offset: number): { month: Month; value: number | null } | undefined => {
      const wanted = monthNumber(baseMonth) + offset;
      const t = targets.find((x) => monthNumber(x.month) === wanted);
      return t ? { month: t.month, value: parseNumber(cell(row, t.index)) } : undefined;
    };
    const oneYear = at(12);
    out.set(zip, {
      baseMonth,
      oneMonthPct: at(1)?.value ?? null,
      threeMonthPct: at(3)?.value ?? null,
      oneYearPct: oneYear?.value ?? null,
      oneYearTarget: oneYear?.month ?? monthFromNumber(monthNumber(baseMonth) + 12),
    });
  }
  return out;
}
