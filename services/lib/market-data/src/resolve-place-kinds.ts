import type { CityEntry, MarketDataset } from './dataset.ts';
import type { CountyInfo } from './dataset-types.ts';
import { placeAlternative } from './location-candidates.ts';
import { sizeOf } from './location-candidates.ts';
import type {
  LocationAlternative,
  LocationKind,
  ResolvedCity,
  ResolvedCounty,
  ResolvedMetro,
} from './location-types.ts';
import type { StateCode } from './state-codes.ts';
import { normalizePlace, splitCountySuffix } from './text-normalize.ts';

const MAX_ALTERNATIVES = 5;

function alternatives(ds: MarketDataset, kind: LocationKind, keys: string[]): LocationAlternative[] {
  return keys
    .slice(0, MAX_ALTERNATIVES)
    .map((key) => placeAlternative(ds, kind, key))
    .filter((a): a is LocationAlternative => a !== null);
}

/**
 * The fields every match by name shares: the largest candidate (the first of `rankedKeys`) was chosen, the others
 * are offered as alternatives, and when there were others `note` says which was chosen.
 */
function matchedByName<K extends LocationKind>(
  ds: MarketDataset,
  kind: K,
  shown: { input: string; displayName: string; note: string },
  rankedKeys: readonly string[],
) {
  const [chosenKey = '', ...otherKeys] = rankedKeys;
  const note = otherKeys.length > 0 ? shown.note : null;
  return {
    kind,
    input: shown.input,
    displayName: shown.displayName,
    alternatives: alternatives(ds, kind, otherKeys),
    note,
    matchedBy: 'name' as const,
    ...sizeOf(ds, kind, chosenKey),
  };
}

/** Larger first: Zillow's SizeRank where Zillow tracks the city, then households. */
function compareCities(a: CityEntry, b: CityEntry): number {
  if (a.sizeRank !== null && b.sizeRank !== null) return a.sizeRank - b.sizeRank;
  if (a.sizeRank !== null) return -1;
  if (b.sizeRank !== null) return 1;
  return b.households - a.households;
}

export function resolveCity(
  ds: MarketDataset,
  normalized: string,
  state: StateCode | null,
  input: string,
): ResolvedCity | null {
  let candidates = ds.citiesByName.get(normalized) ?? [];
  if (state) candidates = candidates.filter((c) => c.state === state.abbr);
  const sorted = [...candidates].sort(compareCities);
  const chosen = sorted[0];
  if (!chosen) return null;
  const displayName = `${chosen.name}, ${chosen.state}`;
  const note = `"${input}" matches ${candidates.length} places; showing the largest, ${displayName}. Add a state to choose another.`;
  const rankedKeys = sorted.map((c) => c.key);
  const shared = matchedByName(ds, 'city', { input, displayName, note }, rankedKeys);
  return {
    ...shared,
    city: chosen.name,
    state: chosen.state,
    cityKey: chosen.key,
    zips: chosen.zips,
    countyFips: chosen.countyFips,
    metro: chosen.metro,
  };
}

export function resolveCounty(
  ds: MarketDataset,
  normalized: string,
  state: StateCode | null,
  input: string,
): ResolvedCounty | null {
  const { base } = splitCountySuffix(normalized);
  let candidates = ds.countiesByBaseName.get(base) ?? [];
  if (state) candidates = candidates.filter((c) => c.state === state.abbr);
  // "Richmond County" must not pick "Richmond city" when both exist.
  const exact = candidates.filter((c) => normalizePlace(c.name) === normalized);
  if (exact.length > 0) candidates = exact;
  const size = (c: CountyInfo): number => ds.acsCounty.get(c.fips)?.totalUnits ?? 0;
  const sorted = [...candidates].sort((a, b) => size(b) - size(a));
  const chosen = sorted[0];
  if (!chosen) return null;
  const displayName = `${chosen.name}, ${chosen.state}`;
  const note = `"${input}" matches ${candidates.length} counties; showing the largest by housing units, ${displayName}.`;
  const rankedKeys = sorted.map((c) => c.fips);
  const shared = matchedByName(ds, 'county', { input, displayName, note }, rankedKeys);
  return { ...shared, countyFips: chosen.fips, countyName: chosen.name, state: chosen.state, metro: null };
}

export function metroStates(name: string): string[] {
  return name.slice(name.lastIndexOf(', ') + 2).split('-');
}

/** True when what follows the matched name is only the metro's state list ("tx", "ny nj pa"). */
function isStateTail(tail: string, metro: string): boolean {
  const states = metroStates(metro).map((s) => s.toLowerCase());
  return tail.split(' ').every((w) => states.includes(w));
}

export function resolveMetro(
  ds: MarketDataset,
  normalized: string,
  state: StateCode | null,
  input: string,
): ResolvedMetro | null {
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
      if (!title.startsWith(`${normalized} `)) continue;
      if (isStateTail(title.slice(normalized.length + 1), metro) || normalized.includes(' ')) matches.add(metro);
    }
  }
  let candidates = [...matches];
  if (state) candidates = candidates.filter((m) => metroStates(m).includes(state.abbr));
  const rank = (m: string): number =>
    ds.zoriMetro.get(m)?.sizeRank ?? ds.zhviMetro.get(m)?.sizeRank ?? Number.MAX_SAFE_INTEGER;
  candidates.sort((a, b) => rank(a) - rank(b));
  const chosen = candidates[0];
  if (!chosen) return null;
  const note = `"${input}" matches ${candidates.length} metro areas; showing the largest, ${chosen}.`;
  const shared = matchedByName(ds, 'metro', { input, displayName: `${chosen} metro area`, note }, candidates);
  return {
    ...shared,
    metro: chosen,
    cbsa: ds.metroCbsa.get(chosen) ?? null,
    state: metroStates(chosen)[0] ?? null,
    countyFips: null,
  };
}
