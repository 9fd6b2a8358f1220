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

const fig = (m: ReturnType<typeof rentalMarket>, key: string) => m.figures.find((f) => f.key === key);

describe.skipIf(!hasDataset)('the rental market over the built dataset', () => {
  it("answers the issue's seven searches with the right place, bedroom rents, days on market and price per sq ft", () => {
    const expected: [string, string, string][] = [
      ['Austin, TX', 'city', 'Austin, TX'],
      ['78701', 'zip', 'ZIP 78701 (Austin, TX) in Austin, TX metro'],
      ['Cook County, IL', 'county', 'Cook County, IL'],
      ['Manhattan', 'county', 'New York County, NY'],
      ['NYC', 'city', 'New York, NY'],
      ['Philly', 'city', 'Philadelphia, PA'],
      ['Pheonix, AZ', 'city', 'Phoenix, AZ'],
    ];
    for (const [query, kind, header] of expected) {
      const m = rentalMarket(ds, query);
      expect(m.place, query).toMatchObject({ kind, header });
      const rent = fig(m, 'averageRent');
      expect(rent?.value, query).toBeGreaterThan(1000);
      expect(rent?.geography && rent.period, query).toBeTruthy();
      expect(
        m.bedroomRents.filter((b) => b.fmr.value !== null),
        query,
      ).toHaveLength(5);
      expect(
        m.marketSpeed.some((s) => s.figures.some((f) => f.key === 'medianDaysOnMarket' && f.value !== null)),
        query,
      ).toBe(true);
      expect(fig(m, 'pricePerSqft')?.value, query).toBeGreaterThan(50);
    }
  });

  it('Austin: the stale city ZORI gives way to the current Travis County series; ACS figures keep their survey years', () => {
    const m = rentalMarket(ds, 'Austin, TX');
    expect(fig(m, 'averageRent')).toMatchObject({ geography: 'Travis County, TX', stale: false });
    expect(m.freshness.series.find((s) => s.geography === 'Austin, TX')?.stale).toBe(true);
    expect(fig(m, 'medianRent')).toMatchObject({ value: 1744, period: '2020-2024' });
    expect(m.occupancyRate).toBe(95.4);
    expect(m.rentTrends).toHaveLength(12);
    expect(m.popularPropertyTypes[0]?.type).toBe('Single-family detached');
  });

  it("78701 shows the ZIP's HUD Small Area FMRs for FY2024 and offers its city, county and metro", () => {
    const m = rentalMarket(ds, '78701');
    expect(m.bedroomRents.every((b) => b.smallAreaFmr.value !== null && b.smallAreaFmr.period === 'FY2024')).toBe(true);
    expect(m.relatedPlaces.map((p) => p.kind)).toEqual(['city', 'county', 'metro']);
  });

  it('Manhattan keeps Manhattan, KS as a candidate; a bare state lists metros', () => {
    expect(rentalMarket(ds, 'Manhattan').candidates[0]?.query).toBe('Manhattan, KS');
    expect(rentalMarket(ds, 'Texas').candidates[0]?.query).toBe('Dallas, TX metro');
  });

  it('returns no figures for nonsense', () => {
    expect(rentalMarket(ds, 'asdfqwer').averageRent).toBeNull();
  });
});
