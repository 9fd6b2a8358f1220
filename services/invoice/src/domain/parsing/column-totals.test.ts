import { describe, expect, it } from 'vitest';
import { isColumnTotalsRow } from './column-totals.ts';

describe('column-totals rows', () => {
  it('a Totals row with a number under several columns is a column-totals row', () => {
    expect(isColumnTotalsRow('Totals      10                     3,200.00         450.00')).toBe(true);
    expect(isColumnTotalsRow('Total  $1,200.00  $96.00')).toBe(true);
  });

  it('a total with one amount, or a labelled total, is not', () => {
    expect(isColumnTotalsRow('Total     980.00')).toBe(false);
    expect(isColumnTotalsRow('Total deductions   1,327.00')).toBe(false);
    expect(isColumnTotalsRow('Totals for unit 4 - 1,200.00')).toBe(false);
  });
});
