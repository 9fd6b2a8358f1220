import type { CityEntry, MarketDataset } from './dataset.ts';
import type { CountyInfo } from './dataset-types.ts';
import { STATES, stateByAbbr, stateByName, type StateCode } from './state-codes.ts';
import { normalizePlace, splitCountySuffix } from './text-normalize.ts';

export type LocationKind = 'zip' | 'city' | 'county' | 'metro';

export interface LocationAlternative {
  kind: LocationKind;
  displayName: string;
  /** The ZIP, city key ("springfield|IL"), county FIPS or Zillow metro name. */
  key: string;
}

interface ResolvedBase {
  input: string;
  displayName: string;
  /** State abbreviation, when the location lies in one state. */
  state: string | null;
  /** ACS/HUD county-equivalent FIPS that stands for this location's county-level statistics. */
  countyFips: string | null;
  /** Zillow metro-file name ("Austin, TX"). */
  metro: string | null;
  /** Other places the input could mean, largest first; empty when the input was unambiguous. */
  alternatives: LocationAlternative[];
  /** Explains a choice the resolver made (ambiguity, a ZIP outside GeoNames, ...). */
  note: string | null;
}

export interface ResolvedZip extends ResolvedBase {
  kind: 'zip';
  zip: string;
  city: string | null;
}

export interface ResolvedCity extends ResolvedBase {
  kind: 'city';
  city: string;
  state: string;
  cityKey: string;
  zips: string[];
}

export interface ResolvedCounty extends ResolvedBase {
  kind: 'county';
  countyFips: string;
  countyName: string;
}

export interface ResolvedMetro extends ResolvedBase {
  kind: 'metro';
  metro: string;
  cbsa: string | null;
}

export type ResolvedLocation = ResolvedZip | ResolvedCity | ResolvedCounty | ResolvedMetro;

const ZIP_PATTERN = /(?:^|[\s,])(\d{5})(?:[-\s]?\d{4})?\s*$/;
const METRO_WORDS = /\s+(metropolitan statistical area|metropolitan area|metro area|msa|metro|area)$/;
const MAX_ALTERNATIVES = 5;

/**
 * Turns free text into a known location: a ZIP (or ZIP+4, also at the end of an address), "City, ST",
 * "City, State", "City ST", a county ("Cook County, IL"), a metro ("Austin-Round Rock", "Austin metro") or a bare
 * city name. Cities win over metros and counties of the same name. An ambiguous name picks the largest place
 * and lists the others in `alternatives`. Returns null for text that names nothing in the dataset.
 */
export function resolveLocation(ds: MarketDataset, text: string): ResolvedLocation | null {
  const input = text.trim().replace(/\s+/g, ' ');
  if (input.length < 2) return null;

  let rest = input;
  const zipMatch = ZIP_PATTERN.exec(input);
  if (zipMatch?.[1]) {
    const zip = resolveZip(ds, zipMatch[1], input);
    if (zip) return zip;
    rest = input.slice(0, zipMatch.index).replace(/[\s,]+$/, '');
    // A bare unknown ZIP is not a place; an address with an unknown ZIP may still name its city.
    if (rest === '') return null;
  }

  const { name, state } = splitState(rest);
  let normalized = normalizePlace(name);
  if (normalized === '') return null;
  const metroWords = METRO_WORDS.exec(normalized);
  if (metroWords) normalized = normalized.slice(0, metroWords.index);
  const { suffix } = splitCountySuffix(normalized);
  const countyIntent = suffix !== null && suffix !== 'city';

  if (countyIntent) return resolveCounty(ds, normalized, state, input);
  if (!metroWords) {
    const city = resolveCity(ds, normalized, state, input);
    if (city) return city;
  }
  // A bare state name is not a market this dataset describes; do not guess "Texas County, MO" for "Texas".
  if (!state && (stateByName(name) || stateByAbbr(name))) return null;
  return resolveMetro(ds, normalized, state, input) ?? (metroWords ? null : resolveCounty(ds, normalized, state, input));
}

function resolveZip(ds: MarketDataset, zip: string, input: string): ResolvedZip | null {
  const g = ds.geo.get(zip);
  const zillow = ds.zhviZip.get(zip) ?? ds.zoriZip.get(zip);
  if (!g && !zillow && !ds.safmr.has(zip)) return null;
  const city = g?.city ?? null;
  return {
    kind: 'zip',
    input,
    zip,
    city,
    displayName: g ? `${zip} (${g.city}, ${g.state})` : zip,
    state: g?.state ?? null,
    countyFips: g?.statCountyFips ?? g?.countyFips ?? null,
    metro: ds.metroOfZip(zip),
    alternatives: [],
    note: g ? null : 'This ZIP is not in the GeoNames postal file, so its city and county are unknown.',
  };
}

/** Splits a trailing state ("…, TX", "… Texas", "… tx") from the place name. */
export function splitState(text: string): { name: string; state: StateCode | null } {
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const tail = text.slice(comma + 1).trim();
    const state = stateByAbbr(tail) ?? stateByName(tail.replace(/\./g, ''));
    if (state) return { name: text.slice(0, comma).trim(), state };
  }
  const words = text.replace(/,/g, ' ').trim().split(/\s+/);
  if (words.length >= 2) {
    const last = words.at(-1) ?? '';
    const byAbbr = /^[A-Za-z]{2}$/.test(last.replace(/\./g, '')) ? stateByAbbr(last.replace(/\./g, '')) : undefined;
    if (byAbbr) return { name: words.slice(0, -1).join(' '), state: byAbbr };
    for (const n of [3, 2, 1]) {
      if (words.length <= n) continue;
      const state = stateByName(words.slice(-n).join(' '));
      if (state) return { name: words.slice(0, -n).join(' '), state };
    }
  }
  return { name: text, state: null };
}

function cityDisplay(c: CityEntry): string {
  return `${c.name}, ${c.state}`;
}

/** Larger first: Zillow's SizeRank where Zillow tracks the city, then households. */
function compareCities(a: CityEntry, b: CityEntry): number {
  if (a.sizeRank !== null && b.sizeRank !== null) return a.sizeRank - b.sizeRank;
  if (a.sizeRank !== null) return -1;
  if (b.sizeRank !== null) return 1;
  return b.households - a.households;
}

function resolveCity(ds: MarketDataset, normalized: string, state: StateCode | null, input: string): ResolvedCity | null {
  let candidates = ds.citiesByName.get(normalized) ?? [];
  if (state) candidates = candidates.filter((c) => c.state === state.abbr);
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort(compareCities);
  const chosen = sorted[0];
  if (!chosen) return null;
  const others = sorted.slice(1);
  return {
    kind: 'city',
    input,
    city: chosen.name,
    state: chosen.state,
    cityKey: chosen.key,
    zips: chosen.zips,
    displayName: cityDisplay(chosen),
    countyFips: chosen.countyFips,
    metro: chosen.metro,
    alternatives: others.slice(0, MAX_ALTERNATIVES).map((c) => ({ kind: 'city', displayName: cityDisplay(c), key: c.key })),
    note:
      others.length > 0
        ? `"${input}" matches ${candidates.length} places; showing the largest, ${cityDisplay(chosen)}. Add a state to choose another.`
        : null,
  };
}

function countyDisplay(c: CountyInfo): string {
  return `${c.name}, ${c.state}`;
}

function resolveCounty(ds: MarketDataset, normalized: string, state: StateCode | null, input: string): ResolvedCounty | null {
  const { base } = splitCountySuffix(normalized);
  let candidates = ds.countiesByBaseName.get(base) ?? [];
  if (state) candidates = candidates.filter((c) => c.state === state.abbr);
  // "Richmond County" must not pick "Richmond city" when both exist.
  const exact = candidates.filter((c) => normalizePlace(c.name) === normalized);
  if (exact.length > 0) candidates = exact;
  if (candidates.length === 0) return null;
  const size = (c: CountyInfo): number => ds.acsCounty.get(c.fips)?.totalUnits ?? 0;
  const sorted = [...candidates].sort((a, b) => size(b) - size(a));
  const chosen = sorted[0];
  if (!chosen) return null;
  const others = sorted.slice(1);
  return {
    kind: 'county',
    input,
    countyFips: chosen.fips,
    countyName: chosen.name,
    displayName: countyDisplay(chosen),
    state: chosen.state,
    metro: null,
    alternatives: others
      .slice(0, MAX_ALTERNATIVES)
      .map((c) => ({ kind: 'county', displayName: countyDisplay(c), key: c.fips })),
    note:
      others.length > 0
        ? `"${input}" matches ${candidates.length} counties; showing the largest by housing units, ${countyDisplay(chosen)}.`
        : null,
  };
}

function metroStates(name: string): string[] {
  return name.slice(name.lastIndexOf(', ') + 2).split('-');
}

function resolveMetro(ds: MarketDataset, normalized: string, state: StateCode | null, input: string): ResolvedMetro | null {
  const matches = new Set<string>();
  const withState = state ? ds.metroByNormalizedName.get(`${normalized} ${state.abbr.toLowerCase()}`) : undefined;
  if (withState) matches.add(withState);
  if (matches.size === 0) {
    const exact = ds.metroByNormalizedName.get(normalized);
    if (exact) matches.add(exact);
  }
  if (matches.size === 0) {
    // A leading run of principal cities: "austin round rock" matches "austin round rock georgetown tx".
    for (const [title, metro] of ds.metroByNormalizedName) {
      if (title.startsWith(`${normalized} `) && isStateTail(title.slice(normalized.length + 1), metro)) matches.add(metro);
      else if (title.startsWith(`${normalized} `) && normalized.includes(' ')) matches.add(metro);
    }
  }
  let candidates = [...matches];
  if (state) candidates = candidates.filter((m) => metroStates(m).includes(state.abbr));
  if (candidates.length === 0) return null;
  const rank = (m: string): number => ds.zoriMetro.get(m)?.sizeRank ?? ds.zhviMetro.get(m)?.sizeRank ?? Number.MAX_SAFE_INTEGER;
  candidates.sort((a, b) => rank(a) - rank(b));
  const [chosen, ...others] = candidates;
  if (!chosen) return null;
  const cbsa = ds.metroCbsa.get(chosen) ?? null;
  return {
    kind: 'metro',
    input,
    metro: chosen,
    cbsa,
    displayName: `${chosen} metro area`,
    state: metroStates(chosen)[0] ?? null,
    countyFips: null,
    alternatives: others
      .slice(0, MAX_ALTERNATIVES)
      .map((m) => ({ kind: 'metro', displayName: `${m} metro area`, key: m })),
    note:
      others.length > 0
        ? `"${input}" matches ${candidates.length} metro areas; showing the largest, ${chosen}.`
        : null,
  };
}

/** True when what follows the matched name is only the metro's state list ("tx", "ny nj pa"). */
function isStateTail(tail: string, metro: string): boolean {
  const states = metroStates(metro).map((s) => s.toLowerCase());
  return tail.split(' ').every((w) => states.includes(w));
}

/** Exposed for tests and for callers that want to validate a state by itself. */
export function knownStateAbbreviations(): string[] {
  return STATES.map((s) => s.abbr);
}
