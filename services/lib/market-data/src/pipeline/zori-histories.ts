import type { ZillowRegionSeries } from '../dataset-types.ts';
import { cityKey } from './join-places.ts';
import { readRaw } from './raw-files.ts';
import { readZillowSeriesFile, toRegionSeries, zipOf, type ZillowRow } from './read-zillow.ts';
import { RAW_FILES } from './source-urls.ts';

// Zillow rows keyed as the dataset keys them (ZIP, city key, metro name), for the dataset and for offline fits
// that need longer histories than the dataset keeps.

export function byZip(rows: ZillowRow[]): Record<string, ZillowRegionSeries> {
  const out: Record<string, ZillowRegionSeries> = {};
  for (const row of rows) {
    const zip = zipOf(row);
    if (zip && !out[zip]) out[zip] = toRegionSeries(row, zip);
  }
  return out;
}

export function byName(rows: ZillowRow[]): Record<string, ZillowRegionSeries> {
  const out: Record<string, ZillowRegionSeries> = {};
  for (const row of rows) if (row.regionType !== 'country') out[row.regionName] = toRegionSeries(row, row.regionName);
  return out;
}

export function byCityKey(rows: ZillowRow[]): Record<string, ZillowRegionSeries> {
  const out: Record<string, ZillowRegionSeries> = {};
  for (const row of rows) {
    const key = cityKey(row.regionName, row.state);
    // Two rows can normalize to the same key; Zillow's SizeRank keeps the larger place.
    const existing = out[key];
    if (!existing || row.sizeRank < existing.sizeRank) out[key] = toRegionSeries(row, row.regionName);
  }
  return out;
}

export interface ZoriHistories {
  zoriZip: Map<string, ZillowRegionSeries>;
  zoriCity: Map<string, ZillowRegionSeries>;
  zoriMetro: Map<string, ZillowRegionSeries>;
}

/** The ZIP, city and metro ZORIs with `months` of history, keyed as in the dataset. */
export async function readZoriHistories(rawDir: string, months: number): Promise<ZoriHistories> {
  const read = async (key: 'zoriZip' | 'zoriCity' | 'zoriMetro') =>
    readZillowSeriesFile(await readRaw(rawDir, key), RAW_FILES[key].path, months);
  const map = (r: Record<string, ZillowRegionSeries>) => new Map(Object.entries(r));
  return {
    zoriZip: map(byZip(await read('zoriZip'))),
    zoriCity: map(byCityKey(await read('zoriCity'))),
    zoriMetro: map(byName(await read('zoriMetro'))),
  };
}
