import { pct, ratio, usd } from './format.ts';
import { returnAt, underwrite } from './underwrite.ts';
import type { UnderwritingInput, UnderwritingResult } from './underwrite-types.ts';

// The target-return solver: the highest price (or the lowest rent) at which a deal still reaches a target
// cash-on-cash, cap rate, DSCR or IRR, every other assumption unchanged. Each metric rises with rent and
// falls with price, so bisection over the deterministic engine finds the boundary to within a dollar.

export const TARGET_METRICS = ['cashOnCash', 'capRate', 'dscr', 'irr'] as const;
export type TargetMetric = (typeof TARGET_METRICS)[number];

export interface TargetSolution {
  metric: TargetMetric;
  target: number;
  maxPurchasePrice: number | null;
  minMonthlyRent: number | null;
  explanation: string;
}

const LABEL: Record<TargetMetric, string> = {
  cashOnCash: 'cash-on-cash',
  capRate: 'cap rate',
  dscr: 'DSCR',
  irr: 'IRR',
};

export function metricValue(result: UnderwritingResult, metric: TargetMetric): number {
  const v =
    metric === 'cashOnCash'
      ? result.cashOnCash.value
      : metric === 'capRate'
        ? result.capRate.value
        : metric === 'dscr'
          ? result.dscr.value
          : (returnAt(result, result.input.holdingYears)?.irr.value ?? null);
  // An undefined metric (no loan for a DSCR, no IRR when cash is never recovered) never meets a target.
  return v ?? Number.NEGATIVE_INFINITY;
}

/** Largest x in [lo, hi] with ok(x), assuming ok is true below some boundary and false above it. */
function bisectMax(ok: (x: number) => boolean, lo: number, hi: number, tolerance: number): number | null {
  if (!ok(lo)) return null;
  if (ok(hi)) return hi;
  while (hi - lo > tolerance) {
    const mid = (lo + hi) / 2;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Smallest x in [lo, hi] with ok(x), assuming ok is false below some boundary and true above it: bisectMax on
 * the mirrored axis (negation is exact in floating point, so the steps are the same numbers).
 */
function bisectMin(ok: (x: number) => boolean, lo: number, hi: number, tolerance: number): number | null {
  const mirrored = bisectMax((y) => ok(-y), -hi, -lo, tolerance);
  return mirrored === null ? null : -mirrored;
}

export function solveTarget(input: UnderwritingInput, metric: TargetMetric, target: number): TargetSolution {
  const reaches = (changes: Partial<UnderwritingInput>) =>
    metricValue(underwrite({ ...input, ...changes }), metric) >= target;
  const maxPrice = bisectMax(
    (price) => reaches({ purchasePrice: price }),
    1_000,
    Math.max(input.purchasePrice * 20, 1_000_000),
    0.01,
  );
  const minRent = bisectMin(
    (rent) => reaches({ monthlyRent: rent }),
    0,
    Math.max(input.monthlyRent * 20, 100_000),
    0.5,
  );
  const fmt = (v: number) => (metric === 'dscr' ? ratio(v) : pct(v));
  const explanation =
    `To reach a ${LABEL[metric]} of ${fmt(target)} with every other assumption unchanged: ` +
    (maxPrice === null ? 'no purchase price reaches it at this rent' : `pay at most ${usd(maxPrice)}`) +
    ` (now ${usd(input.purchasePrice)}), or ` +
    (minRent === null ? 'no rent reaches it at this price' : `rent for at least ${usd(minRent)} a month`) +
    ` (now ${usd(input.monthlyRent)}). Solved by bisection over the underwriting engine.`;
  return {
    metric,
    target,
    maxPurchasePrice: maxPrice === null ? null : Math.floor(maxPrice),
    minMonthlyRent: minRent === null ? null : Math.ceil(minRent),
    explanation,
  };
}

export const SENSITIVITY_STEPS = [-10, -5, 0, 5, 10] as const;

export interface SensitivityCell {
  priceChangePct: number;
  rentChangePct: number;
  cashOnCashPct: number | null;
  capRatePct: number | null;
}

/** Cash-on-cash and cap rate for the price and the rent each moved by -10/-5/0/+5/+10%. */
export function sensitivityTable(input: UnderwritingInput) {
  const cells: SensitivityCell[] = [];
  for (const p of SENSITIVITY_STEPS) {
    for (const r of SENSITIVITY_STEPS) {
      const result = underwrite({
        ...input,
        purchasePrice: input.purchasePrice * (1 + p / 100),
        monthlyRent: input.monthlyRent * (1 + r / 100),
      });
      cells.push({
        priceChangePct: p,
        rentChangePct: r,
        cashOnCashPct: result.cashOnCash.value,
        capRatePct: result.capRate.value,
      });
    }
  }
  return { priceSteps: [...SENSITIVITY_STEPS], rentSteps: [...SENSITIVITY_STEPS], cells };
}
