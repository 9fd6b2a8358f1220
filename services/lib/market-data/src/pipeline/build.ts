import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { DATASET_VERSION } from '../dataset-types.ts';
import { packDataset } from '../dataset-codec.ts';
import { readMarketDataEnv } from '../env.ts';
import { assembleDataset, type Log } from './assemble-dataset.ts';
import { defaultDataDir, fingerprintInputs, locateRawDir, REPO_ROOT, type InputFingerprint } from './raw-files.ts';
import { downloadRawFiles } from './raw-download.ts';
import { RAW_FILES } from './source-urls.ts';

// The pipeline's entry point and write side: builds the dataset when missing or stale and writes it with
// its manifest. Reading the raw files is in raw-files.ts, joining them in assemble-dataset.ts/join-places.ts.

export { defaultDataDir, locateRawDir } from './raw-files.ts';
export type { InputFingerprint } from './raw-files.ts';
export type { Log } from './assemble-dataset.ts';

export const DATASET_FILE = 'market-dataset.json.gz';
export const MANIFEST_FILE = 'manifest.json';
export const MARKET_SUBDIR = 'market';

export interface BuildOptions {
  rawDir: string;
  /** The data directory; the dataset is written to `<outDir>/market/`. */
  outDir: string;
  log?: Log;
}

/** What manifest.json records. It is read back through this schema: a manifest of another shape means a rebuild. */
const manifestSchema = z.object({
  version: z.number(),
  builtAt: z.string(),
  rawDir: z.string(),
  inputs: z.record(
    z.string(),
    z.object({ size: z.number(), mtimeMs: z.number() }) satisfies z.ZodType<InputFingerprint>,
  ),
  bytes: z.number(),
  counts: z.record(z.string(), z.number()),
});

export type DatasetManifest = z.infer<typeof manifestSchema>;

/** The dataset's tables whose entry counts the manifest records (besides the ZIP count, from `geo`). */
const COUNTED_TABLES = [
  'zhviZip',
  'zoriZip',
  'zoriCity',
  'zoriCounty',
  'zoriMetro',
  'safmr',
  'fmrCounty',
  'acsCounty',
  'acsCbsa',
  'tenureZcta',
  'taxCounty',
] as const;

export interface BuildResult {
  manifest: DatasetManifest;
  datasetPath: string;
}

/** Reads every raw file, joins them and writes the compact dataset plus a manifest. */
export async function buildDataset(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => undefined);
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
    bytes: body.length,
    counts: {
      zips: Object.keys(dataset.geo).length,
      ...Object.fromEntries(COUNTED_TABLES.map((table) => [table, Object.keys(dataset[table]).length])),
    },
  };
  const manifestPath = join(marketDir, MANIFEST_FILE);
  await writeFile(`${manifestPath}.tmp`, JSON.stringify(manifest, null, 2));
  await rename(`${manifestPath}.tmp`, manifestPath);
  log(`market dataset written to ${datasetPath} (${(body.length / 1e6).toFixed(2)} MB)`);
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
    return manifestSchema.parse(JSON.parse(await readFile(join(dataDir, MARKET_SUBDIR, MANIFEST_FILE), 'utf8')));
  } catch {
    // A missing, unreadable or differently shaped manifest simply means the dataset has to be built.
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
