// Small robust statistics shared by the rent fit and evaluation.

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The q-quantile (0..1) of the values, by the nearest rank below. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** z of the 90th percentile: an 80% two-sided interval is ±1.2816 σ. */
export const Z80 = 1.2816;

/**
 * The log-scale σ whose 80% interval holds 80% of these log errors: the 80th percentile of |error| / 1.2816.
 * It equals the standard deviation for normal errors and reads the coverage directly for heavier tails.
 */
export function quantile80Sigma(logErrors: readonly number[]): number {
  return quantile(logErrors.map(Math.abs), 0.8) / Z80;
}
