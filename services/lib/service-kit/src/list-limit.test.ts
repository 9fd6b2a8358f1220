import { describe, expect, it } from 'vitest';
import { listLimit, listOffset } from './list-limit.ts';

describe('listOffset', () => {
  it('skips a whole, non-negative number of rows (0 when not asked)', () => {
    expect(listOffset(undefined)).toBe(0);
    expect(listOffset(null)).toBe(0);
    expect(listOffset(-5)).toBe(0);
    expect(listOffset(25.7)).toBe(25);
    expect(listOffset(Number.NaN)).toBe(0);
  });
});

describe('listLimit', () => {
  it("uses the list's default when not asked and keeps a request between 1 and 500", () => {
    expect(listLimit(undefined, 100)).toBe(100);
    expect(listLimit(null, 50)).toBe(50);
    expect(listLimit(10, 100)).toBe(10);
    expect(listLimit(0, 100)).toBe(1);
    expect(listLimit(-5, 100)).toBe(1);
    expect(listLimit(10_000, 100)).toBe(500);
    expect(listLimit(Number.NaN, 100)).toBe(100);
  });
});
