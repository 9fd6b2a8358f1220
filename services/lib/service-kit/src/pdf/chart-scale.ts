/** Pure helpers for the PDF reports' vector charts: they map numbers to page coordinates and colours. */

/** A linear map from a data interval to a page interval; a flat domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The extent of the values, widened to include zero so bars and lines share a baseline. */
export function extentWithZero(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  return [Math.min(0, ...finite), Math.max(0, ...finite)];
}

/** Round tick values (1, 2 or 5 times a power of ten) covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || count < 1) return [];
  if (min === max) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step)
    ticks.push(Math.abs(t) < step * 1e-9 ? 0 : Number(t.toPrecision(12)));
  return ticks;
}

function hex(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
}

/** Mixes two #rrggbb colours; t = 0 gives the first, 1 the second. */
export function mixColor(from: string, to: string, t: number): string {
  const a = [1, 3, 5].map((i) => parseInt(from.slice(i, i + 2), 16));
  const b = [1, 3, 5].map((i) => parseInt(to.slice(i, i + 2), 16));
  const k = Math.min(1, Math.max(0, t));
  return `#${a.map((v, i) => hex(v + (b[i]! - v) * k)).join('')}`;
}

export const DIVERGING = { negative: '#b2182b', neutral: '#f7f7f7', positive: '#2166ac' } as const;

/**
 * A diverging colour around zero: red below, blue above (colour-blind safe pair), white at zero, full colour at
 * ±maxAbs. A missing value is grey.
 */
export function divergingColor(value: number | null, maxAbs: number): string {
  if (value === null || !Number.isFinite(value)) return '#cccccc';
  if (maxAbs <= 0) return DIVERGING.neutral;
  const t = Math.min(1, Math.abs(value) / maxAbs);
  return mixColor(DIVERGING.neutral, value < 0 ? DIVERGING.negative : DIVERGING.positive, t);
}

/** Segments of one stacked bar: each part's start and width on [x, x + width], in the parts' order. */
export function stackSegments(
  parts: readonly number[],
  total: number,
  x: number,
  width: number,
): Array<{ x: number; width: number }> {
  const scale = total > 0 ? width / total : 0;
  let at = x;
  return parts.map((p) => {
    const w = Math.max(0, p) * scale;
    const seg = { x: at, width: w };
    at += w;
    return seg;
  });
}
