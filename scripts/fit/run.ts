// Fits the estimate parameters on listing data and writes the committed parameter files:
//   npm run fit:estimates            fit and write services/lib/market-data/src/fitted/* (value, rent)
//   npm run fit:estimates -- --check  fail when a committed file differs from the fit (listings present) or
//                                     from its own recorded hash (listings absent)
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultDataDir, loadDataset, locateRawDir } from '@realty/market-data';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VALUE_PARAMS } from '../../services/lib/market-data/src/fitted/value-params.ts';
import { FORSALE_DIR } from '../../services/lib/market-data/src/evaluation/forsale-listings.ts';
import { fitValue, paramsHash, renderValueParams } from './value.ts';
import { checkRentHash, fitRent, hasRentListings } from './rent.ts';

const check = process.argv.includes('--check');
const VALUE_FILE = resolve(import.meta.dirname, '../../services/lib/market-data/src/fitted/value-params.ts');

let failed = false;
const rawDir = locateRawDir();
if (rawDir && existsSync(join(rawDir, FORSALE_DIR))) {
  const ds = await loadDataset(resolve(process.env.DATA_DIR ?? defaultDataDir()));
  const text = renderValueParams(await fitValue(ds, rawDir));
  if (check) {
    const same = (await readFile(VALUE_FILE, 'utf8')) === text;
    console.log(
      same
        ? 'value parameters: match the fit'
        : 'value parameters: DIFFER from the fit; run npm run fit:estimates and commit',
    );
    failed ||= !same;
  } else {
    await writeFile(VALUE_FILE, text);
    console.log(`wrote ${VALUE_FILE}`);
  }
} else {
  const same = paramsHash(VALUE_PARAMS) === VALUE_PARAMS.provenance.paramsSha256;
  console.log(
    same
      ? 'value parameters: no listings here; the file matches its recorded hash'
      : 'value parameters: DIFFER from their recorded hash',
  );
  failed ||= !same;
}
if (hasRentListings(rawDir)) {
  const ds = await loadDataset(resolve(process.env.DATA_DIR ?? defaultDataDir()));
  failed ||= !(await fitRent(ds, rawDir, check));
} else {
  failed ||= !(await checkRentHash());
}
if (failed) process.exitCode = 1;
