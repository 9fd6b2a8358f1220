/**
 * Unlabelled running subtotals among the charges: an insurance repair bill prints 'Replacement cost
 * value (RCV) 12,400.00' under its four lines, then 'Less depreciation (1,860.00)' and 'Actual cash
 * value (ACV) 10,540.00'. Such a line repeats the sum of the lines above it, so counting it charges
 * everything twice. A line is dropped only when its amount is the running sum of at least two parts
 * above it and dropping it makes the lines agree with the printed figure they must add up to.
 */
import { roundCents, sum } from '../money.ts';
import type { LineItem } from '../types.ts';

export function withoutRunningSubtotals(items: readonly LineItem[], printedLinesTotal: number | null): LineItem[] {
  if (printedLinesTotal === null || agrees(sum(items.map((i) => i.amount)), printedLinesTotal)) return [...items];
  const subtotals = new Set<LineItem>();
  let running = 0;
  let parts = 0;
  for (const item of items) {
    if (parts >= 2 && item.amount > 0 && agrees(item.amount, running)) {
      subtotals.add(item);
      // The subtotal carries on as one part of the next running sum.
      parts = 1;
      continue;
    }
    running = roundCents(running + item.amount);
    parts += 1;
  }
  const kept = items.filter((i) => !subtotals.has(i));
  return subtotals.size > 0 && agrees(sum(kept.map((i) => i.amount)), printedLinesTotal) ? kept : [...items];
}

function agrees(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}
