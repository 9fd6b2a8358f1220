import { describe, expect, it } from 'vitest';
import { listOffset } from './list-limit.ts';

describe('listOffset', () => {
  it('skips a whole, non-negative number of rows (0 when not asked)', () => {
    expect(listOffset(undefined)).toBe(0);
    expect(listOffset(null)).toBe(0);
    expect(listOffset(-5)).toBe(0);
    expect(listOffset(25.7)).toBe(25);
    expect(listOffset(Number.NaN)).toBe(0);
  });
});
