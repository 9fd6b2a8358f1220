/**
 * Receipts print their date without a label ('05/17/25 02:14 PM'); the first date near the top is it. The day an order
 * was placed ('ORDER # W4418  PLACED 11/20/25') comes before the sale it led to, so it counts only when no other date
 * is printed.
 */
import { findDates } from '../dates.ts';
import type { ContextValue } from './header-context.ts';

/** Lines from the top in which a receipt prints its date. */
const TOP_LINES = 25;

const ORDER_PLACED = /(?<!\p{L})(?:placed|ordered|bestellt(?:\s+am)?|command[ée]\s+le|pedido\s+em)(?!\p{L})/iu;

export function firstUnlabelledDate(lines: readonly string[], dayFirst: boolean): ContextValue | null {
  let ordered: ContextValue | null = null;
  for (let i = 0; i < Math.min(lines.length, TOP_LINES); i += 1) {
    const line = lines[i] ?? '';
    const dates = findDates(line, dayFirst);
    // A date of service or of birth is not the document's.
    if (/period|through|lease|due|\bto\b|service|\bDOB\b|birth/i.test(line) || dates.length > 1) continue;
    const found = dates[0];
    if (!found) continue;
    const candidate = { value: found.iso, line: i + 1 };
    if (!ORDER_PLACED.test(line)) return candidate;
    ordered ??= candidate;
  }
  return ordered;
}
