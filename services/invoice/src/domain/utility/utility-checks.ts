/**
 * Utility-bill checks. A utility bill passes charges through at the utility's tariff, so the fee and
 * markup rules of vendor invoices do not apply; what can be checked is the arithmetic: the current
 * charges add up to their total, and the amount due is the balance forward plus the current charges.
 */
import { moneyCells, toRows, type Row } from '../document/rows.ts';
import { formatUsd, roundCents, sum } from '../money.ts';
import { finding } from '../rules/describe.ts';
import type { Finding } from '../types.ts';

const TOTAL_CURRENT =
  /^(?:total\s+(?:current|new)\s+charges|total\s+charges\s+this\s+(?:period|month)|current\s+charges\s+total)\b/i;
const BALANCE_FORWARD =
  /^(?:balance\s+forward|previous\s+balance\s+remaining|unpaid\s+balance|past\s+due\s+balance)\b/i;
const AMOUNT_DUE = /^(?:total\s+)?amount\s+due\b|^total\s+due\b|^please\s+pay\b/i;

export function checkUtilityBill(lines: readonly string[]): Finding[] {
  const rows = toRows(lines);
  const totalIndex = rows.findIndex((row) => TOTAL_CURRENT.test(row.cells[0]?.text ?? ''));
  if (totalIndex < 0) return [];
  const total = rows[totalIndex] as Row;
  const totalAmount = lastMoney(total);
  // The current charges are the money lines between the section heading above the total and the total.
  let start = totalIndex - 1;
  while (start >= 0 && moneyCells(rows[start] as Row).length > 0) start -= 1;
  const charges = rows.slice(start + 1, totalIndex);
  const findings: Finding[] = [];
  const charged = sum(charges.map((row) => lastMoney(row) ?? 0));
  if (totalAmount !== null && charges.length > 0 && Math.abs(charged - totalAmount) > 0.02) {
    findings.push(
      finding({
        // An undercharge is information (in the payer's favour), as in the invoice arithmetic.
        type: totalAmount > charged ? 'error' : 'info',
        code: 'ARITHMETIC.SUBTOTAL',
        title: 'Current charges do not add up',
        description: `The ${charges.length} current charges add up to ${formatUsd(charged)}, but line ${total.line} prints ${formatUsd(totalAmount)}.`,
        lineRefs: [total.line, ...charges.map((row) => row.line)],
        impact: totalAmount - charged,
      }),
    );
  }
  const forward = rows.find((row) => BALANCE_FORWARD.test(row.cells[0]?.text ?? ''));
  const due = rows.slice(totalIndex + 1).find((row) => AMOUNT_DUE.test(row.cells[0]?.text ?? ''));
  const dueAmount = due ? lastMoney(due) : null;
  if (due && dueAmount !== null && totalAmount !== null) {
    const expected = roundCents((forward ? (lastMoney(forward) ?? 0) : 0) + totalAmount);
    if (Math.abs(expected - dueAmount) > 0.02 && (forward || Math.abs(dueAmount - totalAmount) > 0.02)) {
      findings.push(
        finding({
          type: dueAmount > expected ? 'error' : 'info',
          code: 'ARITHMETIC.BALANCE',
          title: 'Amount due does not add up',
          description: `Balance forward ${formatUsd(forward ? (lastMoney(forward) ?? 0) : 0)} + current charges ${formatUsd(totalAmount)} = ${formatUsd(expected)}, but line ${due.line} asks for ${formatUsd(dueAmount)}.`,
          lineRefs: [due.line, total.line, ...(forward ? [forward.line] : [])],
          impact: dueAmount - expected,
        }),
      );
    }
  }
  return findings;
}

function lastMoney(row: Row): number | null {
  const cells = moneyCells(row);
  return cells[cells.length - 1]?.amount ?? null;
}
