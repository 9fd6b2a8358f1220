// Small dense least squares for the fit scripts: ridge-penalised weighted normal equations solved by Gaussian
// elimination, and a Huber fit on top of it (a few listing errors far off should not move the coefficients).

export type Row = Record<string, number>;

/** Solves A x = b for a small square A (partial pivoting); throws on a singular system. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) throw new Error(`singular system at column ${col}`);
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c += 1) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Weighted least squares of y on the named features, with a ridge penalty `lambda` (per row) on every
 * coefficient but `const`, which shrinks poorly measured effects toward "no effect".
 */
export function ridge(
  xs: readonly Row[],
  y: readonly number[],
  names: readonly string[],
  lambda: number,
  weights?: readonly number[],
): Row {
  const k = names.length;
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  let total = 0;
  xs.forEach((x, i) => {
    const w = weights?.[i] ?? 1;
    total += w;
    for (let p = 0; p < k; p += 1) {
      const xp = x[names[p]!] ?? 0;
      if (xp === 0) continue;
      b[p]! += w * xp * y[i]!;
      for (let q = 0; q < k; q += 1) a[p]![q]! += w * xp * (x[names[q]!] ?? 0);
    }
  });
  names.forEach((n, p) => {
    if (n !== 'const') a[p]![p]! += lambda * total;
  });
  const coef = solve(a, b);
  return Object.fromEntries(names.map((n, p) => [n, coef[p]!]));
}

export function predict(coef: Row, x: Row): number {
  let s = 0;
  for (const [n, c] of Object.entries(coef)) s += c * (x[n] ?? 0);
  return s;
}

/** Huber regression by reweighted ridge: residuals beyond `delta` get weight delta/|r|. */
export function huber(
  xs: readonly Row[],
  y: readonly number[],
  names: readonly string[],
  lambda: number,
  delta: number,
  rounds = 8,
  baseWeights?: readonly number[],
): Row {
  let coef = ridge(xs, y, names, lambda, baseWeights);
  for (let round = 0; round < rounds; round += 1) {
    const w = xs.map((x, i) => {
      const r = Math.abs(y[i]! - predict(coef, x));
      return (baseWeights?.[i] ?? 1) * (r <= delta ? 1 : delta / r);
    });
    coef = ridge(xs, y, names, lambda, w);
  }
  return coef;
}

/** The q-quantile of xs (nearest rank, lower). */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.floor(q * s.length)))] ?? NaN;
}
