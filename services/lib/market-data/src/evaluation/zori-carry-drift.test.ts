import { describe, expect, it } from 'vitest';
import { carryDrift } from './zori-carry-drift.ts';

describe('carryDrift', () => {
  it('is the ZIP’s log change less its carrier’s over the window', () => {
    // ZIP 1000 -> 1210 (+21%), carrier 2000 -> 2200 (+10%) over 2 months: ln(1.21) - ln(1.1) = ln(1.1).
    const zip = { start: '2023-08', values: [1000, 1100, 1210] };
    const carrier = { start: '2023-08', values: [2000, 2100, 2200] };
    expect(carryDrift(zip, carrier, '2023-10', 2)).toBeCloseTo(Math.log(1.1), 12);
    // Over 1 month: ln(1210/1100) - ln(2200/2100) = ln(1.1) - ln(22/21).
    expect(carryDrift(zip, carrier, '2023-10', 1)).toBeCloseTo(Math.log(1.1) - Math.log(22 / 21), 12);
  });
  it('is null when either series lacks a month of the window', () => {
    const zip = { start: '2023-09', values: [1100, 1210] };
    const carrier = { start: '2023-08', values: [2000, null, 2200] };
    expect(carryDrift(zip, carrier, '2023-10', 2)).toBeNull();
    expect(carryDrift({ start: '2023-08', values: [1000, 1100, 1210] }, carrier, '2023-09', 1)).toBeNull();
  });
});
