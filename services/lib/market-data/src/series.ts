import type { MonthlySeries } from './dataset-types.ts';
import { addMonths, monthsBetween, type Month } from './months.ts';

export function lastMonth(series: MonthlySeries): Month {
  return addMonths(series.start, series.values.length - 1);
}

export function valueAt(series: MonthlySeries, month: Month): number | null {
  const i = monthsBetween(series.start, month);
  return i < 0 || i >= series.values.length ? null : (series.values[i] ?? null);
}

export interface Observation {
  month: Month;
  value: number;
}

/** The last month with a value. */
export function latest(series: MonthlySeries): Observation | null {
  for (let i = series.values.length - 1; i >= 0; i -= 1) {
    const value = series.values[i];
    if (value !== null && value !== undefined) return { month: addMonths(series.start, i), value };
  }
  return null;
}

/** Percent change from `months` before the latest value to the latest value; null when either is missing. */
export function changePct(series: MonthlySeries, months: number): number | null {
  const end = latest(series);
  if (!end) return null;
  const start = valueAt(series, addMonths(end.month, -months));
  return start === null || start === 0 ? null : (end.value / start - 1) * 100;
}

/** Month-over-month percent changes over the last `months` months (fewer when the series is shorter). */
export function monthlyChanges(series: MonthlySeries, months: number): number[] {
  const out: number[] = [];
  const values = series.values;
  for (let i = Math.max(1, values.length - months); i < values.length; i += 1) {
    const a = values[i - 1];
    const b = values[i];
    if (a !== null && a !== undefined && b !== null && b !== undefined && a !== 0) out.push((b / a - 1) * 100);
  }
  return out;
}

/** Sample standard deviation; null with fewer than two values. */
export function stdDev(values: number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance);
}

export interface CarriedForward {
  value: number;
  factor: number;
  from: Month;
  to: Month;
}

/**
 * Carries a level observed in `from` forward to the latest month of `reference` by the reference series'
 * change over the same months. Zillow revises history in each release, so levels from an old vintage are not
 * spliced onto a newer series; only the newer series' growth rate is applied. Returns the level unchanged when
 * the reference does not cover `from` or is not newer.
 */
export function carryForward(value: number, from: Month, reference: MonthlySeries | undefined): CarriedForward {
  const end = reference ? latest(reference) : null;
  const base = reference ? valueAt(reference, from) : null;
  if (!end || base === null || base === 0 || monthsBetween(from, end.month) <= 0) {
    return { value, factor: 1, from, to: from };
  }
  const factor = end.value / base;
  return { value: value * factor, factor, from, to: end.month };
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
