import type { ZillowRegionSeries } from '../dataset-types.ts';
import type { RentalExtrasSerialized } from '../rental-extras-types.ts';
import { readCountyPopulation, readRealtorInventoryFile } from './read-realtor.ts';
import { readZillowSeriesFile, toRegionSeries } from './read-zillow.ts';
import { readRaw } from './raw-files.ts';
import { RAW_FILES } from './source-urls.ts';

/** 25 months: a year-over-year change and a 12-month trend with its first month-over-month change. */
const KEEP_HOME_TYPE_MONTHS = 25;

function metroSeries(text: string, source: string): Record<string, ZillowRegionSeries> {
  const out: Record<string, ZillowRegionSeries> = {};
  for (const row of readZillowSeriesFile(text, source, KEEP_HOME_TYPE_MONTHS)) {
    const name = row.regionType === 'country' ? 'United States' : row.regionName;
    out[name] = toRegionSeries(row, name);
  }
  return out;
}

/**
 * The tables only the rental dashboard reads: Realtor.com listing metrics (metro by CBSA, county by FIPS),
 * Zillow's single-family and multifamily rent indexes by metro, and county populations for ranking candidates.
 */
export async function buildRentalExtras(rawDir: string): Promise<RentalExtrasSerialized> {
  const [metro, county, sfr, mfr, fmr] = await Promise.all([
    readRaw(rawDir, 'realtorMetro'),
    readRaw(rawDir, 'realtorCounty'),
    readRaw(rawDir, 'zoriMetroSfr'),
    readRaw(rawDir, 'zoriMetroMfr'),
    readRaw(rawDir, 'fmrCounty'),
  ]);
  return {
    realtorMetro: Object.fromEntries(readRealtorInventoryFile(metro, RAW_FILES.realtorMetro.path, 'metro')),
    realtorCounty: Object.fromEntries(readRealtorInventoryFile(county, RAW_FILES.realtorCounty.path, 'county')),
    zoriMetroSfr: metroSeries(sfr, RAW_FILES.zoriMetroSfr.path),
    zoriMetroMfr: metroSeries(mfr, RAW_FILES.zoriMetroMfr.path),
    countyPopulation: Object.fromEntries(readCountyPopulation(fmr, RAW_FILES.fmrCounty.path)),
  };
}
