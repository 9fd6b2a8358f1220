/**
 * Display formats fixed by the spec: currency in whole US dollars, percentages with one decimal,
 * dates as 'Jan 5, 2025'. Every screen formats through these so the same number reads the same everywhere.
 */

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '$1,264'; '-$1,264' for negatives; '-' for a missing value. */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const rounded = Math.round(value);
  // Rounding -0.4 gives -0, and '-$0' would only confuse.
  return wholeDollars.format(rounded === 0 ? 0 : rounded);
}

/** A value already in percent (5.43 means 5.43%) as '5.4%'; '-' for a missing value. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const rounded = Math.round(value * 10) / 10;
  return `${(rounded === 0 ? 0 : rounded).toFixed(1)}%`;
}

/** A change in percent with its sign: '+3.2%', '-1.0%'. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const text = formatPercent(value);
  return value > 0 && text !== '0.0%' ? `+${text}` : text;
}

// Dates have their own module (years, months, days and instants each read for what they are).
export { formatDate, formatMonth, formatAsOf } from './format-date';

/** A plain count with thousands separators. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return new Intl.NumberFormat('en-US').format(value);
}
