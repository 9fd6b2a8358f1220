import { describe, expect, it } from 'vitest';
import { amortize, irr, npv, pmt, remainingBalance } from './finance.ts';

describe('pmt', () => {
  it('gives $1,264.14 a month for $200,000 at 6.5% over 30 years', () => {
    expect(pmt(0.065 / 12, 360, 200_000)).toBeCloseTo(1264.14, 2);
  });

  it('matches the Excel PMT example of $10,000 at 8% a year over 10 months (-$1,037.03, sign flipped)', () => {
    expect(pmt(0.08 / 12, 10, 10_000)).toBeCloseTo(1037.03, 2);
  });

  it('splits the principal evenly when the rate is zero', () => {
    expect(pmt(0, 360, 360_000)).toBe(1000);
  });

  it('is zero for a zero principal and refuses a non-positive number of periods', () => {
    expect(pmt(0.005, 360, 0)).toBe(0);
    expect(() => pmt(0.005, 0, 1000)).toThrow(RangeError);
  });
});

describe('amortize', () => {
  const schedule = amortize(200_000, 0.065 / 12, 360);

  it('charges one month of interest on the full balance in month one ($1,083.33) and repays $180.80', () => {
    const first = schedule.schedule[0];
    expect(first?.interest).toBeCloseTo(1083.33, 2);
    expect(first?.principal).toBeCloseTo(180.8, 2);
    expect(first?.balance).toBeCloseTo(199_819.2, 2);
  });

  it('ends at exactly zero and totals $255,088.98 of interest over the life of the loan', () => {
    expect(schedule.schedule).toHaveLength(360);
    expect(schedule.schedule[359]?.balance).toBe(0);
    // 360 × $1,264.136… - $200,000
    expect(schedule.totalInterest).toBeCloseTo(255_088.98, 1);
    expect(schedule.totalPaid).toBeCloseTo(455_088.98, 1);
  });

  it('rolls months up into 30 yearly rows whose principal sums to the loan', () => {
    expect(schedule.yearly).toHaveLength(30);
    const principal = schedule.yearly.reduce((total, y) => total + y.principal, 0);
    expect(principal).toBeCloseTo(200_000, 6);
    const firstYear = schedule.yearly[0];
    const firstTwelve = schedule.schedule.slice(0, 12);
    expect(firstYear?.interest).toBeCloseTo(
      firstTwelve.reduce((t, m) => t + m.interest, 0),
      8,
    );
    expect(firstYear?.balance).toBeCloseTo(firstTwelve[11]?.balance ?? Number.NaN, 8);
  });

  it('keeps a partial final year when the term is not a whole number of years', () => {
    expect(amortize(10_000, 0.01, 18).yearly.map((y) => y.year)).toEqual([1, 2]);
  });
});

describe('remainingBalance', () => {
  it('agrees with the schedule after 60 months', () => {
    const schedule = amortize(200_000, 0.065 / 12, 360);
    const closedForm = remainingBalance(200_000, 0.065 / 12, 360, 60);
    expect(closedForm).toBeCloseTo(schedule.schedule[59]?.balance ?? Number.NaN, 6);
    // Hand check: 200,000 × 1.0054167^60 - 1,264.136 × (1.0054167^60 - 1) / 0.0054167
    expect(closedForm).toBeCloseTo(187_221.95, 2);
  });

  it('is the full principal before any payment and zero once the term is over', () => {
    expect(remainingBalance(100_000, 0.005, 360, 0)).toBe(100_000);
    expect(remainingBalance(100_000, 0.005, 360, 360)).toBe(0);
    expect(remainingBalance(100_000, 0.005, 360, 400)).toBe(0);
  });

  it('falls linearly when the rate is zero', () => {
    expect(remainingBalance(120_000, 0, 120, 30)).toBe(90_000);
  });
});

describe('npv', () => {
  it('matches the Excel NPV example (10%, -10,000 a year out, then 3,000, 4,200, 6,800 -> $1,188.44)', () => {
    expect(npv(0.1, [0, -10_000, 3_000, 4_200, 6_800])).toBeCloseTo(1188.44, 2);
  });

  it('matches the Excel NPV example with an up-front cost (8%, -40,000 now -> $1,922.06)', () => {
    expect(npv(0.08, [-40_000, 8_000, 9_200, 10_000, 12_000, 14_500])).toBeCloseTo(1922.06, 2);
  });

  it('sums the cash flows undiscounted at a zero rate', () => {
    expect(npv(0, [-100, 50, 60])).toBe(10);
  });
});

describe('irr', () => {
  it('finds 28.09% for -100, 39, 59, 55, 20', () => {
    expect(irr([-100, 39, 59, 55, 20])).toBeCloseTo(0.2809, 4);
  });

  it('matches the Excel IRR examples: -2.12% after four years, 8.66% after five', () => {
    expect(irr([-70_000, 12_000, 15_000, 18_000, 21_000])).toBeCloseTo(-0.0212, 4);
    expect(irr([-70_000, 12_000, 15_000, 18_000, 21_000, 26_000])).toBeCloseTo(0.0866, 4);
  });

  it('matches the Excel IRR example of -44.35% after two years', () => {
    expect(irr([-70_000, 12_000, 15_000], -0.1)).toBeCloseTo(-0.4435, 4);
  });

  it('returns null when the cash flows never change sign', () => {
    expect(irr([100, 50, 20])).toBeNull();
    expect(irr([-100, -50, 0])).toBeNull();
    expect(irr([])).toBeNull();
  });

  it('when a deep loss makes Newton from 10% leave the valid range, the bracketed search finds the root nearest zero', () => {
    // Five years of negative cash flow and a sale that returns a fifth of the cash: about -55% a year.
    const flows = [-160_310, -35_223, -35_711, -36_214, -36_732, 30_880];
    const rate = irr(flows);
    expect(rate).toBeCloseTo(-0.5547, 4);
    expect(npv(rate ?? 0, flows)).toBeCloseTo(0, 4);
    // Two sign changes, two roots (10% and 20%): from a guess beyond both the bracketed search takes the one nearer
    // zero.
    expect(irr([-100, 230, -132], 1e6)).toBeCloseTo(0.1, 8);
  });

  it('falls back to the bracketed search when Newton diverges from a poor guess', () => {
    // From a guess of 1,000% Newton's steps overshoot; the bracketed search still finds the root.
    const rate = irr([-1_000, 3_000, 1, 1, 1], 10);
    expect(rate).not.toBeNull();
    expect(npv(rate ?? 0, [-1_000, 3_000, 1, 1, 1])).toBeCloseTo(0, 6);
  });

  it('handles a very large return (doubling in one period -> 100%)', () => {
    expect(irr([-100, 200])).toBeCloseTo(1, 8);
  });

  it('handles a near-total loss', () => {
    expect(irr([-100, 1])).toBeCloseTo(-0.99, 8);
  });
});
