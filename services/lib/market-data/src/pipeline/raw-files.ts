import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMarketDataEnv } from '../env.ts';
import { MarketDataError } from '../errors.ts';
import { RAW_FILES, type RawFileKey } from './source-urls.ts';

// The read side of the pipeline: where the publishers' raw files are, their fingerprints (to tell a stale
// dataset), and reading one of them as text.

export interface InputFingerprint {
  size: number;
  mtimeMs: number;
}

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../../', import.meta.url)));

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

export async function fingerprintInputs(rawDir: string): Promise<Record<string, InputFingerprint>> {
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

export async function readRaw(rawDir: string, key: RawFileKey): Promise<string> {
  const path = join(rawDir, RAW_FILES[key].path);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new MarketDataError('MARKET_DATA.RAW_FILE_MISSING', `Raw file ${path} is missing`, { cause: error });
  }
}
