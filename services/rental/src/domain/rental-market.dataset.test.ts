import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDataDir, loadDataset, type MarketDataset } from '@realty/market-data';
import { rentalMarket } from './rental-market.ts';

/** Runs the engine over the dataset that `npm run data:build` wrote; skipped where it has not been built. */
const dataDir = defaultDataDir();
const hasDataset = existsSync(join(dataDir, 'market', 'market-dataset.json.gz'));
let ds: MarketDataset;

beforeAll(async () => {
  if (hasDataset) ds = await loadDataset(dataDir);
}, 60_000);

describe.skipIf(!hasDataset)('the rental market over the built dataset', () => {
  it('gives a populated market for "Austin, TX" with methodology', () => {
    const m = rentalMarket(ds, 'Austin, TX');
    expect(m.resolved?.kind).toBe('city');
    expect(m.averageRent).toBeGreaterThan(1000);
    expect(m.medianRent).toBe(1744);
    expect(m.occupancyRate).toBe(95.4);
    expect(m.inventoryCount).toBeGreaterThan(0);
    expect(m.rentTrends).toHaveLength(12);
    expect(m.popularPropertyTypes[0]?.type).toBe('Single-family detached');
    expect(m.dataSources.methodology.length).toBeGreaterThan(50);
    expect(Object.keys(m.dataGeneration)).toEqual(
      expect.arrayContaining(['averageRent', 'medianRent', 'occupancyRate', 'inventoryCount', 'pricePerSqft', 'rentTrends']),
    );
  });

  it('gives a populated market for "78701" and "Cook County, IL"', () => {
    const zip = rentalMarket(ds, '78701');
    expect(zip.resolved?.kind).toBe('zip');
    expect(zip.averageRent).not.toBeNull();
    expect(zip.rentTrends).toHaveLength(12);
    const cook = rentalMarket(ds, 'Cook County, IL');
    expect(cook.resolved).toMatchObject({ kind: 'county', countyFips: '17031' });
    expect(cook.medianRent).toBe(1435);
    expect(cook.occupancyRate).toBe(95.5);
    expect(cook.averageRent).not.toBeNull();
    expect(cook.aiSummary.keyInsights.length).toBeGreaterThan(2);
  });

  it('returns no figures for nonsense', () => {
    expect(rentalMarket(ds, 'asdfqwer').averageRent).toBeNull();
  });
});
