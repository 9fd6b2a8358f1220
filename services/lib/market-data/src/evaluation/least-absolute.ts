// Least-absolute-deviations regression (median regression) by iteratively reweighted least squares: robust to
// the junk rows and the truncated top of listing files, with a handful of coefficients.

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) throw new Error(`least-absolute: column ${col} has no variation`);
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      for (let c = col; c <= n; c += 1) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Coefficients b minimising Σ |y - X b| (rows of X are the features of one observation). */
export function leastAbsolute(x: readonly number[][], y: readonly number[], iterations = 60): number[] {
  const k = x[0]?.length ?? 0;
  let w = y.map(() => 1);
  let beta = new Array<number>(k).fill(0);
  for (let it = 0; it < iterations; it += 1) {
    const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    const xty = new Array<number>(k).fill(0);
    for (let i = 0; i < y.length; i += 1) {
      const row = x[i]!;
      for (let a = 0; a < k; a += 1) {
        xty[a]! += w[i]! * row[a]! * y[i]!;
        for (let b = 0; b < k; b += 1) xtx[a]![b]! += w[i]! * row[a]! * row[b]!;
      }
    }
    beta = solve(xtx, xty);
    w = y.map((yi, i) => 1 / Math.max(1e-4, Math.abs(yi - x[i]!.reduce((s, v, j) => s + v * beta[j]!, 0))));
  }
  return beta;
}
