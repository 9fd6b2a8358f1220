// The shared frame of the listing-level evaluations (value here, rent in rent-listings-eval.ts): the region split
// and the figures reported for an estimate and for each baseline, all from the same listings in the same run.

/** One listing: its truth (price or rent at the index month), our estimate with its 80% range, the baselines. */
export interface ListingCase {
  region: string;
  truth: number;
  point: number;
  low: number;
  high: number;
  confidence: 'high' | 'medium' | 'low';
  /** Baseline name -> its estimate, or null where the baseline has no figure for this listing. */
  baselines: Record<string, number | null>;
}

export interface Accuracy {
  n: number;
  /** Median absolute percentage error. */
  mdape: number;
  /** Median of (estimate / truth - 1), percent: positive means the estimate is high. */
  medianBiasPct: number;
  within10Pct: number;
  within20Pct: number;
  /** Share of truths inside the stated 80% range (null for baselines, which state none). */
  coverage80Pct: number | null;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The figures for estimates against truths; `ranges` (low, high) when the estimates state one. */
export function accuracy(pairs: readonly { truth: number; estimate: number; low?: number; high?: number }[]): Accuracy {
  const errors = pairs.map((p) => p.estimate / p.truth - 1);
  const share = (ok: (p: (typeof pairs)[number], e: number) => boolean) =>
    pairs.length ? (pairs.filter((p, i) => ok(p, errors[i]!)).length / pairs.length) * 100 : NaN;
  const ranged = pairs.length > 0 && pairs.every((p) => p.low !== undefined && p.high !== undefined);
  return {
    n: pairs.length,
    mdape: median(errors.map((e) => Math.abs(e) * 100)),
    medianBiasPct: median(errors.map((e) => e * 100)),
    within10Pct: share((_, e) => Math.abs(e) <= 0.1),
    within20Pct: share((_, e) => Math.abs(e) <= 0.2),
    coverage80Pct: ranged ? share((p) => p.truth >= p.low! && p.truth <= p.high!) : null,
  };
}

export interface RegionRow {
  region: string;
  ours: Accuracy;
  baselines: Record<string, Accuracy>;
}

/**
 * Our figures and each baseline's, on the listings where every baseline has a figure (so all columns are
 * computed on the same listings).
 */
export function compare(cases: readonly ListingCase[], region: string): RegionRow {
  const names = [...new Set(cases.flatMap((c) => Object.keys(c.baselines)))].sort();
  const common = cases.filter((c) => names.every((n) => c.baselines[n] != null));
  return {
    region,
    ours: accuracy(common.map((c) => ({ truth: c.truth, estimate: c.point, low: c.low, high: c.high }))),
    baselines: Object.fromEntries(
      names.map((n) => [n, accuracy(common.map((c) => ({ truth: c.truth, estimate: c.baselines[n]! })))]),
    ),
  };
}

/** One row per region (sorted by name) and an "all" row. */
export function byRegion(cases: readonly ListingCase[]): RegionRow[] {
  const regions = [...new Set(cases.map((c) => c.region))].sort();
  return [
    ...regions.map((r) =>
      compare(
        cases.filter((c) => c.region === r),
        r,
      ),
    ),
    compare(cases, 'all'),
  ];
}

/** Our figures by stated confidence: high must show the lowest error. */
export function byConfidence(cases: readonly ListingCase[]): { confidence: string; accuracy: Accuracy }[] {
  return (['high', 'medium', 'low'] as const).map((confidence) => ({
    confidence,
    accuracy: accuracy(
      cases
        .filter((c) => c.confidence === confidence)
        .map((c) => ({ truth: c.truth, estimate: c.point, low: c.low, high: c.high })),
    ),
  }));
}

/**
 * The deterministic region split: FNV-1a of the region name (a state), even = tune, odd = report. The report
 * regions are never used to choose anything; the fitted parameters see only tune regions.
 */
export function isTuneRegion(region: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < region.length; i += 1) h = Math.imul(h ^ region.charCodeAt(i), 0x01000193) >>> 0;
  return h % 2 === 0;
}

const pct = (x: number | null) => (x === null || Number.isNaN(x) ? '   -  ' : `${x.toFixed(1).padStart(5)}%`);

/** A fixed-width line of figures: n, MdAPE, bias, within 10%, within 20%, coverage. */
export function formatAccuracy(a: Accuracy): string {
  return `n=${String(a.n).padStart(5)} MdAPE ${pct(a.mdape)} bias ${pct(a.medianBiasPct)} ±10% ${pct(a.within10Pct)} ±20% ${pct(a.within20Pct)} in80 ${pct(a.coverage80Pct)}`;
}

/** The region table as text: our line, then one indented line per baseline. */
export function formatRegionTable(rows: readonly RegionRow[]): string {
  return rows
    .map((r) =>
      [
        `${r.region.padEnd(6)} ours      ${formatAccuracy(r.ours)}`,
        ...Object.entries(r.baselines).map(([n, a]) => `       ${n.padEnd(9)} ${formatAccuracy(a)}`),
      ].join('\n'),
    )
    .join('\n');
}
