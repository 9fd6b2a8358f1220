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
