/**
 * Dates and amounts as European and English invoices print them, written by hand for the parsers:
 * long month names in three languages, dotted day-first dates, and both decimal conventions.
 */
import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './dates.ts';
import { parseAmount } from './money.ts';

describe('dates in English, German and French', () => {
  it.each([
    ['1. Oktober 2023', '2023-10-01'],
    ['11. Juli 2014', '2014-07-11'],
    ['24. Januar 2014', '2014-01-24'],
    ['3. März 2024', '2024-03-03'],
    ['17 février 2026', '2026-02-17'],
    ['1er mars 2024', '2024-03-01'],
    ['5 août 2025', '2025-08-05'],
    ['12 juin 2019', '2019-06-12'],
    ['3 juillet 2019', '2019-07-03'],
    ['15 décembre 2020', '2020-12-15'],
    ['February 17, 2026', '2026-02-17'],
    ['March 3, 2026', '2026-03-03'],
  ])('%s is %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads dotted dates day first, and slashed dates by the locale', () => {
    expect(parseDate('05.03.2018')).toBe('2018-03-05');
    expect(parseDate('05/11/2017')).toBe('2017-05-11');
    expect(parseDate('05/11/2017', true)).toBe('2017-11-05');
  });

  it('does not read a word that merely starts like a month as a date', () => {
    expect(findDates('Marzipan 12 2024')).toEqual([]);
  });
});

describe('amounts in both decimal conventions', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['529,87', 529.87],
    ['-8,79', -8.79],
    ['1 234,56', 1234.56],
    ['20.000,00', 20000],
    ['2,076.76', 2076.76],
    ['(45.00)', -45],
    ['9,9000', 9.9],
  ])('%s is %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('refuses what is not one amount', () => {
    expect(parseAmount('1.2.3')).toBeNull();
    expect(parseAmount('0,025')).toBeNull();
    expect(parseAmount('12,3456,78')).toBeNull();
  });
});
