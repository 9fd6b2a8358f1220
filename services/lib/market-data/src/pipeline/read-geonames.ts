import { stateByAbbr } from '../state-codes.ts';
import { parseNumber } from './parse-helpers.ts';

export interface GeoNamesRow {
  zip: string;
  place: string;
  stateName: string;
  state: string;
  countyName: string;
  countyFips: string | null;
  lat: number;
  lon: number;
}

/**
 * Reads the GeoNames US postal file (tab-separated, no header, no quoting). The county FIPS is the state
 * FIPS followed by GeoNames' admin code2. The file lists two ZIPs twice; the first row wins.
 */
export function readGeoNamesFile(text: string): Map<string, GeoNamesRow> {
  const out = new Map<string, GeoNamesRow>();
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    const f = line.split('\t');
    const zip = (f[1] ?? '').trim();
    if (!/^\d{5}$/.test(zip) || out.has(zip)) continue;
    const state = (f[4] ?? '').trim();
    const code2 = (f[6] ?? '').trim();
    const stateFips = stateByAbbr(state)?.fips;
    const lat = parseNumber(f[9] ?? '');
    const lon = parseNumber(f[10] ?? '');
    if (lat === null || lon === null) continue;
    out.set(zip, {
      zip,
      place: (f[2] ?? '').trim(),
      stateName: (f[3] ?? '').trim(),
      state,
      countyName: (f[5] ?? '').trim(),
      countyFips: stateFips && /^\d{3}$/.test(code2) ? `${stateFips}${code2}` : null,
      lat,
      lon,
    });
  }
  return out;
}
