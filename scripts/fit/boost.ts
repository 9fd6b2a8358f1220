// Gradient boosting of shallow regression trees for the fit scripts, with a robust loss: each tree's splits are
// chosen on the errors clipped at `delta` (a Huber gradient), and each leaf holds the median error of its cases
// (times the shrinkage), so the ensemble moves toward a median, which is what MdAPE scores. Deterministic: no
// sampling, thresholds and leaves rounded as they are stored, so the same data gives the same file.
import { ensembleOutput, type TreeEnsemble, type ValueTree } from './trees.ts';

export interface BoostOptions {
  trees: number;
  depth: number;
  /** Share of each leaf's median error a tree takes (0-1): small steps, many trees. */
  shrinkage: number;
  /** Fewest cases in a leaf: a split leaving fewer on either side is not made. */
  minLeaf: number;
  /** Candidate thresholds per feature (quantiles of its values). */
  bins: number;
  /** Errors are clipped at ±delta when choosing splits. */
  delta: number;
}

const DIGITS = 5;
const round = (x: number) => Number(x.toFixed(DIGITS));

/** Candidate thresholds of one feature: its rounded quantiles, distinct, ascending. */
export function thresholdsOf(values: readonly number[], bins: number): number[] {
  const s = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (let k = 1; k < bins; k += 1) {
    const t = round(s[Math.floor((k * s.length) / bins)]!);
    if (t < s[s.length - 1]! && out[out.length - 1] !== t) out.push(t);
  }
  return out;
}

function medianOf(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = xs.sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The rows' bin per feature: how many thresholds lie below the value (value <= t[b] exactly when bin <= b). */
function binRows(x: readonly (readonly number[])[], cuts: readonly number[][]): Uint16Array[] {
  return cuts.map((t, f) => {
    const bins = new Uint16Array(x.length);
    x.forEach((row, i) => {
      let lo = 0;
      let hi = t.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (t[mid]! < row[f]!) lo = mid + 1;
        else hi = mid;
      }
      bins[i] = lo;
    });
    return bins;
  });
}

interface Split {
  feature: number;
  bin: number;
  gain: number;
}

function bestSplit(
  rows: readonly number[],
  g: Float64Array,
  bins: Uint16Array[],
  cuts: number[][],
  minLeaf: number,
): Split | null {
  let best: Split | null = null as Split | null;
  let total = 0;
  for (const i of rows) total += g[i]!;
  const n = rows.length;
  const base = (total * total) / n;
  bins.forEach((b, f) => {
    const k = cuts[f]!.length;
    if (k === 0) return;
    const sum = new Float64Array(k + 1);
    const count = new Uint32Array(k + 1);
    for (const i of rows) {
      sum[b[i]!]! += g[i]!;
      count[b[i]!]! += 1;
    }
    let sl = 0;
    let nl = 0;
    for (let bin = 0; bin < k; bin += 1) {
      sl += sum[bin]!;
      nl += count[bin]!;
      const nr = n - nl;
      if (nl < minLeaf) continue;
      if (nr < minLeaf) break;
      const gain = (sl * sl) / nl + ((total - sl) * (total - sl)) / nr - base;
      if (gain > 1e-12 && (!best || gain > best.gain)) best = { feature: f, bin, gain };
    }
  });
  return best;
}

/** Fits trees to `target` (e.g. the linear model's ln errors); returns the ensemble in the runtime format. */
export function fitBoost(
  x: readonly (readonly number[])[],
  target: readonly number[],
  features: readonly string[],
  o: BoostOptions,
): TreeEnsemble {
  const cuts = features.map((_, f) =>
    thresholdsOf(
      x.map((row) => row[f]!),
      o.bins,
    ),
  );
  const bins = binRows(x, cuts);
  const n = x.length;
  const fitted = new Float64Array(n);
  const g = new Float64Array(n);
  const trees: ValueTree[] = [];
  const inner = 2 ** o.depth - 1;
  for (let t = 0; t < o.trees; t += 1) {
    for (let i = 0; i < n; i += 1) g[i] = Math.max(-o.delta, Math.min(o.delta, target[i]! - fitted[i]!));
    const tree: ValueTree = { feature: [], threshold: [], leaf: [] };
    let level: number[][] = [Array.from({ length: n }, (_, i) => i)];
    for (let d = 0; d < o.depth; d += 1) {
      const next: number[][] = [];
      for (const rows of level) {
        const s = rows.length >= 2 * o.minLeaf ? bestSplit(rows, g, bins, cuts, o.minLeaf) : null;
        tree.feature.push(s ? s.feature : -1);
        tree.threshold.push(s ? cuts[s.feature]![s.bin]! : 0);
        const left = s ? rows.filter((i) => bins[s.feature]![i]! <= s.bin) : rows;
        const right = s ? rows.filter((i) => bins[s.feature]![i]! > s.bin) : [];
        next.push(left, right);
      }
      level = next;
    }
    level.forEach((rows) => {
      const v = round(o.shrinkage * medianOf(rows.map((i) => target[i]! - fitted[i]!)));
      tree.leaf.push(v);
      for (const i of rows) fitted[i]! += v;
    });
    if (tree.leaf.length !== inner + 1) throw new Error('tree of the wrong size');
    trees.push(tree);
  }
  return { features: [...features], depth: o.depth, trees };
}

/** The ensemble's output for each row (the runtime's own function, so fit and product agree). */
export function boostPredict(e: TreeEnsemble, x: readonly (readonly number[])[]): number[] {
  return x.map((row) => ensembleOutput(e, row));
}
