import type { MarketDataset } from './dataset.ts';
import { closestNames } from './edit-distance.ts';
import { bySize, placeAlternative, sizeOf } from './location-candidates.ts';
import { PLACE_NICKNAMES } from './place-nicknames.ts';
import { resolveCity, resolveCounty, resolveMetro } from './resolve-place-kinds.ts';
import { STATES, stateByAbbr, stateByName, type StateCode } from './state-codes.ts';
import { normalizePlace, splitCountySuffix } from './text-normalize.ts';
import type { ResolvedLocation, ResolvedZip } from './location-types.ts';

const ZIP_PATTERN = /(?:^|[\s,])(\d{5})(?:[-\s]?\d{4})?\s*$/;
const METRO_WORDS = /\s+(metropolitan statistical area|metropolitan area|metro area|msa|metro|area)$/;

/** The key a place is known by: ZIP, city key, county FIPS or Zillow metro name. */
export function placeKey(r: ResolvedLocation): string {
  switch (r.kind) {
    case 'zip':
      return r.zip;
    case 'city':
      return r.cityKey;
    case 'county':
      return r.countyFips;
    case 'metro':
      return r.metro;
  }
}

/**
 * Turns free text into a known location: a ZIP (or ZIP+4, also at the end of an address), "City, ST",
 * "City, State", "City ST", a county ("Cook County, IL"), a metro ("Austin-Round Rock", "Austin metro"), a bare
 * city name, a common nickname ("NYC", "Philly", "Manhattan") or a name with a small misspelling. Cities win
 * over metros and counties of the same name. An ambiguous name picks the largest place and lists the others in
 * `alternatives`. Returns null for text that names nothing in the dataset (and for a bare state).
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
  const nickname = PLACE_NICKNAMES.get(normalizePlace(name));
  const nicknameState = nickname ? splitState(nickname.target).state : null;
  if (nickname && (!state || state.abbr === nicknameState?.abbr)) {
    const meant = resolveByName(ds, nickname.target, input);
    const literal = nickname.exclusive ? null : resolveByName(ds, rest, input);
    if (meant)
      return preferLarger(
        ds,
        { ...meant, matchedBy: 'nickname', note: `"${input}" is read as ${meant.displayName}.` },
        literal,
      );
  }

  const named = resolveByName(ds, rest, input);
  if (named) return named;
  // A bare state name is not a market this dataset describes; do not guess "Texas County, MO" for "Texas".
  if (!state && (stateByName(name) || stateByAbbr(name))) return null;
  return resolveBySpelling(ds, name, state, input);
}

/** The name-based part of the resolver: county, city, then metro, then a county without the word "County". */
function resolveByName(ds: MarketDataset, text: string, input: string): ResolvedLocation | null {
  const { name, state } = splitState(text);
  let normalized = normalizePlace(name);
  if (normalized === '') return null;
  const metroWords = METRO_WORDS.exec(normalized);
  if (metroWords) normalized = normalized.slice(0, metroWords.index);
  const { suffix } = splitCountySuffix(normalized);
  if (suffix !== null && suffix !== 'city') return resolveCounty(ds, normalized, state, input);
  if (!metroWords) {
    const city = resolveCity(ds, normalized, state, input);
    if (city) return city;
  }
  if (!state && (stateByName(name) || stateByAbbr(name))) return null;
  return (
    resolveMetro(ds, normalized, state, input) ?? (metroWords ? null : resolveCounty(ds, normalized, state, input))
  );
}

/** A nickname that is also a real place name ("Manhattan", KS) keeps both; the larger place is shown. */
function preferLarger(ds: MarketDataset, meant: ResolvedLocation, literal: ResolvedLocation | null): ResolvedLocation {
  if (!literal || placeKey(literal) === placeKey(meant)) return meant;
  const [chosen, other] = bySize(meant, literal) <= 0 ? [meant, literal] : [literal, meant];
  const otherAlt = placeAlternative(ds, other.kind, placeKey(other));
  return {
    ...chosen,
    alternatives: [...(otherAlt ? [otherAlt] : []), ...chosen.alternatives, ...other.alternatives].slice(0, 6),
    note: `"${meant.input}" can mean ${meant.displayName} or ${literal.displayName}; showing the larger by households, ${chosen.displayName}.`,
  };
}

/** Small misspellings: the closest city name (in the given state, if any), ties broken by size. */
function resolveBySpelling(
  ds: MarketDataset,
  name: string,
  state: StateCode | null,
  input: string,
): ResolvedLocation | null {
  const normalized = normalizePlace(name);
  const { base, suffix } = splitCountySuffix(normalized);
  const countyIntent = suffix !== null && suffix !== 'city';
  const names = spellingNames(ds, countyIntent ? 'county' : 'city', state?.abbr ?? '*');
  const close = closestNames(countyIntent ? base : normalized, names);
  const best = close[0];
  if (!best) return null;
  const found: ResolvedLocation[] = [];
  for (const c of close) {
    if (c.distance !== best.distance) continue;
    const r = countyIntent
      ? resolveCounty(ds, `${c.name} ${suffix}`, state, input)
      : resolveCity(ds, c.name, state, input);
    if (r) found.push(r);
  }
  found.sort(bySize);
  const [chosen, ...others] = found;
  if (!chosen) return null;
  const otherAlts = others.map((o) => placeAlternative(ds, o.kind, placeKey(o))).filter((a) => a !== null);
  return {
    ...chosen,
    matchedBy: 'spelling',
    alternatives: [...otherAlts, ...chosen.alternatives].slice(0, 6),
    note: `No place is named "${input}"; showing the closest spelling, ${chosen.displayName}.`,
  };
}

const nameLists = new WeakMap<MarketDataset, Map<string, string[]>>();

/** Distinct normalized city or county names (in one state, or '*' for all), built once per dataset. */
function spellingNames(ds: MarketDataset, kind: 'city' | 'county', state: string): string[] {
  let lists = nameLists.get(ds);
  if (!lists) {
    lists = new Map();
    nameLists.set(ds, lists);
  }
  const id = `${kind}|${state}`;
  const cached = lists.get(id);
  if (cached) return cached;
  const names = new Set<string>();
  if (kind === 'county') {
    for (const [countyBase, list] of ds.countiesByBaseName)
      if (state === '*' || list.some((c) => c.state === state)) names.add(countyBase);
  } else {
    for (const city of ds.cities.values())
      if (state === '*' || city.state === state) names.add(city.key.slice(0, city.key.lastIndexOf('|')));
  }
  const out = [...names];
  lists.set(id, out);
  return out;
}

function resolveZip(ds: MarketDataset, zip: string, input: string): ResolvedZip | null {
  const g = ds.geo.get(zip);
  const zillow = ds.zhviZip.get(zip) ?? ds.zoriZip.get(zip);
  if (!g && !zillow && !ds.safmr.has(zip)) return null;
  return {
    kind: 'zip',
    input,
    zip,
    city: g?.city ?? null,
    displayName: g ? `${zip} (${g.city}, ${g.state})` : zip,
    state: g?.state ?? null,
    countyFips: g?.statCountyFips ?? g?.countyFips ?? null,
    metro: ds.metroOfZip(zip),
    alternatives: [],
    note: g ? null : 'This ZIP is not in the GeoNames postal file, so its city and county are unknown.',
    matchedBy: 'name',
    ...sizeOf(ds, 'zip', zip),
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

/** The state a bare text names ("Texas", "tx"), for suggesting its largest markets instead. */
export function bareState(text: string): StateCode | null {
  const t = text.trim().replace(/\./g, '');
  if (PLACE_NICKNAMES.has(normalizePlace(t))) return null;
  return stateByAbbr(t) ?? stateByName(t) ?? null;
}

/** Exposed for tests and for callers that want to validate a state by itself. */
export function knownStateAbbreviations(): string[] {
  return STATES.map((s) => s.abbr);
}
