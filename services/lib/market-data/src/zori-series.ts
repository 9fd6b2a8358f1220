import type { MarketDataset } from './dataset.ts';
import { CITY_KEY } from './dataset.ts';
import type { MonthlySeries } from './dataset-types.ts';
import { monthsBetween, type Month } from './months.ts';
import { valueAt } from './series.ts';

export type ZoriLevel = 'zip' | 'city' | 'county' | 'metro';

export interface ZoriChoice {
  level: ZoriLevel;
  label: string;
  series: MonthlySeries;
}

export interface ZoriScope {
  zip?: string | null;
  cityKey?: string | null;
  countyFips?: string | null;
  metro?: string | null;
}

/**
 * The ZORI series for a place, from the most local geography that has one: ZIP, city, county, then metro.
 * Each is returned so that callers can show the most local level and use the metro level for recency.
 */
export function zoriCandidates(ds: MarketDataset, scope: ZoriScope): ZoriChoice[] {
  const out: ZoriChoice[] = [];
  if (scope.zip) {
    const z = ds.zoriZip.get(scope.zip);
    if (z) out.push({ level: 'zip', label: `ZIP ${scope.zip}`, series: z.series });
  }
  if (scope.cityKey) {
    const c = ds.zoriCity.get(scope.cityKey);
    if (c) out.push({ level: 'city', label: `${c.name}, ${c.state}`, series: c.series });
  }
  if (scope.countyFips) {
    const c = ds.zoriCounty.get(scope.countyFips);
    if (c) out.push({ level: 'county', label: `${c.name}, ${c.state}`, series: c.series });
  }
  if (scope.metro) {
    const m = ds.zoriMetro.get(scope.metro);
    if (m) out.push({ level: 'metro', label: `${scope.metro} metro`, series: m.series });
  }
  return out;
}

/** The ZORI scope of a ZIP: itself, its GeoNames city, its county (old or ACS county code) and its metro. */
export function zipZoriScope(ds: MarketDataset, zip: string): ZoriScope {
  const g = ds.geo.get(zip);
  const countyFips =
    g?.countyFips && ds.zoriCounty.has(g.countyFips) ? g.countyFips : (g?.statCountyFips ?? g?.countyFips ?? null);
  return {
    zip,
    cityKey: g ? CITY_KEY(g.city, g.state) : null,
    countyFips,
    metro: ds.metroOfZip(zip) ?? (g ? ds.cities.get(CITY_KEY(g.city, g.state))?.metro : null) ?? null,
  };
}

export interface ZoriCarry {
  carrier: ZoriChoice;
  factor: number;
  to: Month;
}

/**
 * How a series whose last month is `from` is carried to `to` (the metro ZORI's last month, the product's present):
 * by the first of the `wider` ZORIs (most local first: city, county, then metro) that has both months. A ZIP drifts
 * less against its city than against its metro (measured across metros by the rent evaluation), so the nearest
 * current series carries it. Null when `from` is not before `to` or no wider series has both months.
 */
export function zoriCarry(wider: ZoriChoice[], from: Month, to: Month | null): ZoriCarry | null {
  if (!to || monthsBetween(from, to) <= 0) return null;
  for (const carrier of wider) {
    const start = valueAt(carrier.series, from);
    const end = valueAt(carrier.series, to);
    if (start && end) return { carrier, factor: end / start, to };
  }
  return null;
}
