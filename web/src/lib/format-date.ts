/**
 * The one date formatter of the client. Our data carries dates in several shapes: instants (ISO
 * timestamps, epoch milliseconds), calendar days ('2023-10-01'), data months ('2025-10') and data years
 * ('2024'). Each shape is read for what it is: a four-digit year is a year, never a count of milliseconds
 * (reading '2024' as milliseconds is how "as of Jan 1, 1970" reached the screen), and a calendar day
 * or month is placed in local time so it never shifts to the day before west of Greenwich.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export type DateInput = string | number | Date | null | undefined;

/** What a date value turned out to be once read, so each kind is shown at its own precision. */
export type ReadDate =
  { kind: 'year'; year: number } | { kind: 'month'; year: number; month: number } | { kind: 'day'; date: Date };

const YEAR = /^(\d{4})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Epoch milliseconds as text: at least 9 digits, so a year can never be taken for one.
const EPOCH_MS = /^-?\d{9,}$/;

function validYear(year: number): boolean {
  return year >= 1000 && year <= 9999;
}

/** Reads any date shape we receive; null when there is none or it cannot be read. */
export function readDate(value: DateInput): ReadDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { kind: 'day', date: value };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // A bare number in year range is a year (the data pipeline writes ACS vintages as years).
    if (Number.isInteger(value) && validYear(value) && value < 10_000) return { kind: 'year', year: value };
    return { kind: 'day', date: new Date(value) };
  }
  const text = value.trim();
  const year = YEAR.exec(text);
  if (year) return { kind: 'year', year: Number(year[1]) };
  const month = MONTH.exec(text);
  if (month) {
    const m = Number(month[2]);
    return m >= 1 && m <= 12 ? { kind: 'month', year: Number(month[1]), month: m } : null;
  }
  const day = DAY.exec(text);
  if (day) {
    // Noon local time: a calendar day must not move to the previous day in US time zones.
    const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
    return date.getMonth() === Number(day[2]) - 1 ? { kind: 'day', date } : null;
  }
  if (EPOCH_MS.test(text)) return { kind: 'day', date: new Date(Number(text)) };
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : { kind: 'day', date: parsed };
}

/** 'Jan 5, 2025' for an instant or a day; a month reads 'Oct 2025' and a year '2024'; '-' when missing. */
export function formatDate(value: DateInput): string {
  const read = readDate(value);
  if (!read) return '-';
  if (read.kind === 'year') return String(read.year);
  if (read.kind === 'month') return `${MONTHS[read.month - 1]} ${read.year}`;
  return dayFormat.format(read.date);
}

/** A data month as 'Oct 2025' ('2025-10', '2025-10-31' or an instant); '-' when missing. */
export function formatMonth(value: DateInput): string {
  const read = readDate(value);
  if (!read) return '-';
  if (read.kind === 'year') return String(read.year);
  if (read.kind === 'month') return `${MONTHS[read.month - 1]} ${read.year}`;
  return `${MONTHS[read.date.getMonth()]} ${read.date.getFullYear()}`;
}

/** The data vintage of a source, at the precision the source gives: '2024', 'Oct 2025', 'Oct 1, 2023'. */
export function formatAsOf(value: DateInput): string {
  return formatDate(value);
}
