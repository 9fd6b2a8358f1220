import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachePathOf, readDatasetCache, writeDatasetCache } from './dataset-cache.ts';
import { fixtureSerialized } from './testing/fixture-dataset.ts';

let dir: string;
let source: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dataset-cache-'));
  source = path.join(dir, 'market-dataset.json.gz');
  writeFileSync(source, 'the published dataset');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the dataset cache', () => {
  it('gives back the dataset it was written with, for the same source and version', async () => {
    const dataset = fixtureSerialized();
    await writeDatasetCache(source, 1, dataset);
    expect(await readDatasetCache(source, 1)).toEqual(dataset);
  });

  it('is ignored once the source changed, for another dataset version, and when it is damaged', async () => {
    await writeDatasetCache(source, 1, fixtureSerialized());
    expect(await readDatasetCache(source, 2)).toBeNull();
    const later = Date.now() / 1000 + 5;
    utimesSync(source, later, later);
    expect(await readDatasetCache(source, 1)).toBeNull();

    await writeDatasetCache(source, 1, fixtureSerialized());
    writeFileSync(cachePathOf(source), Buffer.from([200, 0, 0, 0, 1, 2, 3]));
    expect(await readDatasetCache(source, 1)).toBeNull();
  });

  it('is missing, not an error, when it was never written', async () => {
    expect(await readDatasetCache(source, 1)).toBeNull();
  });
});
