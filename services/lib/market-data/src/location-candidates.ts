import type { MarketDataset } from './dataset.ts';
import { citySize, countySize, metroSize, zipSize, type PlaceSize } from './place-size.ts';
import type { LocationAlternative, LocationKind } from './location-types.ts';
import type { StateCode } from './state-codes.ts';

/** The text that resolves to this place and nothing else, so a candidate can be searched with one click. */
function queryFor(kind: LocationKind, key: string, display: string): string {
  if (kind === 'metro') return `${key} metro`;
  if (kind === 'zip') return key;
  return display;
}

export function sizeOf(ds: MarketDataset, kind: LocationKind, key: string): PlaceSize {
  switch (kind) {
    case 'zip':
      return zipSize(ds, key);
    case 'city':
      return citySize(ds, key);
    case 'county':
      return countySize(ds, key);
    case 'metro':
      return metroSize(ds, ds.metroCbsa.get(key) ?? null);
  }
}

function displayOf(
  ds: MarketDataset,
  kind: LocationKind,
  key: string,
): { displayName: string; state: string | null } | null {
  switch (kind) {
    case 'zip': {
      const g = ds.geo.get(key);
      return { displayName: g ? `${key} (${g.city}, ${g.state})` : key, state: g?.state ?? null };
    }
    case 'city': {
      const c = ds.cities.get(key);
      return c ? { displayName: `${c.name}, ${c.state}`, state: c.state } : null;
    }
    case 'county': {
      const c = ds.counties.get(key);
      return c ? { displayName: `${c.name}, ${c.state}`, state: c.state } : null;
    }
    case 'metro':
      return { displayName: `${key} metro area`, state: key.slice(key.lastIndexOf(', ') + 2).split('-')[0] ?? null };
  }
}

/** A place as a candidate: its name, the text to search it by, and its size. */
export function placeAlternative(ds: MarketDataset, kind: LocationKind, key: string): LocationAlternative | null {
  const shown = displayOf(ds, kind, key);
  if (!shown) return null;
  return { kind, key, ...shown, query: queryFor(kind, key, shown.displayName), ...sizeOf(ds, kind, key) };
}

/** Larger first by households; places without a household count go last. */
export function bySize(a: { households: number | null }, b: { households: number | null }): number {
  return (b.households ?? -1) - (a.households ?? -1);
}

/** A state is not a market this dataset describes; its largest metro areas are offered instead. */
export function stateSuggestions(ds: MarketDataset, state: StateCode, limit = 6): LocationAlternative[] {
  const out: LocationAlternative[] = [];
  for (const metro of ds.metroCbsa.keys()) {
    const states = metro.slice(metro.lastIndexOf(', ') + 2).split('-');
    if (!states.includes(state.abbr)) continue;
    const alt = placeAlternative(ds, 'metro', metro);
    if (alt) out.push(alt);
  }
  return out.sort(bySize).slice(0, limit);
}
