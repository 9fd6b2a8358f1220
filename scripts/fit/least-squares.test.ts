import { describe, expect, it } from 'vitest';
import { huber, quantile, ridge, solve } from './least-squares.ts';

describe('least squares', () => {
  it('solves a 2x2 system by hand: 2x + y = 5, x + 3y = 10 → x = 1, y = 3', () => {
    const [x, y] = solve(
      [
        [2, 1],
        [1, 3],
      ],
      [5, 10],
    );
    expect(x).toBeCloseTo(1, 12);
    expect(y).toBeCloseTo(3, 12);
  });
  it('recovers y = 1 + 2x exactly without a penalty', () => {
    const xs = [0, 1, 2, 3].map((x) => ({ const: 1, x }));
    const c = ridge(xs, [1, 3, 5, 7], ['const', 'x'], 0);
    expect(c.const).toBeCloseTo(1, 10);
    expect(c.x).toBeCloseTo(2, 10);
  });
  it('shrinks the slope but not the constant: x = ±1, y = ±1, λ = 1 per row → slope 4/(4 + 4) = 0.5', () => {
    const xs = [-1, -1, 1, 1].map((x) => ({ const: 1, x }));
    const c = ridge(xs, [-1, -1, 1, 1], ['const', 'x'], 1);
    expect(c.x).toBeCloseTo(0.5, 10);
    expect(c.const).toBeCloseTo(0, 10);
  });
  it('lets a Huber fit ignore one far-off point that pulls least squares', () => {
    const xs = [0, 1, 2, 3, 4].map((x) => ({ const: 1, x }));
    const y = [0, 1, 2, 3, 40];
    expect(ridge(xs, y, ['const', 'x'], 0).x).toBeGreaterThan(5);
    expect(huber(xs, y, ['const', 'x'], 0, 0.5, 30).x).toBeLessThan(1.6);
  });
  it('lets base weights leave a row out of a Huber fit', () => {
    const xs = [0, 1, 2, 3].map((x) => ({ const: 1, x }));
    const c = huber(xs, [1, 3, 5, 100], ['const', 'x'], 0, 0.5, 5, [1, 1, 1, 0]);
    expect(c.x).toBeCloseTo(2, 10);
    expect(c.const).toBeCloseTo(1, 10);
  });
  it('takes the nearest-rank quantile', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.8)).toBe(5);
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
  });
});
