import { describe, expect, it } from 'vitest';
import {
  divergingColor,
  DIVERGING,
  extentWithZero,
  linearScale,
  mixColor,
  niceTicks,
  stackSegments,
} from './chart-scale.ts';

describe('chart scales of the PDF reports', () => {
  it('maps a domain onto a range, inverted for page y', () => {
    const y = linearScale([0, 100], [200, 100]);
    expect(y(0)).toBe(200);
    expect(y(100)).toBe(100);
    expect(y(25)).toBe(175);
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });

  it('keeps zero in the extent so bars share the axis', () => {
    expect(extentWithZero([3, 9])).toEqual([0, 9]);
    expect(extentWithZero([-4, 2])).toEqual([-4, 2]);
  });

  it('picks round ticks covering the interval', () => {
    expect(niceTicks(0, 312_000, 4)).toEqual([0, 100_000, 200_000, 300_000]);
    expect(niceTicks(-7100, 0, 4)).toEqual([-6000, -4000, -2000, 0]);
    expect(niceTicks(1, 1)).toEqual([1]);
  });

  it('colours cash-on-cash red below zero, blue above, white at zero', () => {
    expect(divergingColor(0, 10)).toBe(DIVERGING.neutral);
    expect(divergingColor(-10, 10)).toBe(DIVERGING.negative);
    expect(divergingColor(25, 10)).toBe(DIVERGING.positive);
    expect(divergingColor(null, 10)).toBe('#cccccc');
    expect(mixColor('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('stacks parts end to end so the bar ends at their sum', () => {
    const segments = stackSegments([5, 20, 0, 10], 100, 50, 200);
    expect(segments.map((s) => s.x)).toEqual([50, 60, 100, 100]);
    expect(segments.at(-1)!.x + segments.at(-1)!.width).toBe(50 + (35 / 100) * 200);
  });
});
