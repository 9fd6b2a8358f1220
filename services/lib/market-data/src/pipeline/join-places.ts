import {
  type AcsHousingProfile,
  type CountyInfo,
  type SafmrEntry,
  type SafmrRecord,
  type TownFmrRecord,
  type ZipGeo,
} from '../dataset-types.ts';
import { stateByFips } from '../state-codes.ts';
import { normalizePlace } from '../text-normalize.ts';
import { indexByFirstCity, matchMetroName } from './metro-names.ts';
import { townKey, type FmrTownRow } from './read-hud.ts';
import type { GeoNamesRow } from './read-geonames.ts';

// The join side of the pipeline: ZIPs to counties, towns, HUD areas and metro names.

const NEW_ENGLAND = new Set(['CT', 'ME', 'MA', 'NH', 'RI', 'VT']);

export function cityKey(city: string, state: string): string {
  return `${normalizePlace(city)}|${state.toUpperCase()}`;
}

export function countiesFromAcs(acs: Map<string, AcsHousingProfile>): CountyInfo[] {
  const out: CountyInfo[] = [];
  for (const [fips, profile] of acs) {
    const comma = profile.name.lastIndexOf(', ');
    const state = stateByFips(fips.slice(0, 2));
    if (comma < 0 || !state) continue;
    out.push({ fips, name: profile.name.slice(0, comma), state: state.abbr, stateName: state.name });
  }
  return out;
}

function townsByStateKey(towns: FmrTownRow[]): Map<string, FmrTownRow[]> {
  const out = new Map<string, FmrTownRow[]>();
  for (const town of towns) {
    const key = `${town.state}|${town.key}`;
    out.set(key, [...(out.get(key) ?? []), town]);
  }
  return out;
}

function matchTown(
  index: Map<string, FmrTownRow[]>,
  place: string,
  state: string,
  countyFips: string | null,
): FmrTownRow | undefined {
  const candidates = index.get(`${state}|${townKey(place)}`) ?? [];
  if (candidates.length <= 1) return candidates[0];
  return (
    candidates.find((c) => c.fips10.startsWith(countyFips ?? '-')) ??
    candidates.reduce((a, b) => (b.population > a.population ? b : a))
  );
}

export function buildGeo(rows: Map<string, GeoNamesRow>, towns: FmrTownRow[]): Record<string, ZipGeo> {
  const index = townsByStateKey(towns);
  const out: Record<string, ZipGeo> = {};
  for (const [zip, r] of rows) {
    // Connecticut's ACS 2024 and HUD FY2026 figures are by planning region; GeoNames still has the old
    // counties, so the ZIP's town decides which planning region it belongs to.
    const statCountyFips =
      r.state === 'CT' ? (matchTown(index, r.place, r.state, null)?.fips10.slice(0, 5) ?? null) : r.countyFips;
    out[zip] = {
      city: r.place,
      state: r.state,
      stateName: r.stateName,
      countyName: r.countyName,
      countyFips: r.countyFips,
      statCountyFips,
      lat: r.lat,
      lon: r.lon,
    };
  }
  return out;
}

export function buildTownFmrByZip(rows: Map<string, GeoNamesRow>, towns: FmrTownRow[]): Record<string, TownFmrRecord> {
  const index = townsByStateKey(towns);
  const out: Record<string, TownFmrRecord> = {};
  for (const [zip, r] of rows) {
    if (!NEW_ENGLAND.has(r.state)) continue;
    const town = matchTown(index, r.place, r.state, r.countyFips);
    if (town) out[zip] = { town: town.town, state: town.state, hudAreaName: town.hudAreaName, rents: town.rents };
  }
  return out;
}

/**
 * A ZIP that straddles two HUD areas is listed once per area. The primary entry is the area of the ZIP's own
 * county (its FY2026 HUD area code, else the same CBSA), because that is where GeoNames places the ZIP's post
 * office; otherwise the first listed. The others are kept in `otherAreas` so that callers can show the range.
 */
export function chooseSafmrAreas(
  entries: Map<string, SafmrEntry[]>,
  geo: Record<string, ZipGeo>,
  fmrCounties: Map<string, { hudAreaCode: string }>,
  countyCbsa: Record<string, string>,
): Record<string, SafmrRecord> {
  const out: Record<string, SafmrRecord> = {};
  for (const [zip, list] of entries) {
    const county = geo[zip]?.statCountyFips ?? null;
    const areaCode = county ? fmrCounties.get(county)?.hudAreaCode : undefined;
    const cbsa = county ? countyCbsa[county] : undefined;
    const primary =
      list.find((e) => e.hudAreaCode === areaCode) ??
      list.find((e) => cbsa !== undefined && e.hudAreaCode.startsWith(`METRO${cbsa}`)) ??
      list[0];
    if (!primary) continue;
    out[zip] = { ...primary, otherAreas: list.filter((e) => e !== primary) };
  }
  return out;
}

export function buildMetroNames(
  metroNames: Set<string>,
  longTitles: string[],
  acsCbsa: Map<string, AcsHousingProfile>,
): { metroAliases: Record<string, string>; metroCbsa: Record<string, string> } {
  metroNames.delete('United States');
  const byFirst = indexByFirstCity(metroNames);
  const metroAliases: Record<string, string> = {};
  for (const title of new Set(longTitles)) {
    if (!title || metroNames.has(title)) continue;
    const match = matchMetroName(title, metroNames, byFirst);
    if (match) metroAliases[title] = match;
  }
  const metroCbsa: Record<string, string> = {};
  const isMetro: Record<string, boolean> = {};
  for (const [cbsa, profile] of acsCbsa) {
    const match = matchMetroName(profile.name, metroNames, byFirst);
    if (!match) continue;
    const metro = profile.name.endsWith('Metro Area');
    // Where a metro and a micro area share a first city, the metro area is the one Zillow means.
    if (metroCbsa[match] && (isMetro[match] || !metro)) continue;
    metroCbsa[match] = cbsa;
    isMetro[match] = metro;
    const title = profile.name.replace(/ (Metro|Micro) Area$/, '');
    if (title !== match) metroAliases[title] = match;
  }
  return { metroAliases, metroCbsa };
}
