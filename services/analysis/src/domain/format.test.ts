import { describe, expect, it } from 'vitest';
import { usd } from './format.ts';

const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const intlCents = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** What usd printed when it used Intl for every amount: the hand formatter must spell amounts the same. */
function usdByIntl(value: number, withCents = false): string {
  const rounded = withCents ? Math.round(value * 100) / 100 : Math.round(value);
  return `${rounded < 0 ? '-' : ''}$${(withCents ? intlCents : intlWhole).format(Math.abs(rounded))}`;
}

describe('usd', () => {
  it('groups thousands and keeps cents when asked', () => {
    expect(usd(1264.14)).toBe('$1,264');
    expect(usd(1264.14, true)).toBe('$1,264.14');
    expect(usd(-1264.4)).toBe('-$1,264');
    expect(usd(-0.4)).toBe('$0');
    expect(usd(999)).toBe('$999');
    expect(usd(1_000)).toBe('$1,000');
    expect(usd(123_456_789.5, true)).toBe('$123,456,789.50');
    expect(usd(0.005, true)).toBe('$0.01');
  });

  it('spells every amount exactly as the Intl en-US formatter does, from cents to beyond a quadrillion', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const amounts = [0, 0.5, 1, 9.995, 99.999, 1e15 - 1, 1e15, 3.2e17, 1e21, 2.5e22];
    for (let i = 0; i < 5_000; i += 1) amounts.push((next() - 0.3) * 10 ** Math.floor(next() * 13));
    for (const amount of amounts) {
      expect(usd(amount)).toBe(usdByIntl(amount));
      expect(usd(amount, true)).toBe(usdByIntl(amount, true));
    }
  });
});
