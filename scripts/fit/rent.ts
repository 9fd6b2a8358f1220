// The rent half of `npm run fit:estimates`: fits the property rent model on the Austin rental listings (tuning
// ZIPs) and the ZIP-level sources (tuning metros) into services/lib/market-data/src/fitted/rent-params.json.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { MarketDataset } from '@realty/market-data';
import {
  buildRentParamsFile,
  modelHash,
  type RentParamsFile,
} from '../../services/lib/market-data/src/evaluation/rent-params-file.ts';
import { RENT_LISTINGS_FILE } from '../../services/lib/market-data/src/evaluation/rent-listings.ts';

export const RENT_PARAMS_PATH = resolve(
  import.meta.dirname,
  '../../services/lib/market-data/src/fitted/rent-params.json',
);

export function hasRentListings(rawDir: string | null): rawDir is string {
  return Boolean(rawDir && existsSync(join(rawDir, RENT_LISTINGS_FILE)));
}

/** Writes the fit (or, with `check`, compares it with the committed file); returns false when they differ. */
export async function fitRent(ds: MarketDataset, rawDir: string, check: boolean): Promise<boolean> {
  const committed = JSON.parse(await readFile(RENT_PARAMS_PATH, 'utf8')) as RentParamsFile;
  const file = await buildRentParamsFile(
    ds,
    rawDir,
    check ? committed.provenance.fittedOn : new Date().toISOString().slice(0, 10),
  );
  if (!check) {
    await writeFile(RENT_PARAMS_PATH, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`wrote ${RENT_PARAMS_PATH}`);
    return true;
  }
  const same = JSON.stringify(file) === JSON.stringify(committed);
  console.log(
    same
      ? 'rent parameters: match the fit'
      : 'rent parameters: DIFFER from the fit (inputs, model or figures); run npm run fit:estimates and commit',
  );
  return same;
}

/** Without the listings: the committed model must still match the hash its provenance records. */
export async function checkRentHash(): Promise<boolean> {
  const committed = JSON.parse(await readFile(RENT_PARAMS_PATH, 'utf8')) as RentParamsFile;
  const same = modelHash(committed.model) === committed.provenance.modelSha256;
  console.log(
    same
      ? 'rent parameters: no listings here; the file matches its recorded hash'
      : 'rent parameters: DIFFER from their recorded hash',
  );
  return same;
}
