import { describe, expect, it } from 'vitest';
import { dataAttribution, rentalMarket } from './rental-market.ts';
import { fixtureDataset, rentalFixtureDataset } from '@realty/market-data';

const ds = rentalFixtureDataset();
const byKey = <F extends { key: string }>(figures: F[], key: string): F | undefined =>
  figures.find((f) => f.key === key);

describe('rentalMarket', () => {
  it('states one geography in the header and labels every tile with its own geography and period', () => {
    const m = rentalMarket(ds, '78701');
    expect(m.place?.header).toBe('ZIP 78701 (Austin, TX) in Austin, TX metro');
    for (const f of m.figures) {
      expect(f.value === null ? f.note : f.geography).toBeTruthy();
      if (f.value !== null) expect(f.period).toBeTruthy();
    }
    expect(byKey(m.figures, 'medianRent')).toMatchObject({
      value: 1400,
      geography: 'Travis County, TX',
      period: '2020-2024',
    });
    expect(byKey(m.figures, 'inventoryCount')).toMatchObject({
      value: 32,
      geography: 'ZIP 78701',
      period: '2019-2023',
    });
  });

  it('does not use a stale series for the headline when a fresher one covers the place', () => {
    const m = rentalMarket(ds, '78701');
    // The ZIP ZORI ends 2023-10, twelve months before the newest rent month (2024-10): stale, passed over.
    expect(byKey(m.figures, 'averageRent')).toMatchObject({
      value: 1720,
      geography: 'Austin, TX',
      period: '2024-10',
      stale: false,
    });
    expect(m.averageRent).toBe(1720);
    expect(m.freshness.newestMonth).toBe('2024-10');
    expect(m.freshness.series.find((s) => s.geography === 'ZIP 78701')).toMatchObject({
      lastMonth: '2023-10',
      monthsBehind: 12,
      stale: true,
      usedFor: null,
    });
    expect(m.dataGeneration.averageRent).toMatch(
      /More local series are stale and not used: ZIP 78701 \(ends 2023-10\)/,
    );
    expect(m.trendGeography).toBe('Austin, TX');
  });

  it('when every series covering the place is stale, shows the freshest one flagged stale', () => {
    const old = fixtureDataset(); // Cook County ends 2023-10 while the metro runs to 2024-10
    const m = rentalMarket(old, 'Cook County, IL');
    expect(byKey(m.figures, 'averageRent')).toMatchObject({
      value: 2000,
      geography: 'Chicago, IL metro',
      period: '2024-10',
      stale: false,
    });
  });

  it('gives rent by bedrooms from HUD with the fiscal year, and ZORI-based levels from HUD ratios', () => {
    const rows = rentalMarket(ds, '78701').bedroomRents;
    expect(rows.map((r) => r.label)).toEqual(['Studio', '1 bedroom', '2 bedrooms', '3 bedrooms', '4 bedrooms']);
    expect(rows.map((r) => r.smallAreaFmr.value)).toEqual([1000, 1200, 1500, 1900, 2200]);
    expect(rows[0]?.smallAreaFmr).toMatchObject({ period: 'FY2024', geography: 'ZIP 78701' });
    // $1,720 x (SAFMR n-bedroom / 2-bedroom).
    expect(rows.map((r) => r.zoriBased.value)).toEqual([1147, 1376, 1720, 2179, 2523]);
    expect(rows[3]?.zoriBased).toMatchObject({ geography: 'Austin, TX', period: '2024-10' });
    // No county FMR in the fixture for Travis: absent with the reason, not guessed.
    expect(rows[2]?.fmr).toMatchObject({ value: null, note: 'HUD lists no Fair Market Rent area for this place.' });
  });

  it('shows market speed per geography with its own month and uses the freshest for the tiles', () => {
    const m = rentalMarket(ds, 'Austin, TX');
    expect(m.marketSpeed.map((s) => [s.geography, s.month, s.stale])).toEqual([
      ['Travis County, TX', '2024-01', true],
      ['Austin, TX metro', '2024-07', false],
    ]);
    expect(byKey(m.marketSpeed[1]?.figures ?? [], 'medianDaysOnMarket')?.value).toBe(66);
    expect(byKey(m.figures, 'pricePerSqft')).toMatchObject({
      value: 256,
      geography: 'Austin, TX metro',
      period: '2024-07',
      unit: 'usd_per_sqft',
    });
    expect(m.pricePerSqft).toBe(256);
    expect(byKey(m.marketSpeed[0]?.figures ?? [], 'activeListingsChangeYear')?.note).toMatch(/year-over-year/);
  });

  it('gives single-family rents by metro and says why multifamily is absent', () => {
    const [sfr, sfrChange, mfr] = rentalMarket(ds, 'Austin, TX').homeTypeRents;
    expect(sfr).toMatchObject({ value: 2130, geography: 'Austin, TX metro', period: '2024-10' });
    expect(sfrChange?.value).toBe(6); // 2130 / 2010
    expect(mfr).toMatchObject({ value: null, note: expect.stringMatching(/no multifamily/) });
  });

  it('offers the city, county and metro of a ZIP as one-click searches', () => {
    expect(rentalMarket(ds, '78701').relatedPlaces.map((p) => p.query)).toEqual([
      'Austin, TX',
      'Travis County, TX',
      'Austin, TX metro',
    ]);
    for (const p of rentalMarket(ds, '78701').relatedPlaces) expect(rentalMarket(ds, p.query).place?.kind).toBe(p.kind);
  });

  it('lists housing types from ACS with the survey years, largest first, without inventing rents per type', () => {
    const m = rentalMarket(ds, 'Austin, TX');
    expect(m.popularPropertyTypes[0]).toEqual({ type: 'Single-family detached', percentage: 50, averageRent: null });
    expect([m.typeMixGeography, m.typeMixPeriod]).toEqual(['Travis County, TX', '2020-2024']);
  });

  it('writes the narrative from the computed numbers with their geography', () => {
    const m = rentalMarket(ds, '78701');
    expect(m.aiSummary.summary).toContain('about $1,720 a month (figure for Austin, TX) (Zillow ZORI, 2024-10)');
    expect(m.aiSummary.keyInsights.join(' ')).toContain('median 66 days on market (Realtor.com, 2024-07)');
  });

  it('for an unknown location, returns every metric null with an explanation', () => {
    const m = rentalMarket(ds, 'asdfqwer');
    expect(m.resolved).toBeNull();
    expect([m.averageRent, m.medianRent, m.occupancyRate, m.inventoryCount, m.pricePerSqft]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(m.note).toMatch(/did not match/);
  });

  it('for a bare state, offers its largest metro areas as candidates', () => {
    const m = rentalMarket(ds, 'Texas');
    expect(m.note).toMatch(/is a state/);
    expect(m.candidates.map((c) => c.query)).toEqual(['Austin, TX metro']);
  });

  it('lists every source with its attribution', () => {
    expect(dataAttribution(ds).map((s) => s.id)).toEqual(
      expect.arrayContaining(['geonames-postal', 'realtor-inventory-metro']),
    );
  });
});

describe('compareRentalMarkets', () => {
  it('puts rents of every place on the latest month they all reach, and says when listing figures cannot line up', async () => {
    const { compareRentalMarkets } = await import('./compare-markets.ts');
    const c = compareRentalMarkets(ds, ['78701', 'Chicago metro']);
    expect(c.places.map((p) => p.place?.header)).toEqual([
      'ZIP 78701 (Austin, TX) in Austin, TX metro',
      'Chicago, IL metro',
    ]);
    expect(c.commonMonth).toBe('2024-10');
    const rent = c.rows.find((r) => r.key === 'rentAtCommonMonth');
    expect(rent?.values.map((v) => [v.value, v.geography, v.period])).toEqual([
      [1720, 'Austin, TX', '2024-10'],
      [2000, 'Chicago, IL metro', '2024-10'],
    ]);
    // Chicago has no Realtor.com figures in the fixture: said, not guessed.
    expect(c.rows.find((r) => r.key === 'medianDaysOnMarket')?.values.map((v) => v.value)).toEqual([66, null]);
    expect(c.notes.join(' ')).toMatch(/market speed is shown per place/);
  });
});

describe('compareRentalMarkets without a shared month', () => {
  it('leaves rents out with the reason rather than comparing different months', async () => {
    const { compareRentalMarkets } = await import('./compare-markets.ts');
    // Austin's city series starts 2024-08; Springfield, MO has a single month, 2024-01.
    const c = compareRentalMarkets(ds, ['Austin, TX', 'Springfield, MO']);
    expect(c.commonMonth).toBeNull();
    expect(c.rows.find((r) => r.key === 'rentAtCommonMonth')?.values.map((v) => v.value)).toEqual([null, null]);
    expect(c.notes.join(' ')).toMatch(/share no month/);
  });
});
