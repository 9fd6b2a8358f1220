import { zipZoriScope, type MarketDataset, type ResolvedLocation, type ZoriScope } from '@realty/market-data';

/** The geographies a view can draw on, from the place itself up to its metro, with the names shown for each. */
export interface PlaceScope extends ZoriScope {
  /** "ZIP 78701 in Austin, TX metro", "Travis County, TX". */
  header: string;
  countyName: string | null;
  metroCbsa: string | null;
}

export interface RelatedPlace {
  kind: 'city' | 'county' | 'metro';
  label: string;
  /** Text that resolves to exactly this place. */
  query: string;
}

export function metroOfCounty(ds: MarketDataset, fips: string): string | null {
  const zoriCountyMetro = ds.zoriCounty.get(fips)?.metro;
  if (zoriCountyMetro) {
    const name = ds.metroName(zoriCountyMetro);
    if (name) return name;
  }
  const cbsa = ds.countyCbsa.get(fips);
  if (!cbsa) return null;
  for (const [metro, code] of ds.metroCbsa) if (code === cbsa) return metro;
  return null;
}

export function countyLabel(ds: MarketDataset, fips: string | null | undefined): string | null {
  const c = fips ? ds.counties.get(fips) : undefined;
  return c ? `${c.name}, ${c.state}` : null;
}

export const metroLabel = (metro: string): string => `${metro} metro`;

export function scopeOf(ds: MarketDataset, r: ResolvedLocation): PlaceScope {
  const base: ZoriScope = (() => {
    switch (r.kind) {
      case 'zip':
        return zipZoriScope(ds, r.zip);
      case 'city':
        return { cityKey: r.cityKey, countyFips: r.countyFips, metro: r.metro };
      case 'county':
        return { countyFips: r.countyFips, metro: metroOfCounty(ds, r.countyFips) };
      case 'metro':
        return { metro: r.metro };
    }
  })();
  const metro = base.metro ?? null;
  const countyName = countyLabel(ds, base.countyFips ?? r.countyFips);
  let header: string;
  if (r.kind === 'zip')
    header = `ZIP ${r.zip}${r.city ? ` (${r.city}, ${r.state})` : ''}${metro ? ` in ${metroLabel(metro)}` : ''}`;
  else if (r.kind === 'metro') header = metroLabel(r.metro);
  else header = r.displayName;
  return { ...base, header, countyName, metroCbsa: metro ? (ds.metroCbsa.get(metro) ?? null) : null };
}

/** The larger places that contain this one, each one click away (a ZIP offers its city, county and metro). */
export function relatedPlaces(ds: MarketDataset, r: ResolvedLocation, scope: PlaceScope): RelatedPlace[] {
  const out: RelatedPlace[] = [];
  if (r.kind === 'zip' && scope.cityKey) {
    const city = ds.cities.get(scope.cityKey);
    if (city) out.push({ kind: 'city', label: `${city.name}, ${city.state}`, query: `${city.name}, ${city.state}` });
  }
  if ((r.kind === 'zip' || r.kind === 'city') && scope.countyName) {
    out.push({ kind: 'county', label: scope.countyName, query: scope.countyName });
  }
  if (r.kind !== 'metro' && scope.metro)
    out.push({ kind: 'metro', label: metroLabel(scope.metro), query: `${scope.metro} metro` });
  return out;
}
