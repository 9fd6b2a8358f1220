/** A linear map from a data interval onto a pixel interval (either may run backwards, as a y axis does). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** A step of 1, 2 or 5 times a power of ten near `rough`, so tick labels read as round numbers. */
function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** About `count` round tick values covering [min, max]; the domain to draw is their first and last. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const step = niceStep((high - low || Math.abs(high) || 1) / count);
  const start = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let t = start; t < high + step * 0.999; t += step) ticks.push(Math.round(t / step) * step);
  if (ticks.length < 2) ticks.push(start + step);
  return ticks;
}

/** '$450k', '$1.2M', '-$3k': axis labels, where the table beside the chart carries exact dollars. */
export function compactMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${sign}$${(abs / 1e6).toFixed(abs >= 1e7 ? 0 : 1).replace(/\.0$/, '')}M`;
  if (abs >= 1e3) return `${sign}$${(abs / 1e3).toFixed(abs >= 1e4 ? 0 : 1).replace(/\.0$/, '')}k`;
  return `${sign}$${Math.round(abs)}`;
}

/** The scale whose domain runs from the first tick to the last (as `niceTicks` returns them) onto `range`. */
export function tickScale(ticks: readonly number[], range: readonly [number, number]) {
  return linearScale([ticks[0]!, ticks[ticks.length - 1]!], range);
}
