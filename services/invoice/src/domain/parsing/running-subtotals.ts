/**
 * Unlabelled running subtotals among the charges: an insurance repair bill prints 'Replacement cost
 * value (RCV) 12,400.00' under its four lines, then 'Less depreciation (1,860.00)' and 'Actual cash
 * value (ACV) 10,540.00'; a work order lists its materials, then 'Materials at cost 186.40' and a
 * markup on it, or its parts, then 'Parts subtotal 207.00' and the tax on parts. Such a line repeats
 * the sum of the lines right above it (all of them, or the run since its section began), so counting
 * it charges those lines twice. A line is dropped only when its amount is the sum of at least two
 * parts right above it and dropping it makes the lines agree with the printed figure they must add
 * up to.
 */
import { roundCents, sum } from '../money.ts';
import type { LineItem } from '../types.ts';

export function withoutRunningSubtotals(items: readonly LineItem[], printedLinesTotal: number | null): LineItem[] {
  if (printedLinesTotal === null || agrees(sum(items.map((i) => i.amount)), printedLinesTotal)) return [...items];
  const subtotals = new Set<LineItem>();
  // The amounts above, a subtotal standing for the run of lines it sums.
  const parts: number[] = [];
  for (const item of items) {
    const run = item.amount > 0 ? longestRunSumming(parts, item.amount) : 0;
    if (run >= 2) {
      subtotals.add(item);
      parts.splice(parts.length - run, run, item.amount);
      continue;
    }
    parts.push(item.amount);
  }
  const kept = items.filter((i) => !subtotals.has(i));
  return subtotals.size > 0 && agrees(sum(kept.map((i) => i.amount)), printedLinesTotal) ? kept : [...items];
}

/** How many of the last parts add up to `amount` (the longest such run), 0 when none do. */
function longestRunSumming(parts: readonly number[], amount: number): number {
  let longest = 0;
  let running = 0;
  for (let run = 1; run <= parts.length; run++) {
    running = roundCents(running + (parts[parts.length - run] ?? 0));
    if (agrees(running, amount)) longest = run;
  }
  return longest;
}

function agrees(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}
