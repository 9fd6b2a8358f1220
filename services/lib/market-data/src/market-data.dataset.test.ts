import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDataset, type MarketDataset } from './dataset.ts';
import { estimateRent } from './estimates.ts';
import { buildDataset, ensureDataset, DATASET_FILE, MARKET_SUBDIR } from './pipeline/build.ts';
import { resolveLocation } from './resolve-location.ts';
import { latest } from './series.ts';
import { zipFacts } from './zip-facts.ts';

/**
 * Builds the real dataset from shared/data/raw once for this file, then checks it against figures read by hand
 * from the raw CSVs. Skipped when the raw files are not on this machine.
 */
const RAW_DIR = '/work/shared/data/raw';
const hasRaw = existsSync(RAW_DIR);

let dataDir = '';
let ds: MarketDataset;

beforeAll(async () => {
  if (!hasRaw) return;
  dataDir = await mkdtemp(join(tmpdir(), 'market-data-'));
  const buildStarted = performance.now();
  const built = await buildDataset({ rawDir: RAW_DIR, outDir: dataDir });
  const buildMs = performance.now() - buildStarted;
  const bytes = (await stat(built.datasetPath)).size;
  const started = performance.now();
  ds = await loadDataset(dataDir);
  const loadMs = performance.now() - started;
  console.info(
    `market dataset: build ${Math.round(buildMs)} ms, ${(bytes / 1e6).toFixed(2)} MB on disk, load ${Math.round(loadMs)} ms`,
  );
}, 120_000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Raw figures: ZHVI 2025-06 (Zip_zhvi…csv), ZORI 2023-10 (Zip_zori…csv), SAFMR FY2024 2BR, GeoNames county FIPS. */
const RAW = {
  '78701': { zhvi: 696805.6931, zori: 2878.881119, safmr2: 2890, county: '48453', city: 'Austin' },
  '10001': { zhvi: 1723246.207, zori: 5018.262023, safmr2: 3940, county: '36061', city: 'New York' },
  '60614': { zhvi: 613647.3958, zori: 2429.390445, safmr2: 2570, county: '17031', city: 'Chicago' },
  '94110': { zhvi: 1275447.432, zori: 3737.796622, safmr2: 2870, county: '06075', city: 'San Francisco' },
  '44105': { zhvi: 73310.5369, zori: 959.4642857, safmr2: 930, county: '39035', city: 'Cleveland' },
  '33139': { zhvi: 451377.0852, zori: 2768.193013, safmr2: 3390, county: '12086', city: 'Miami Beach' },
} as const;

describe.skipIf(!hasRaw)('the built market dataset', () => {
  it('does not rebuild when nothing changed', async () => {
    const result = await ensureDataset({ dataDir, rawDir: RAW_DIR });
    expect(result.rebuilt).toBe(false);
    expect(existsSync(join(dataDir, MARKET_SUBDIR, DATASET_FILE))).toBe(true);
  });

  for (const [zip, raw] of Object.entries(RAW)) {
    it(`ZIP ${zip} has the raw home value, rents and location`, () => {
      expect(ds.geo.get(zip)).toMatchObject({ city: raw.city, countyFips: raw.county });
      expect(latest(ds.zhviZip.get(zip)!.series)).toEqual({ month: '2025-06', value: Math.round(raw.zhvi) });
      expect(latest(ds.zoriZip.get(zip)!.series)).toEqual({
        month: '2023-10',
        value: Math.round(raw.zori * 100) / 100,
      });
      expect(ds.safmr.get(zip)?.rents[2]).toBe(raw.safmr2);

      const facts = zipFacts(ds, zip, { bedrooms: 2 });
      expect(facts?.value?.point).toBe(Math.round(raw.zhvi / 1000) * 1000);
      expect(facts?.value?.low).toBeLessThan(facts?.value?.point ?? 0);
      const rent = facts?.rent;
      const components = rent?.components.map((c) => c.value) ?? [];
      expect(rent?.components.map((c) => c.kind)).toEqual(['zori', 'safmr']);
      expect(rent?.point).toBeGreaterThanOrEqual(Math.min(...components));
      expect(rent?.point).toBeLessThanOrEqual(Math.max(...components));
      // The trended ZIP ZORI stays within 15% of its raw 2023-10 level (metro rents moved less than that since).
      expect(Math.abs((components[0] ?? 0) / raw.zori - 1)).toBeLessThan(0.15);
      expect(facts?.propertyTax?.level).toBe('county');
      expect(facts?.rentalVacancy?.level).toBe('county');
      expect(facts?.mortgageRate30y).toMatchObject({ ratePct: 6.36, date: '2026-05-14' });
      expect(facts?.rentByBedrooms).toHaveLength(5);
      expect(facts?.metroValueVolatility?.months).toBe(60);
    });
  }

  it('reads county ACS and property-tax figures as published', () => {
    expect(ds.acsCounty.get('48453')).toMatchObject({
      rentalVacancyRate: { value: 4.6, moe: 0.4 },
      medianGrossRent: { value: 1744, moe: 13 },
    });
    expect(ds.acsCounty.get('48301')?.medianGrossRent).toEqual({ value: null, moe: null, qualifier: null });
    expect(ds.taxCounty.get('48453')?.effectiveRatePct).toBe(1.5355);
    expect(estimateRent(ds, '78701', { bedrooms: 3 })?.bedrooms).toBe(3);
  });

  it('returns nothing for nonsense and the largest Springfield with alternatives', () => {
    expect(resolveLocation(ds, 'asdfqwer')).toBeNull();
    const springfield = resolveLocation(ds, 'Springfield');
    expect(springfield).toMatchObject({ kind: 'city', state: 'MO' });
    expect(springfield?.alternatives.map((a) => a.key)).toEqual(
      expect.arrayContaining(['springfield|IL', 'springfield|MA']),
    );
    expect(springfield?.note).toMatch(/largest/);
  });

  it('resolves metro and county spellings', () => {
    expect(resolveLocation(ds, 'Austin-Round Rock')).toMatchObject({
      kind: 'metro',
      metro: 'Austin, TX',
      cbsa: '12420',
    });
    expect(resolveLocation(ds, 'Travis County, Texas')).toMatchObject({ kind: 'county', countyFips: '48453' });
    expect(resolveLocation(ds, 'st. louis, mo')).toMatchObject({ kind: 'city', city: 'Saint Louis' });
  });
});
