import { describe, expect, it } from 'vitest';
import { formatChange, formatCurrency, formatDate, formatPercent } from './format';

describe('formatCurrency', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatCurrency(545000)).toBe('$545,000');
    expect(formatCurrency(1785.6)).toBe('$1,786');
    expect(formatCurrency(1.86)).toBe('$2');
  });
  it('puts the minus sign before the dollar sign and never shows -$0', () => {
    expect(formatCurrency(-645.2)).toBe('-$645');
    expect(formatCurrency(-0.4)).toBe('$0');
  });
  it('shows a dash for a missing value', () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency(undefined)).toBe('-');
    expect(formatCurrency(Number.NaN)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('shows percentages with one decimal', () => {
    expect(formatPercent(5.43)).toBe('5.4%');
    expect(formatPercent(92)).toBe('92.0%');
    expect(formatPercent(-0.04)).toBe('0.0%');
  });
  it('signs a change', () => {
    expect(formatChange(3.21)).toBe('+3.2%');
    expect(formatChange(-1)).toBe('-1.0%');
    expect(formatChange(0)).toBe('0.0%');
  });
});

describe('formatDate through the format module', () => {
  it('is the shared date formatter', () => {
    expect(formatDate('2024')).toBe('2024');
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
  });
});
