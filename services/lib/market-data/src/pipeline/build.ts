import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  DATASET_VERSION,
  type AcsHousingProfile,
  type CountyInfo,
  type SafmrEntry,
  type SafmrRecord,
  type SerializedDataset,
  type TownFmrRecord,
  type ZillowRegionSeries,
  type ZipGeo,
} from '../dataset-types.ts';
import { buildCityIndex } from '../city-index.ts';
import { packDataset } from '../dataset-codec.ts';
import { readMarketDataEnv } from '../env.ts';
import { MarketDataError } from '../errors.ts';
import { stateByFips } from '../state-codes.ts';
import { normalizePlace } from '../text-normalize.ts';
import { buildSources } from './build-sources.ts';
import { indexByFirstCity, matchMetroName } from './metro-names.ts';
import { downloadRawFiles } from './raw-download.ts';
import { readDp04File, readTenureFile } from './read-acs.ts';
import { readFmrFile, readSafmrFile, townKey, type FmrTownRow } from './read-hud.ts';
import { readGeoNamesFile, type GeoNamesRow } from './read-geonames.ts';
import { readMortgageFile } from './read-fred.ts';
import { readPropertyTaxFile } from './read-property-tax.ts';
import { readZhvfFile, readZillowSeriesFile, toRegionSeries, zipOf } from './read-zillow.ts';
import { RAW_FILES, type RawFileKey } from './source-urls.ts';

export const DATASET_FILE = 'market-dataset.json.gz';
export const MANIFEST_FILE = 'manifest.json';
export const MARKET_SUBDIR = 'market';

/** Months of monthly history kept per series: 25 gives two year-over-year comparisons; 61 gives 5 years of changes. */
const KEEP = { zoriLocal: 25, zoriMetro: 61, zhviMetro: 61, zhviZip: 12 } as const;
const MORTGAGE_YEARS = 5;
const GEONAMES_VINTAGE = '2024-04-12';
const NEW_ENGLAND = new Set(['CT', 'ME', 'MA', 'NH', 'RI', 'VT']);

export type Log = (line: string) => void;

export interface BuildOptions {
  rawDir: string;
  /** The data directory; the dataset is written to `<outDir>/market/`. */
  outDir: string;
  log?: Log;
}

export interface InputFingerprint {
  size: number;
  mtimeMs: number;
}

export interface DatasetManifest {
  version: number;
  builtAt: string;
  rawDir: string;
  inputs: Record<string, InputFingerprint>;
  buildMs: number;
  bytes: number;
  counts: Record<string, number>;
}

export interface BuildResult {
  manifest: DatasetManifest;
  datasetPath: string;
}

const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../../', import.meta.url)));

export function defaultDataDir(): string {
  return readMarketDataEnv().MARKET_DATA_DIR ?? join(REPO_ROOT, '.data');
}

/**
 * Where the raw files are: an explicit directory, else RAW_DATA_DIR, else the shared checkout next to the repo.
 * Returns null when none exists, which means the files have to be downloaded.
 */
export function locateRawDir(explicit?: string): string | null {
  const candidate = explicit ?? readMarketDataEnv().RAW_DATA_DIR;
  if (candidate) {
    if (!existsSync(candidate)) {
      throw new MarketDataError('MARKET_DATA.RAW_FILE_MISSING', `Raw data directory ${candidate} does not exist`);
    }
    return candidate;
  }
  // `shared/` sits next to the checkout; a clone nested deeper (e.g. a CI work tree) finds it
  // in the nearest ancestor that has one.
  for (let dir = resolve(REPO_ROOT, '..'); ; dir = dirname(dir)) {
    const shared = join(dir, 'shared', 'data', 'raw');
    if (existsSync(shared)) return shared;
    if (dirname(dir) === dir) return null;
  }
}

async function fingerprintInputs(rawDir: string): Promise<Record<string, InputFingerprint>> {
  const out: Record<string, InputFingerprint> = {};
  for (const spec of Object.values(RAW_FILES)) {
    const path = join(rawDir, spec.path);
    try {
      const s = await stat(path);
      out[spec.path] = { size: s.size, mtimeMs: Math.round(s.mtimeMs) };
    } catch (error) {
      throw new MarketDataError('MARKET_DATA.RAW_FILE_MISSING', `Raw file ${path} is missing`, { cause: error });
    }
  }
  return out;
}

async function readRaw(rawDir: string, key: RawFileKey): Promise<string> {
  const path = join(rawDir, RAW_FILES[key].path);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new MarketDataError('MARKET_DATA.RAW_FILE_MISSING', `Raw file ${path} is missing`, { cause: error });
  }
}

/** Reads every raw file, joins them and writes the compact dataset plus a manifest. */
export async function buildDataset(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const rawDir = resolve(options.rawDir);
  const inputs = await fingerprintInputs(rawDir);
  const dataset = await assembleDataset(rawDir, log);

  const marketDir = join(options.outDir, MARKET_SUBDIR);
  await mkdir(marketDir, { recursive: true });
  const datasetPath = join(marketDir, DATASET_FILE);
  const body = gzipSync(JSON.stringify(packDataset(dataset)), { level: 6 });
  // Write then rename, so that a service starting concurrently never reads a half-written file.
  await writeFile(`${datasetPath}.tmp`, body);
  await rename(`${datasetPath}.tmp`, datasetPath);

  const manifest: DatasetManifest = {
    version: DATASET_VERSION,
    builtAt: dataset.builtAt,
    rawDir,
    inputs,
    buildMs: Math.round(performance.now() - started),
    bytes: body.length,
    counts: {
      zips: Object.keys(dataset.geo).length,
      zhviZip: Object.keys(dataset.zhviZip).length,
      zoriZip: Object.keys(dataset.zoriZip).length,
      zoriCity: Object.keys(dataset.zoriCity).length,
      zoriCounty: Object.keys(dataset.zoriCounty).length,
      zoriMetro: Object.keys(dataset.zoriMetro).length,
      safmr: Object.keys(dataset.safmr).length,
      fmrCounty: Object.keys(dataset.fmrCounty).length,
      acsCounty: Object.keys(dataset.acsCounty).length,
      acsCbsa: Object.keys(dataset.acsCbsa).length,
      tenureZcta: Object.keys(dataset.tenureZcta).length,
      taxCounty: Object.keys(dataset.taxCounty).length,
    },
  };
  const manifestPath = join(marketDir, MANIFEST_FILE);
  await writeFile(`${manifestPath}.tmp`, JSON.stringify(manifest, null, 2));
  await rename(`${manifestPath}.tmp`, manifestPath);
  log(`market dataset written to ${datasetPath} (${(body.length / 1e6).toFixed(2)} MB) in ${manifest.buildMs} ms`);
  return { manifest, datasetPath };
}

export interface EnsureOptions {
  /** Defaults to MARKET_DATA_DIR or `<repo>/.data`. */
  dataDir?: string;
  /** Defaults to RAW_DATA_DIR, then shared/data/raw next to the repo, then a download into `<dataDir>/raw-download`. */
  rawDir?: string;
  log?: Log;
}

export interface EnsureResult {
  dataDir: string;
  rebuilt: boolean;
  reason: string;
  manifest: DatasetManifest;
}

/**
 * Builds the dataset only when it is missing or stale: a different pipeline version, or raw files whose size
 * or modification time differ from the ones recorded at the last build.
 */
export async function ensureDataset(options: EnsureOptions = {}): Promise<EnsureResult> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir ?? defaultDataDir());
  let rawDir = locateRawDir(options.rawDir);
  if (!rawDir) {
    const downloadDir = join(dataDir, 'raw-download');
    if (!existsSync(join(downloadDir, RAW_FILES.zoriZip.path))) {
      log(`no local raw data; downloading from publishers into ${downloadDir}`);
      await downloadRawFiles(downloadDir, log);
    }
    rawDir = downloadDir;
  }
  const manifest = await readManifest(dataDir);
  const reason = await staleReason(manifest, dataDir, rawDir);
  if (manifest && reason === null) return { dataDir, rebuilt: false, reason: 'up to date', manifest };
  log(`rebuilding market dataset: ${reason ?? 'no dataset'}`);
  const result = await buildDataset({ rawDir, outDir: dataDir, log });
  return { dataDir, rebuilt: true, reason: reason ?? 'no dataset', manifest: result.manifest };
}

async function readManifest(dataDir: string): Promise<DatasetManifest | null> {
  try {
    return JSON.parse(await readFile(join(dataDir, MARKET_SUBDIR, MANIFEST_FILE), 'utf8')) as DatasetManifest;
  } catch {
    // A missing or unreadable manifest simply means the dataset has to be built.
    return null;
  }
}

async function staleReason(manifest: DatasetManifest | null, dataDir: string, rawDir: string): Promise<string | null> {
  if (!manifest) return 'no dataset';
  if (!existsSync(join(dataDir, MARKET_SUBDIR, DATASET_FILE))) return 'dataset file missing';
  if (manifest.version !== DATASET_VERSION) return `pipeline version ${manifest.version} -> ${DATASET_VERSION}`;
  const current = await fingerprintInputs(rawDir);
  for (const [path, fp] of Object.entries(current)) {
    const before = manifest.inputs[path];
    if (!before || before.size !== fp.size || before.mtimeMs !== fp.mtimeMs) return `input changed: ${path}`;
  }
  return null;
}

async function assembleDataset(rawDir: string, log: Log): Promise<SerializedDataset> {
  const t = (label: string, since: number): void => log(`  ${label}: ${Math.round(performance.now() - since)} ms`);
  let since = performance.now();

  const geoRows = readGeoNamesFile(await readRaw(rawDir, 'geonames'));
  const fmr = readFmrFile(await readRaw(rawDir, 'fmrCounty'), RAW_FILES.fmrCounty.path);
  const safmrEntries = readSafmrFile(await readRaw(rawDir, 'safmr'), RAW_FILES.safmr.path);
  t('geonames + HUD', since);
  since = performance.now();

  const acsCountyMap = readDp04File(await readRaw(rawDir, 'acsCounty'), RAW_FILES.acsCounty.path);
  const acsCbsaMap = readDp04File(await readRaw(rawDir, 'acsCbsa'), RAW_FILES.acsCbsa.path);
  const tenure = readTenureFile(await readRaw(rawDir, 'tenureZcta'), RAW_FILES.tenureZcta.path);
  t('ACS', since);
  since = performance.now();

  const counties = countiesFromAcs(acsCountyMap);
  const tax = readPropertyTaxFile(await readRaw(rawDir, 'propertyTax'), RAW_FILES.propertyTax.path, counties);
  if (tax.unmatched.length > 0) {
    log(`  property tax: ${tax.unmatched.length} counties not joined (${tax.unmatched.slice(0, 5).join('; ')})`);
  }
  const mortgage30 = readMortgageFile(await readRaw(rawDir, 'mortgage'), RAW_FILES.mortgage.path, MORTGAGE_YEARS);

  const zhviZipRows = readZillowSeriesFile(await readRaw(rawDir, 'zhviZip'), RAW_FILES.zhviZip.path, KEEP.zhviZip);
  const zhvf = readZhvfFile(await readRaw(rawDir, 'zhvfZip'), RAW_FILES.zhvfZip.path);
  const zhviMetroRows = readZillowSeriesFile(await readRaw(rawDir, 'zhviMetro'), RAW_FILES.zhviMetro.path, KEEP.zhviMetro);
  const zoriZipRows = readZillowSeriesFile(await readRaw(rawDir, 'zoriZip'), RAW_FILES.zoriZip.path, KEEP.zoriLocal);
  const zoriCityRows = readZillowSeriesFile(await readRaw(rawDir, 'zoriCity'), RAW_FILES.zoriCity.path, KEEP.zoriLocal);
  const zoriCountyRows = readZillowSeriesFile(
    await readRaw(rawDir, 'zoriCounty'),
    RAW_FILES.zoriCounty.path,
    KEEP.zoriLocal,
    ['StateCodeFIPS', 'MunicipalCodeFIPS'],
  );
  const zoriMetroRows = readZillowSeriesFile(await readRaw(rawDir, 'zoriMetro'), RAW_FILES.zoriMetro.path, KEEP.zoriMetro);
  t('Zillow + FRED + tax', since);
  since = performance.now();

  const byZip = (rows: typeof zhviZipRows): Record<string, ZillowRegionSeries> => {
    const out: Record<string, ZillowRegionSeries> = {};
    for (const row of rows) {
      const zip = zipOf(row);
      if (zip && !out[zip]) out[zip] = toRegionSeries(row, zip);
    }
    return out;
  };
  const byName = (rows: typeof zhviZipRows): Record<string, ZillowRegionSeries> => {
    const out: Record<string, ZillowRegionSeries> = {};
    for (const row of rows) if (row.regionType !== 'country') out[row.regionName] = toRegionSeries(row, row.regionName);
    return out;
  };
  const zoriCity: Record<string, ZillowRegionSeries> = {};
  for (const row of zoriCityRows) {
    const key = cityKey(row.regionName, row.state);
    // Two rows can normalize to the same key; Zillow's SizeRank keeps the larger place.
    const existing = zoriCity[key];
    if (!existing || row.sizeRank < existing.sizeRank) zoriCity[key] = toRegionSeries(row, row.regionName);
  }
  const zoriCounty: Record<string, ZillowRegionSeries> = {};
  for (const row of zoriCountyRows) {
    // Leading zeros may have been lost to a spreadsheet, as in the ZIP file.
    const stateFips = (row.extra.StateCodeFIPS ?? '').padStart(2, '0');
    const countyFips = (row.extra.MunicipalCodeFIPS ?? '').padStart(3, '0');
    if (/^\d{2}$/.test(stateFips) && /^\d{3}$/.test(countyFips)) {
      zoriCounty[`${stateFips}${countyFips}`] = toRegionSeries(row, row.regionName);
    }
  }
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
  t('joins', since);

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
  };
  return { ...partial, cities: buildCityIndex(partial), sources: buildSources(partial, GEONAMES_VINTAGE) };
}

export function cityKey(city: string, state: string): string {
  return `${normalizePlace(city)}|${state.toUpperCase()}`;
}

function countiesFromAcs(acs: Map<string, AcsHousingProfile>): CountyInfo[] {
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

function buildGeo(rows: Map<string, GeoNamesRow>, towns: FmrTownRow[]): Record<string, ZipGeo> {
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

function buildTownFmrByZip(
  rows: Map<string, GeoNamesRow>,
  towns: FmrTownRow[],
): Record<string, TownFmrRecord> {
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
function chooseSafmrAreas(
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

function buildMetroNames(
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

async function main(): Promise<void> {
  const env = readMarketDataEnv();
  const rawDir = locateRawDir();
  const dataDir = resolve(env.MARKET_DATA_DIR ?? join(REPO_ROOT, '.data'));
  const log: Log = (line) => process.stdout.write(`${line}\n`);
  if (!rawDir) {
    const result = await ensureDataset({ dataDir, log });
    log(`dataset ${result.rebuilt ? 'built' : 'already up to date'} in ${result.dataDir}`);
    return;
  }
  await buildDataset({ rawDir, outDir: dataDir, log });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`market dataset build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

