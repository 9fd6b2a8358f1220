import { DATASET_VERSION, type SerializedDataset, type ZillowRegionSeries } from '../dataset-types.ts';
import { buildCityIndex } from '../city-index.ts';
import { buildPropertyExtras } from './build-property-extras.ts';
import { buildRentalExtras } from './build-rental-extras.ts';
import { buildSources } from './build-sources.ts';
import { buildGeo, buildMetroNames, buildTownFmrByZip, chooseSafmrAreas, countiesFromAcs } from './join-places.ts';
import { readRaw } from './raw-files.ts';
import { readDp04File, readTenureFile } from './read-acs.ts';
import { readFmrFile, readSafmrFile } from './read-hud.ts';
import { readGeoNamesFile } from './read-geonames.ts';
import { readMortgageFile } from './read-fred.ts';
import { readPropertyTaxFile } from './read-property-tax.ts';
import { readZhvfFile, readZillowSeriesFile, toRegionSeries } from './read-zillow.ts';
import { byCityKey, byName, byZip } from './zori-histories.ts';
import { RAW_FILES } from './source-urls.ts';

// Reads every raw file and joins them into the serialized dataset (written by build.ts).

export type Log = (line: string) => void;

/**
 * Months of monthly history kept per series: 25 gives two year-over-year comparisons; 61 gives 5 years of changes.
 * Local ZORIs keep one more: 26 months of the city file (to 2025-11) reach back to the ZIP files' last month
 * (2023-10), so a city's series can carry a ZIP's level to the present.
 */
const KEEP = { zoriLocal: 26, zoriMetro: 61, zhviMetro: 61, zhviZip: 12 } as const;
const MORTGAGE_YEARS = 5;
const GEONAMES_VINTAGE = '2024-04-12';

export async function assembleDataset(rawDir: string, log: Log): Promise<SerializedDataset> {
  const geoRows = readGeoNamesFile(await readRaw(rawDir, 'geonames'));
  const fmr = readFmrFile(await readRaw(rawDir, 'fmrCounty'), RAW_FILES.fmrCounty.path);
  const safmrEntries = readSafmrFile(await readRaw(rawDir, 'safmr'), RAW_FILES.safmr.path);
  log('  read geonames + HUD');

  const acsCountyMap = readDp04File(await readRaw(rawDir, 'acsCounty'), RAW_FILES.acsCounty.path);
  const acsCbsaMap = readDp04File(await readRaw(rawDir, 'acsCbsa'), RAW_FILES.acsCbsa.path);
  const tenure = readTenureFile(await readRaw(rawDir, 'tenureZcta'), RAW_FILES.tenureZcta.path);
  log('  read ACS');

  const counties = countiesFromAcs(acsCountyMap);
  const tax = readPropertyTaxFile(await readRaw(rawDir, 'propertyTax'), RAW_FILES.propertyTax.path, counties);
  if (tax.unmatched.length > 0) {
    log(`  property tax: ${tax.unmatched.length} counties not joined (${tax.unmatched.slice(0, 5).join('; ')})`);
  }
  const mortgage30 = readMortgageFile(await readRaw(rawDir, 'mortgage'), RAW_FILES.mortgage.path, MORTGAGE_YEARS);

  const zhviZipRows = readZillowSeriesFile(await readRaw(rawDir, 'zhviZip'), RAW_FILES.zhviZip.path, KEEP.zhviZip);
  const zhvf = readZhvfFile(await readRaw(rawDir, 'zhvfZip'), RAW_FILES.zhvfZip.path);
  const zhviMetroRows = readZillowSeriesFile(
    await readRaw(rawDir, 'zhviMetro'),
    RAW_FILES.zhviMetro.path,
    KEEP.zhviMetro,
  );
  const zoriZipRows = readZillowSeriesFile(await readRaw(rawDir, 'zoriZip'), RAW_FILES.zoriZip.path, KEEP.zoriLocal);
  const zoriCityRows = readZillowSeriesFile(await readRaw(rawDir, 'zoriCity'), RAW_FILES.zoriCity.path, KEEP.zoriLocal);
  const zoriCountyRows = readZillowSeriesFile(
    await readRaw(rawDir, 'zoriCounty'),
    RAW_FILES.zoriCounty.path,
    KEEP.zoriLocal,
    ['StateCodeFIPS', 'MunicipalCodeFIPS'],
  );
  const zoriMetroRows = readZillowSeriesFile(
    await readRaw(rawDir, 'zoriMetro'),
    RAW_FILES.zoriMetro.path,
    KEEP.zoriMetro,
  );
  log('  read Zillow + FRED + tax');

  const zoriCounty: Record<string, ZillowRegionSeries> = {};
  for (const row of zoriCountyRows) {
    // Leading zeros may have been lost to a spreadsheet, as in the ZIP file.
    const stateFips = (row.extra.StateCodeFIPS ?? '').padStart(2, '0');
    const countyFips = (row.extra.MunicipalCodeFIPS ?? '').padStart(3, '0');
    if (/^\d{2}$/.test(stateFips) && /^\d{3}$/.test(countyFips)) {
      zoriCounty[`${stateFips}${countyFips}`] = toRegionSeries(row, row.regionName);
    }
  }
  const zoriCity = byCityKey(zoriCityRows);
  const zhviMetro = byName(zhviMetroRows);
  const zoriMetro = byName(zoriMetroRows);
  const usRow = zoriMetroRows.find((r) => r.regionType === 'country');
  if (usRow) zoriMetro['United States'] = toRegionSeries(usRow, 'United States');
  const usZhvi = zhviMetroRows.find((r) => r.regionType === 'country');
  if (usZhvi) zhviMetro['United States'] = toRegionSeries(usZhvi, 'United States');

  const geo = buildGeo(geoRows, fmr.towns);
  const fmrTownByZip = buildTownFmrByZip(geoRows, fmr.towns);
  const countyCbsa = Object.fromEntries(fmr.countyCbsa);
  const safmr = chooseSafmrAreas(safmrEntries, geo, fmr.counties, countyCbsa);

  const zhviZip = byZip(zhviZipRows);
  const zoriZip = byZip(zoriZipRows);
  const { metroAliases, metroCbsa } = buildMetroNames(
    new Set([...Object.keys(zoriMetro), ...Object.keys(zhviMetro)]),
    [...zhviZipRows, ...zoriZipRows, ...zoriCityRows, ...zoriCountyRows].map((r) => r.metro),
    acsCbsaMap,
  );
  log('  joins done');

  const partial = {
    version: DATASET_VERSION,
    builtAt: new Date().toISOString(),
    geo,
    counties: Object.fromEntries(counties.map((c) => [c.fips, c])),
    countyCbsa,
    zhviZip,
    zhvfZip: Object.fromEntries(zhvf),
    zhviMetro,
    zoriZip,
    zoriCity,
    zoriCounty,
    zoriMetro,
    metroAliases,
    metroCbsa,
    safmr,
    fmrCounty: Object.fromEntries(fmr.counties),
    fmrTownByZip,
    acsCounty: Object.fromEntries(acsCountyMap),
    acsCbsa: Object.fromEntries(acsCbsaMap),
    tenureZcta: Object.fromEntries(tenure),
    taxCounty: Object.fromEntries(tax.counties),
    taxState: Object.fromEntries(tax.states),
    mortgage30,
    property: await buildPropertyExtras(rawDir),
    rental: await buildRentalExtras(rawDir),
  };
  return { ...partial, cities: buildCityIndex(partial), sources: buildSources(partial, GEONAMES_VINTAGE) };
}
