import type { CountyInfo, CountyTaxRecord, StateTaxRecord } from '../dataset-types.ts';
import { stateByName } from '../state-codes.ts';
import { normalizePlace, splitCountySuffix } from '../text-normalize.ts';
import { cell, csvTable, parseCsv } from './csv.ts';
import { parseNumber, parsePercentText } from './parse-helpers.ts';

export interface PropertyTaxJoin {
  counties: Map<string, CountyTaxRecord>;
  states: Map<string, StateTaxRecord>;
  unmatched: string[];
}

/** The columns read from the Tax Foundation's county table (2023 vintage), by header. */
const TAX_FOUNDATION_COLUMNS = {
  state: 'State',
  county: 'County',
  value: 'Median Housing Value, 2023 ($)',
  taxes: 'Median Property Taxes Paid, 2023 ($)(5-Year Estimate)',
  rate: 'Effective Property Tax Rate (2023)',
};

/**
 * Reads the Tax Foundation county table and joins it to county FIPS codes by state name + county name. Both
 * names come from Census, so an exact normalized match almost always works ("Travis County", "Winn Parish",
 * "Richmond city"). Otherwise the base name without its suffix is tried, only when it is unique in the state,
 * which covers renamed suffixes (e.g. "Borough" vs "City and Borough") without confusing Virginia's
 * "Richmond city" with "Richmond County".
 */
export function readPropertyTaxFile(text: string, source: string, counties: CountyInfo[]): PropertyTaxJoin {
  const table = csvTable(parseCsv(text), source);
  const col = table.columns(TAX_FOUNDATION_COLUMNS);
  const exact = new Map<string, CountyInfo>();
  const byBase = new Map<string, CountyInfo[]>();
  for (const c of counties) {
    const name = normalizePlace(c.name);
    exact.set(`${c.state}|${name}`, c);
    const key = `${c.state}|${splitCountySuffix(name).base}`;
    byBase.set(key, [...(byBase.get(key) ?? []), c]);
  }
  const out = new Map<string, CountyTaxRecord>();
  const unmatched: string[] = [];
  for (const row of table.rows) {
    const state = stateByName(cell(row, col.state));
    const countyName = cell(row, col.county);
    const ratePct = parsePercentText(cell(row, col.rate));
    if (!state || ratePct === null) continue;
    const name = normalizePlace(countyName);
    const candidates = byBase.get(`${state.abbr}|${splitCountySuffix(name).base}`) ?? [];
    const match = exact.get(`${state.abbr}|${name}`) ?? (candidates.length === 1 ? candidates[0] : undefined);
    if (!match) {
      unmatched.push(`${countyName}, ${state.name}`);
      continue;
    }
    out.set(match.fips, {
      name: countyName,
      state: state.abbr,
      effectiveRatePct: ratePct,
      medianHomeValue: parseNumber(cell(row, col.value)),
      medianTaxesPaid: parseNumber(cell(row, col.taxes)),
    });
  }
  const rates = new Map<string, number[]>();
  for (const r of out.values()) rates.set(r.state, [...(rates.get(r.state) ?? []), r.effectiveRatePct]);
  const states = new Map<string, StateTaxRecord>();
  for (const [state, list] of rates) {
    states.set(state, { medianCountyRatePct: Math.round(median(list) * 10_000) / 10_000, countyCount: list.length });
  }
  return { counties: out, states, unmatched };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
