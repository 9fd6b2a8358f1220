import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildCityIndex } from './city-index.ts';
import { unpackDataset, type PackedDataset } from './dataset-codec.ts';
import { readDatasetCache, writeDatasetCache } from './dataset-cache.ts';
import {
  DATASET_VERSION,
  type CityRecord,
  type CountyInfo,
  type MortgageRatePoint,
  type SerializedDataset,
  type SourceId,
  type SourceInfo,
} from './dataset-types.ts';
import { MarketDataError } from './errors.ts';
import type { TablesAsMaps } from './tables-as-maps.ts';
import { normalizePlace, splitCountySuffix } from './text-normalize.ts';
import { indexPropertyExtras, type PropertyExtras } from './property-extras-types.ts';
import { indexRentalExtras, type RentalExtras } from './rental-extras-types.ts';

/** A city as the resolver knows it: GeoNames places joined with Zillow's city series. */
export type CityEntry = CityRecord;

/** The file's tables the dataset keeps as they are, each as a Map by the same key. */
type LoadedTables = TablesAsMaps<
  Pick<
    SerializedDataset,
    | 'geo'
    | 'counties'
    | 'countyCbsa'
    | 'zhviZip'
    | 'zhvfZip'
    | 'zhviMetro'
    | 'zoriZip'
    | 'zoriCity'
    | 'zoriCounty'
    | 'zoriMetro'
    | 'safmr'
    | 'fmrCounty'
    | 'fmrTownByZip'
    | 'acsCounty'
    | 'acsCbsa'
    | 'tenureZcta'
    | 'taxCounty'
    | 'taxState'
    | 'metroCbsa'
  >
>;

export interface MarketDataset extends LoadedTables {
  version: number;
  builtAt: string;
  sources: SourceInfo[];
  source(id: SourceId): SourceInfo;
  mortgage30: MortgageRatePoint[];
  /** City key ("austin|TX") -> city. */
  cities: Map<string, CityEntry>;
  /** Normalized city name -> cities of that name in every state. */
  citiesByName: Map<string, CityEntry[]>;
  /** Normalized county base name ("travis") -> counties of that name. */
  countiesByBaseName: Map<string, CountyInfo[]>;
  /** Any normalized metro title or alias -> Zillow metro-file name. */
  metroByNormalizedName: Map<string, string>;
  /** Zillow metro-file name of a ZIP, from the ZIP's Zillow rows. */
  metroOfZip(zip: string): string | null;
  /** Resolves any long metro title ("Austin-Round Rock-Georgetown, TX") to the metro-file name. */
  metroName(title: string): string | null;
  /** Zillow value relations for property-level estimates (empty when the dataset was built without them). */
  property: PropertyExtras;
  /** The rental dashboard's extra tables (empty when the dataset was built without them). */
  rental: RentalExtras;
}

export { CITY_KEY } from './city-index.ts';

function toMap<V>(record: Record<string, V>): Map<string, V> {
  return new Map(Object.entries(record));
}

/** Indexes a dataset that is already in memory (the loader's second half, also used by tests with fixtures). */
export function indexDataset(ds: SerializedDataset): MarketDataset {
  const sourceMap = new Map(ds.sources.map((s) => [s.id, s]));
  const metroNames = new Set([...Object.keys(ds.zoriMetro), ...Object.keys(ds.zhviMetro)]);
  const metroAliases = toMap(ds.metroAliases);
  const metroName = (title: string): string | null =>
    metroNames.has(title) ? title : (metroAliases.get(title) ?? null);

  const geo = toMap(ds.geo);
  const zhviZip = toMap(ds.zhviZip);
  const zoriZip = toMap(ds.zoriZip);
  const zoriCity = toMap(ds.zoriCity);
  const tenureZcta = toMap(ds.tenureZcta);

  const cities = toMap(ds.cities ?? buildCityIndex(ds));
  const citiesByName = new Map<string, CityEntry[]>();
  for (const city of cities.values()) {
    const name = city.key.slice(0, city.key.lastIndexOf('|'));
    citiesByName.set(name, [...(citiesByName.get(name) ?? []), city]);
  }

  const counties = toMap(ds.counties);
  const countiesByBaseName = new Map<string, CountyInfo[]>();
  for (const c of counties.values()) {
    const base = splitCountySuffix(normalizePlace(c.name)).base;
    countiesByBaseName.set(base, [...(countiesByBaseName.get(base) ?? []), c]);
  }

  const metroByNormalizedName = new Map<string, string>();
  for (const name of metroNames) if (name !== 'United States') metroByNormalizedName.set(normalizePlace(name), name);
  for (const [alias, name] of metroAliases) metroByNormalizedName.set(normalizePlace(alias), name);

  return {
    version: ds.version,
    builtAt: ds.builtAt,
    sources: ds.sources,
    source(id) {
      const s = sourceMap.get(id);
      if (!s) throw new MarketDataError('MARKET_DATA.DATASET_INVALID', `source ${id} missing from the dataset`);
      return s;
    },
    geo,
    counties,
    countyCbsa: toMap(ds.countyCbsa),
    zhviZip,
    zhvfZip: toMap(ds.zhvfZip),
    zhviMetro: toMap(ds.zhviMetro),
    zoriZip,
    zoriCity,
    zoriCounty: toMap(ds.zoriCounty),
    zoriMetro: toMap(ds.zoriMetro),
    safmr: toMap(ds.safmr),
    fmrCounty: toMap(ds.fmrCounty),
    fmrTownByZip: toMap(ds.fmrTownByZip),
    acsCounty: toMap(ds.acsCounty),
    acsCbsa: toMap(ds.acsCbsa),
    tenureZcta,
    taxCounty: toMap(ds.taxCounty),
    taxState: toMap(ds.taxState),
    mortgage30: ds.mortgage30,
    cities,
    citiesByName,
    countiesByBaseName,
    metroByNormalizedName,
    metroCbsa: toMap(ds.metroCbsa),
    metroOfZip(zip) {
      const title = zoriZip.get(zip)?.metro || zhviZip.get(zip)?.metro;
      return title ? metroName(title) : null;
    },
    metroName,
    property: indexPropertyExtras(ds.property),
    rental: indexRentalExtras(ds.rental),
  };
}

/**
 * Reads `<dataDir>/market/market-dataset.json.gz` and indexes it. Build it first with `ensureDataset`.
 * A start after the first reads the V8 cache written beside it (see dataset-cache.ts) instead.
 */
export async function loadDataset(dataDir: string): Promise<MarketDataset> {
  const path = join(dataDir, 'market', 'market-dataset.json.gz');
  const cached = await readDatasetCache(path, DATASET_VERSION);
  if (cached) return indexDataset(cached);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new MarketDataError(
      'MARKET_DATA.DATASET_MISSING',
      `Market dataset ${path} is missing; run "npm run data:build" or call ensureDataset()`,
      { cause: error },
    );
  }
  let packed: PackedDataset;
  try {
    packed = JSON.parse(gunzipSync(bytes).toString('utf8')) as PackedDataset;
  } catch (error) {
    throw new MarketDataError('MARKET_DATA.DATASET_INVALID', `Market dataset ${path} cannot be read`, { cause: error });
  }
  if (packed.version !== DATASET_VERSION) {
    throw new MarketDataError(
      'MARKET_DATA.DATASET_INVALID',
      `Market dataset ${path} has version ${packed.version}, expected ${DATASET_VERSION}; rebuild it`,
    );
  }
  const dataset = unpackDataset(packed);
  await writeDatasetCache(path, DATASET_VERSION, dataset);
  return indexDataset(dataset);
}

/** Where loadDatasetEarly reports the load: the service's logger. */
export interface DatasetLoadLog {
  info(message: string, fields: Record<string, unknown>): void;
}

/**
 * Starts reading the dataset now, so a service reads it while its store and NATS connect (the read is most of a
 * restart's CPU; connecting is mostly waiting). The returned function awaits it and logs how long it took; a failed
 * load surfaces there, and is kept from counting as unhandled meanwhile.
 */
export function loadDatasetEarly(dataDir: string): (log: DatasetLoadLog) => Promise<MarketDataset> {
  const started = Date.now();
  const loading = loadDataset(dataDir);
  loading.catch(() => undefined);
  return async (log) => {
    const dataset = await loading;
    log.info('market dataset loaded', {
      ms: Date.now() - started,
      heapMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    });
    return dataset;
  };
}
