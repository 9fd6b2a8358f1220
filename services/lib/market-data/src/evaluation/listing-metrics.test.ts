import { describe, expect, it } from 'vitest';
import { accuracy, compare, type ListingCase } from './listing-metrics.ts';

describe('listing accuracy figures', () => {
  it('computes MdAPE, bias, the ±10/±20% shares and coverage by hand', () => {
    // Errors: +5%, -15%, +30%, 0%; inside the range: 1st, 2nd, 4th.
    const a = accuracy([
      { truth: 100, estimate: 105, low: 90, high: 110 },
      { truth: 100, estimate: 85, low: 80, high: 101 },
      { truth: 100, estimate: 130, low: 110, high: 150 },
      { truth: 200, estimate: 200, low: 180, high: 220 },
    ]);
    expect(a.n).toBe(4);
    expect(a.mdape).toBeCloseTo(10, 9); // median of 0, 5, 15, 30
    expect(a.medianBiasPct).toBeCloseTo(2.5, 9); // median of -15, 0, 5, 30
    expect(a.within10Pct).toBe(50);
    expect(a.within20Pct).toBe(75);
    expect(a.coverage80Pct).toBe(75);
  });
  it('states no coverage for a baseline and compares all columns on the listings every baseline has', () => {
    const base = { region: 'AA', low: 1, high: 1000, confidence: 'high' as const };
    const cases: ListingCase[] = [
      { ...base, truth: 100, point: 110, baselines: { a: 100, b: 120 } },
      { ...base, truth: 100, point: 110, baselines: { a: 100, b: null } },
    ];
    const row = compare(cases, 'AA');
    expect(row.ours.n).toBe(1);
    expect(row.baselines.a?.coverage80Pct).toBeNull();
    expect(row.baselines.b?.mdape).toBeCloseTo(20, 9);
  });
});
