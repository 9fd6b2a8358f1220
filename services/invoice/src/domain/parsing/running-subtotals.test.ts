import { describe, expect, it } from 'vitest';
import type { LineItem } from '../types.ts';
import { withoutRunningSubtotals } from './running-subtotals.ts';

const lines = (...amounts: number[]): LineItem[] =>
  amounts.map((amount, i) => ({
    lineNumber: i + 1,
    description: `line ${i + 1}`,
    quantity: null,
    unitPrice: null,
    amount,
    date: null,
    section: 'body',
  }));
const amounts = (items: LineItem[]) => items.map((i) => i.amount);

describe('unlabelled running subtotals', () => {
  it('drops RCV and ACV lines that repeat the sum above them when the balance then adds up', () => {
    const items = lines(2860, 3940, 2215, 3385, 12400, -1860, 10540, -9540);
    expect(amounts(withoutRunningSubtotals(items, 1000))).toEqual([2860, 3940, 2215, 3385, -1860, -9540]);
  });

  it('drops a section subtotal that sums only the lines since its section began', () => {
    // Labour 90.00; parts 40.00 and 25.00; 'Parts subtotal 65.00'; tax on parts 5.20; total 160.20.
    expect(amounts(withoutRunningSubtotals(lines(90, 40, 25, 65, 5.2), 160.2))).toEqual([90, 40, 25, 5.2]);
    // Materials 60.00 + 20.00, 'Materials at cost 80.00', a markup of 8.00, then labour 100.00.
    expect(amounts(withoutRunningSubtotals(lines(60, 20, 80, 8, 100), 188))).toEqual([60, 20, 8, 100]);
  });

  it('keeps a real charge that happens to equal the lines above when the total counts it', () => {
    const items = lines(100, 100, 200);
    expect(amounts(withoutRunningSubtotals(items, 400))).toEqual([100, 100, 200]);
  });

  it('keeps everything when dropping would not make the lines agree either', () => {
    const items = lines(100, 100, 200, 50);
    expect(amounts(withoutRunningSubtotals(items, 999))).toEqual([100, 100, 200, 50]);
    expect(amounts(withoutRunningSubtotals(items, null))).toEqual([100, 100, 200, 50]);
  });
});
