import type { CityRecord, SerializedDataset } from './dataset-types.ts';
import { normalizePlace } from './text-normalize.ts';

export const CITY_KEY = (name: string, state: string): string => `${normalizePlace(name)}|${state.toUpperCase()}`;

/**
 * Cities from GeoNames places joined with Zillow's city rent series. Computed by the pipeline and stored in
 * the dataset, because normalizing 41k place names at every service start costs more than reading the result.
 */
export function buildCityIndex(ds: Omit<SerializedDataset, 'cities' | 'sources'>): Record<string, CityRecord> {
  const metroNames = new Set([...Object.keys(ds.zoriMetro), ...Object.keys(ds.zhviMetro)]);
  const metroName = (title: string): string | null =>
    metroNames.has(title) ? title : (ds.metroAliases[title] ?? null);
  const tenureZcta = new Map(Object.entries(ds.tenureZcta));
  const zhviZip = new Map(Object.entries(ds.zhviZip));
  const zoriZip = new Map(Object.entries(ds.zoriZip));
  const zoriCity = new Map(Object.entries(ds.zoriCity));
  const geo = new Map(Object.entries(ds.geo));
  const cities = new Map<string, CityRecord>();
  const countyVotes = new Map<string, Map<string, number>>();
  for (const [zip, g] of geo) {
    const key = CITY_KEY(g.city, g.state);
    let city = cities.get(key);
    if (!city) {
      city = {
        key,
        name: g.city,
        state: g.state,
        zips: [],
        countyFips: null,
        sizeRank: null,
        households: 0,
        metro: null,
      };
      cities.set(key, city);
    }
    city.zips.push(zip);
    city.households += tenureZcta.get(zip)?.occupied ?? 0;
    const county = g.statCountyFips ?? g.countyFips;
    if (county) {
      const votes = countyVotes.get(key) ?? new Map<string, number>();
      votes.set(county, (votes.get(county) ?? 0) + (tenureZcta.get(zip)?.occupied ?? 0) + 1);
      countyVotes.set(key, votes);
    }
    const metroTitle = zhviZip.get(zip)?.metro || zoriZip.get(zip)?.metro;
    if (!city.metro && metroTitle) city.metro = metroName(metroTitle);
  }
  for (const [key, z] of zoriCity) {
    let city = cities.get(key);
    if (!city) {
      const state = key.slice(key.lastIndexOf('|') + 1);
      city = { key, name: z.name, state, zips: [], countyFips: null, sizeRank: null, households: 0, metro: null };
      cities.set(key, city);
    }
    city.name = z.name;
    city.sizeRank = z.sizeRank;
    if (z.metro) city.metro = metroName(z.metro) ?? city.metro;
  }
  for (const [key, votes] of countyVotes) {
    const city = cities.get(key);
    if (!city) continue;
    let best: string | null = null;
    let bestVotes = -1;
    for (const [county, n] of votes) {
      if (n > bestVotes) {
        best = county;
        bestVotes = n;
      }
    }
    city.countyFips = best;
  }
  return Object.fromEntries(cities);
}
