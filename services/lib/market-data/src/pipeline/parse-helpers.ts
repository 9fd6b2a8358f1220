import type { Month } from '../months.ts';

/**
 * Restores a ZIP code that a spreadsheet turned into a number ("2108" -> "02108", "2108.0" -> "02108").
 * Returns null when the text cannot be a ZIP code.
 */
export function padZip(raw: string): string | null {
  const text = raw.trim().replace(/\.0+$/, '');
  if (!/^\d{1,5}$/.test(text)) return null;
  return text.padStart(5, '0');
}

/**
 * Reads the month of a Zillow date column header. Three spellings occur in the raw files: ISO
 * ("2023-10-31"), Excel US ("10/31/2023") and the cut-down ZHVI file's "06-30-25" (MM-DD-YY).
 * Returns null for a header that is not a date, so that metadata columns are skipped.
 */
export function parseMonthHeader(header: string): Month | null {
  const h = header.trim();
  let year: number;
  let month: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(h);
  if (m) {
    year = Number(m[1]);
    month = Number(m[2]);
  } else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(h))) {
    year = Number(m[3]);
    month = Number(m[1]);
  } else if ((m = /^(\d{1,2})-(\d{1,2})-(\d{2})$/.exec(h))) {
    // Two-digit years only occur in files from this century.
    year = 2000 + Number(m[3]);
    month = Number(m[1]);
  } else {
    return null;
  }
  if (month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A plain number such as "1,234.5" or "-3"; anything else is null. */
export function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(/,/g, '');
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** "0.2850%" -> 0.285 (still a percentage). */
export function parsePercentText(raw: string): number | null {
  return parseNumber(raw.trim().replace(/%$/, ''));
}

/**
 * An ACS estimate. Census marks medians that fall in an open-ended interval with a suffix: "2,000,000+" means
 * "at least 2,000,000" and "10,000-" means "at most 10,000". The bound is kept so that it is never shown as an
 * exact figure.
 */
export interface AcsEstimate {
  value: number | null;
  qualifier: 'atLeast' | 'atMost' | null;
}

/**
 * Parses an ACS estimate cell. "-", "(X)", "N", "**", "***" and empty cells mean that the estimate is missing,
 * suppressed or not applicable, and become null rather than 0.
 */
export function parseAcsEstimate(raw: string): AcsEstimate {
  const text = raw.trim();
  const bounded = /^(\d[\d,]*(?:\.\d+)?)([+-])$/.exec(text);
  if (bounded) {
    return { value: parseNumber(bounded[1] ?? ''), qualifier: bounded[2] === '+' ? 'atLeast' : 'atMost' };
  }
  return { value: parseNumber(text), qualifier: null };
}

/**
 * Parses an ACS margin of error. "*****" means the estimate is controlled (no sampling error), so its margin
 * is 0; the other symbols mean no margin can be given.
 */
export function parseAcsMoe(raw: string): number | null {
  const text = raw.trim();
  if (text === '*****') return 0;
  return parseNumber(text);
}
