import { describe, expect, it } from 'vitest';
import { zoriCarry, type ZoriChoice } from './zori-series.ts';

const choice = (level: ZoriChoice['level'], start: string, values: (number | null)[]): ZoriChoice => ({
  level,
  label: level,
  series: { start, values },
});

// A ZIP ZORI (or a SAFMR) ends 2023-10; the city runs 2023-10..2023-12, the county only from 2023-11, the
// metro 2023-09..2023-12.
const city = choice('city', '2023-10', [2000, 2050, 2100]);
const county = choice('county', '2023-11', [1800, 1850]);
const metro = choice('metro', '2023-09', [1500, 1500, 1560, 1620]);

describe('zoriCarry', () => {
  it('carries by the city when the city has both the last month and the present', () => {
    // 2100 / 2000 = 1.05 (the metro would give 1620 / 1500 = 1.08).
    const c = zoriCarry([city, county, metro], '2023-10', '2023-12');
    expect(c?.carrier.level).toBe('city');
    expect(c?.factor).toBeCloseTo(1.05, 10);
    expect(c?.to).toBe('2023-12');
  });
  it('skips a wider series that starts after the last month and falls back to the metro', () => {
    // The county has no 2023-10: the metro carries, 1620 / 1500 = 1.08.
    const c = zoriCarry([county, metro], '2023-10', '2023-12');
    expect(c?.carrier.level).toBe('metro');
    expect(c?.factor).toBeCloseTo(1.08, 10);
  });
  it('does not carry a series that already reaches the present, nor one that ends after it', () => {
    expect(zoriCarry([metro], '2023-12', '2023-12')).toBeNull();
    expect(zoriCarry([metro], '2024-06', '2023-12')).toBeNull();
    expect(zoriCarry([metro], '2023-10', null)).toBeNull();
  });
  it('is null when nothing wider is given (a metro-level ZORI)', () => {
    expect(zoriCarry([], '2023-10', '2023-12')).toBeNull();
  });
});
