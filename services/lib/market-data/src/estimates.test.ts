import { describe, expect, it } from 'vitest';
import { estimateRent, estimateValue, valuePercentile } from './estimates.ts';
import { fixtureDataset } from './testing/fixture-dataset.ts';
import { zipFacts } from './zip-facts.ts';

const ds = fixtureDataset();

describe('estimateValue', () => {
  it('interpolates county value quartiles within the ACS brackets', () => {
    const d = [0, 0, 0, 0, 25, 50, 25, 0] as const;
    expect(valuePercentile([...d] as never, 25)).toBe(300_000);
    expect(valuePercentile([...d] as never, 50)).toBe(400_000);
    expect(valuePercentile([...d] as never, 75)).toBe(500_000);
  });
  it('uses the ZIP ZHVI as the point and half the county spread plus the forecast as the range', () => {
    const v = estimateValue(ds, '78701');
    // low = 610k * (1 - (1 - sqrt(300/400)) - 0.02) = 516,075 -> 516,000; high = 610k * sqrt(500/400) = 681,999 ->
    // 682,000.
    expect(v).toMatchObject({
      point: 610_000,
      low: 516_000,
      high: 682_000,
      asOf: '2025-06',
      basis: 'zip-zhvi',
      confidence: 'high',
    });
    expect(v?.sources.map((s) => s.id)).toEqual(['zillow-zhvi', 'zillow-zhvf', 'acs-2024-dp04-county']);
  });
  it('says that size is not used when the caller gives it', () => {
    expect(estimateValue(ds, '78701', { livingAreaSqft: 2000 })?.method).toMatch(/No adjustment is made/);
  });
  it('is null for a ZIP with no value data at all', () => {
    expect(estimateValue(ds, '65806')).toBeNull();
  });
});

describe('estimateRent', () => {
  it('blends trended ZIP ZORI and trended SAFMR for 2 bedrooms', () => {
    const r = estimateRent(ds, '78701', { bedrooms: 2 });
    // ZORI $2,000 (2023-10) x metro factor 1650/1500 = $2,200; SAFMR 2BR $1,500 x 1.1 = $1,650.
    // 0.7 * 2200 + 0.3 * 1650 = 2035. The two differ by 33%, so confidence drops to medium.
    expect(r).toMatchObject({ point: 2035, low: 1650, high: 2200, asOf: '2024-10', bedrooms: 2, confidence: 'medium' });
    expect(r?.components.map((c) => [c.kind, c.value])).toEqual([
      ['zori', 2200],
      ['safmr', 1650],
    ]);
  });
  it('scales the all-unit ZORI by HUD bedroom ratios', () => {
    // 1BR/2BR = 1200/1500 = 0.8: ZORI 2200 * 0.8 = 1760; SAFMR 1200 * 1.1 = 1320; 0.7*1760 + 0.3*1320 = 1628.
    expect(estimateRent(ds, '78701', { bedrooms: 1 })?.point).toBe(1628);
  });
  it('carries the ZIP ZORI and the SAFMR by the city ZORI when the city series reaches back to 2023-10', () => {
    // Austin city ZORI 1500 (2023-10) -> 1800 (2024-10, the metro's last month): x1.2 where the metro gives x1.1.
    const city = ds.zoriCity.get('austin|TX')!;
    const values = Array.from({ length: 13 }, (_, i) => 1500 + 25 * i);
    const withCity = {
      ...ds,
      zoriCity: new Map([...ds.zoriCity, ['austin|TX', { ...city, series: { start: '2023-10', values } }]]),
    };
    const r = estimateRent(withCity, '78701', { bedrooms: 2 });
    // ZORI $2,000 x 1.2 = $2,400; SAFMR 2BR $1,500 x 1.2 = $1,800; 0.7 * 2400 + 0.3 * 1800 = 2220.
    expect(r).toMatchObject({ point: 2220, asOf: '2024-10' });
    expect(r?.components.map((c) => [c.kind, c.value])).toEqual([
      ['zori', 2400],
      ['safmr', 1800],
    ]);
    expect(r?.components[0]?.detail).toMatch(/carried to 2024-10 by the Austin, TX ZORI change \(x1\.2\)/);
    expect(r?.confidenceReasons).toContain('The local Zillow series ends 2023-10; later months follow the city trend.');
  });
  it('falls back to the county FMR and county ZORI where the ZIP has neither', () => {
    const r = estimateRent(ds, '60614', { bedrooms: 2 });
    // Cook County ZORI $1,818 (2023-10), flat Chicago metro; county FMR 2BR $1,700: 0.6*1818 + 0.4*1700 = 1770.8.
    expect(r).toMatchObject({ point: 1771, confidence: 'medium' });
    expect(r?.components.map((c) => c.kind)).toEqual(['zori', 'county-fmr']);
  });
});

describe('zipFacts', () => {
  it('collects tax, vacancy, mortgage, trends and price-to-rent with sources', () => {
    const f = zipFacts(ds, '78701');
    expect(f?.propertyTax).toMatchObject({ ratePct: 1.8, level: 'county' });
    expect(f?.rentalVacancy).toMatchObject({ ratePct: 5, level: 'county' });
    expect(f?.mortgageRate30y).toMatchObject({ ratePct: 6.12, date: '2024-10-03' });
    // Six ZHVI months 600k -> 610k: +1.67%. Metro ZHVI +1% a month: 1.01^12 - 1 = 12.68%.
    expect(f?.valueTrend).toMatchObject({
      zhvi6MonthChangePct: 1.67,
      forecast1YearPct: -2,
      metro12MonthChangePct: 12.68,
    });
    expect(f?.rentTrend.metro12MonthChangePct).toBe(10);
    expect(f?.metroValueVolatility?.monthlyStdDevPct).toBeLessThan(0.01);
    expect(f?.renterSharePct?.pct).toBe(60);
    expect(f?.priceToRent?.ratio).toBeGreaterThan(0);
  });
  it('uses the state median tax rate when the county has none', () => {
    expect(zipFacts(ds, '60614')?.propertyTax).toMatchObject({ ratePct: 2.1, level: 'state' });
  });
  it('is null for an unknown ZIP', () => {
    expect(zipFacts(ds, '00000')).toBeNull();
  });
});
