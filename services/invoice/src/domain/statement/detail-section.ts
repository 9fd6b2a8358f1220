/**
 * A statement may print its cash summary by category ('Management Fees 789.60', 'Repairs 612.45') and then a detail
 * section ('Disbursement detail', 'Transaction detail') listing the same money line by line. When the detail's charges
 * (or receipts) add up to those printed above it, the lines above were totals: they are moved to the aggregates so
 * that the money is counted once.
 */
import { isFee, isInflow } from './statement-categories.ts';
import type { OwnerStatement, StatementEntry } from './statement-types.ts';

// 'Disbursement detail', 'Expense details', 'Transaction detail', 'Detail of receipts', 'Cash detail'.
const DETAIL_HEADING = /^\s*(?:(?:[a-z&/]+\s+){1,3}details?|details?\s+of\s+[a-z ]+)\s*:?\s*$/i;

export function isDetailHeading(text: string): boolean {
  return DETAIL_HEADING.test(text);
}

export function countDetailOnce(statement: OwnerStatement, detailLine: number | null): void {
  if (detailLine === null) return;
  for (const family of [
    (e: StatementEntry) => isFee(e.kind) || e.kind === 'expense',
    (e: StatementEntry) => isInflow(e.kind),
  ]) {
    const above = statement.entries.filter((e) => family(e) && e.line < detailLine);
    const detail = statement.entries.filter((e) => family(e) && e.line > detailLine);
    const total = (entries: readonly StatementEntry[]) => entries.reduce((t, e) => t + e.amount, 0);
    if (above.length === 0 || detail.length === 0 || Math.abs(total(above) - total(detail)) > 0.005) continue;
    statement.entries = statement.entries.filter((e) => !above.includes(e));
    statement.aggregates = [...statement.aggregates, ...above].sort((a, b) => a.line - b.line);
  }
}
