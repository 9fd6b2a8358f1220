import { describe, expect, it } from 'vitest';
import { formatAsOf, formatDate, formatMonth, readDate } from './format-date';

describe('formatDate', () => {
  it("reads an instant like 'Jan 5, 2025'", () => {
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2025, 11, 31, 12))).toBe('Dec 31, 2025');
  });
  it('accepts epoch milliseconds as a number or a string', () => {
    expect(formatDate(String(Date.UTC(2025, 0, 5, 12)))).toBe('Jan 5, 2025');
    expect(formatDate(Date.UTC(2025, 0, 5, 12))).toBe('Jan 5, 2025');
  });
  it('never reads a year as epoch milliseconds (the "as of Jan 1, 1970" bug)', () => {
    expect(formatDate('2024')).toBe('2024');
    expect(formatDate(2023)).toBe('2023');
    expect(formatDate('2024')).not.toContain('1970');
  });
  it('shows a data month as a month and a calendar day on its own day', () => {
    expect(formatDate('2025-10')).toBe('Oct 2025');
    expect(formatDate('2023-10-01')).toBe('Oct 1, 2023');
  });
  it('shows a dash when there is no date or it cannot be read', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate('2025-13')).toBe('-');
    expect(formatDate('2025-02-30')).toBe('-');
  });
});

describe('formatMonth', () => {
  it("shows '2025-10' as 'Oct 2025'", () => {
    expect(formatMonth('2025-10')).toBe('Oct 2025');
    expect(formatMonth('2025-01')).toBe('Jan 2025');
  });
  it('takes the month of a day or an instant', () => {
    expect(formatMonth('2025-10-31')).toBe('Oct 2025');
    expect(formatMonth(new Date(2024, 1, 10))).toBe('Feb 2024');
  });
  it('keeps a bare year a year and a missing month a dash', () => {
    expect(formatMonth('2023')).toBe('2023');
    expect(formatMonth(null)).toBe('-');
  });
});

describe('formatAsOf', () => {
  it('shows each source vintage at the precision it was given', () => {
    expect(formatAsOf('2024')).toBe('2024');
    expect(formatAsOf('2025-09')).toBe('Sep 2025');
    expect(formatAsOf('2025-10-01')).toBe('Oct 1, 2025');
  });
});

describe('readDate', () => {
  it('tells years, months and days apart', () => {
    expect(readDate('2024')).toEqual({ kind: 'year', year: 2024 });
    expect(readDate('2024-06')).toEqual({ kind: 'month', year: 2024, month: 6 });
    expect(readDate('2024-06-02')?.kind).toBe('day');
  });
});
