import type { CountyFmrRecord, RentsByBedrooms, SafmrEntry } from '../dataset-types.ts';
import { normalizePlace } from '../text-normalize.ts';
import { cell, csvTable, parseCsv } from './csv.ts';
import { padZip, parseNumber } from './parse-helpers.ts';

function rentsFrom(row: string[], columns: number[]): RentsByBedrooms | null {
  const values = columns.map((c) => parseNumber(cell(row, c)));
  if (values.some((v) => v === null || v <= 0)) return null;
  return values as RentsByBedrooms;
}

/** All SAFMR entries per ZIP, in file order; a ZIP spanning two HUD areas has two entries. */
export function readSafmrFile(text: string, source: string): Map<string, SafmrEntry[]> {
  const table = csvTable(parseCsv(text), source);
  const zipCol = table.column('ZIP Code');
  const areaCol = table.column('HUD Area Code');
  const nameCol = table.column('HUD Metro Fair Market Rent Area Name');
  const rentCols = [0, 1, 2, 3, 4].map((b) => table.column(`SAFMR ${b}BR`));
  const out = new Map<string, SafmrEntry[]>();
  for (const row of table.rows) {
    const zip = padZip(cell(row, zipCol));
    const rents = rentsFrom(row, rentCols);
    if (!zip || !rents) continue;
    const entry = { hudAreaCode: cell(row, areaCol), hudAreaName: cell(row, nameCol), rents };
    const list = out.get(zip);
    if (list) list.push(entry);
    else out.set(zip, [entry]);
  }
  return out;
}

export interface FmrTownRow {
  fips10: string;
  state: string;
  town: string;
  /** The town name without its legal suffix ("Andover town" -> "andover"), normalized for matching. */
  key: string;
  hudAreaName: string;
  population: number;
  rents: RentsByBedrooms;
}

export interface FmrFile {
  counties: Map<string, CountyFmrRecord>;
  towns: FmrTownRow[];
  /** County FIPS -> CBSA code, read from HUD metro area codes ("METRO12420M12420" -> "12420"). */
  countyCbsa: Map<string, string>;
}

/** The columns read from the FY2026 FMR file besides the rents, by header. */
const FMR_COLUMNS = {
  stusps: 'stusps',
  area: 'hud_area_code',
  county: 'countyname',
  town: 'county_town_name',
  metro: 'metro',
  areaName: 'hud_area_name',
  fips: 'fips',
  pop: 'pop2023',
};

/**
 * Reads the FY2026 FMR file. Outside New England a row is a county (fips ends in 99999). In New England HUD
 * defines FMR areas by town, so each county figure is the population-weighted mean of its towns' FMRs: the
 * rent a randomly chosen resident's town has, which is what a county fallback should approximate.
 */
export function readFmrFile(text: string, source: string): FmrFile {
  const table = csvTable(parseCsv(text), source);
  const col = table.columns(FMR_COLUMNS);
  const rentCols = [0, 1, 2, 3, 4].map((b) => table.column(`fmr_${b}`));
  const counties = new Map<string, CountyFmrRecord>();
  const towns: FmrTownRow[] = [];
  const countyCbsa = new Map<string, string>();
  const townGroups = new Map<string, { rows: FmrTownRow[]; first: string[] }>();

  for (const row of table.rows) {
    const fips10 = cell(row, col.fips).padStart(10, '0');
    const rents = rentsFrom(row, rentCols);
    if (!/^\d{10}$/.test(fips10) || !rents) continue;
    const county = fips10.slice(0, 5);
    const cbsa = /^METRO(\d{5})/.exec(cell(row, col.area))?.[1];
    if (cbsa && !countyCbsa.has(county)) countyCbsa.set(county, cbsa);
    if (fips10.endsWith('99999')) {
      counties.set(county, {
        name: cell(row, col.county),
        state: cell(row, col.stusps),
        hudAreaCode: cell(row, col.area),
        hudAreaName: cell(row, col.areaName),
        metro: cell(row, col.metro) === '1',
        rents,
        townsAggregated: 0,
      });
      continue;
    }
    const town = cell(row, col.town);
    const townRow: FmrTownRow = {
      fips10,
      state: cell(row, col.stusps),
      town,
      key: townKey(town),
      hudAreaName: cell(row, col.areaName),
      population: parseNumber(cell(row, col.pop)) ?? 0,
      rents,
    };
    towns.push(townRow);
    const group = townGroups.get(county);
    if (group) group.rows.push(townRow);
    else townGroups.set(county, { rows: [townRow], first: row });
  }

  for (const [county, { rows, first }] of townGroups) {
    if (counties.has(county)) continue;
    const totalPop = rows.reduce((s, r) => s + r.population, 0);
    const weight = (r: FmrTownRow): number => (totalPop > 0 ? r.population / totalPop : 1 / rows.length);
    const rents = [0, 1, 2, 3, 4].map((b) =>
      Math.round(rows.reduce((s, r) => s + (r.rents[b] ?? 0) * weight(r), 0)),
    ) as RentsByBedrooms;
    const areaNames = new Set(rows.map((r) => r.hudAreaName));
    const largest = rows.reduce((a, b) => (b.population > a.population ? b : a));
    counties.set(county, {
      name: cell(first, col.county),
      state: cell(first, col.stusps),
      hudAreaCode: areaNames.size === 1 ? cell(first, col.area) : 'multiple',
      hudAreaName: areaNames.size === 1 ? largest.hudAreaName : `${areaNames.size} HUD areas (population-weighted)`,
      metro: cell(first, col.metro) === '1',
      rents,
      townsAggregated: rows.length,
    });
  }
  return { counties, towns, countyCbsa };
}

/** "Andover town" -> "andover"; HUD suffixes New England towns with their legal type. */
export function townKey(name: string): string {
  return normalizePlace(name)
    .replace(/ (town|city|plantation|township|village|gore|grant|location|purchase|unorganized territory|ut)$/, '')
    .trim();
}
