/**
 * Rebuilds tables pasted one cell per line. Copying a table out of a PDF viewer or a web page often
 * puts every cell on its own line: 'Description', 'Qty', 'Rate', 'Amount', then 'Furnace filter',
 * '2', '18.00', '36.00'. A PDF keeps the positions that let pdf-table-rows.ts rebuild such rows; here
 * the header itself gives the width: a run of three or more lines that are each a column name makes
 * a table of that many columns, and the following lines are regrouped that many to a row while each
 * group ends in an amount. Summary labels left alone on a line ('Subtotal' then '412.50') are joined
 * to their amount. Text without such a header is returned unchanged.
 */
import { looksLikeMoney } from '../money.ts';

const COLUMN_NAME =
  /^(?:description|item|items|service|services|details|particulars|product|memo|unit|unit\s*#|property|category|account|payee|vendor|reference|ref|invoice\s*#?|date|service\s+date|qty\.?|quantity|hours|hrs\.?|units|rate|unit\s*price|price|cost|amount|total|line\s+total|charge|charges|payment|payments|credit|credits|debit|debits|income|expense|expenses|balance|paid|collected|scheduled)$/i;
const SUMMARY_LABEL =
  /^(?:sub[-\s]?total|total(?:\s+due)?|tax|sales\s+tax|balance(?:\s+due)?|amount\s+due|grand\s+total|invoice\s+total|total\s+amount|opening\s+balance|closing\s+balance|beginning\s+balance|ending\s+balance|net\s+to\s+owner|owner\s+draw)\b[^\d]*$/i;
const MIN_COLUMNS = 3;

export function rebuildStackedCells(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const out: string[] = [];
  let changed = false;
  let i = 0;
  while (i < lines.length) {
    const width = headerWidth(lines, i);
    if (width >= MIN_COLUMNS) {
      const header = lines.slice(i, i + width).map((l) => l.trim());
      const rows = stackedRows(lines, i + width, width, endsInTwoMoneyColumns(header));
      if (rows.count > 0) {
        out.push(...alignColumns([header, ...rows.cells]));
        i = rows.end;
        changed = true;
        continue;
      }
    }
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    if (changed && SUMMARY_LABEL.test(line.trim()) && isAmount(next)) {
      out.push(`${line.trim()}  ${next.trim()}`);
      i += 2;
      continue;
    }
    out.push(line);
    i += 1;
  }
  return changed ? out.join('\n') : text;
}

function isAmount(line: string): boolean {
  return looksLikeMoney(line.trim().replace(/^-\s*\$/, '-$'));
}

function headerWidth(lines: readonly string[], start: number): number {
  let n = 0;
  while (start + n < lines.length && COLUMN_NAME.test((lines[start + n] ?? '').trim())) n += 1;
  return n;
}

/**
 * Groups of `width` one-cell lines, each group ending in an amount; stops at the first group that does not.
 * A blank line inside a group is an empty cell (a ledger's Payments cell on a charge row); the first cell may not be
 * empty, nor the last, except under a header that ends in two money columns (Income, Expense), where an income row's
 * Expense cell is blank and the amount sits just before it.
 */
function stackedRows(
  lines: readonly string[],
  start: number,
  width: number,
  twoMoneyColumns: boolean,
): { cells: string[][]; end: number; count: number } {
  const rows: string[][] = [];
  let i = start;
  while (i + width <= lines.length) {
    const group = lines.slice(i, i + width).map((l) => l.trim());
    const last = group[width - 1] ?? '';
    const endsInAmount =
      isAmount(last) || (twoMoneyColumns && last === '' && width > MIN_COLUMNS && isAmount(group[width - 2] ?? ''));
    if (
      group[0] === '' ||
      group.some((cell) => /\s{2,}|\t/.test(cell)) ||
      group.slice(1, -1).every((cell) => cell === '') ||
      !endsInAmount ||
      SUMMARY_LABEL.test(group[0] ?? '')
    )
      break;
    rows.push(group);
    i += width;
  }
  return { cells: rows, end: i, count: rows.length };
}

const MONEY_COLUMN =
  /^(?:income|expense|expenses|debit|debits|credit|credits|charge|charges|payment|payments|cash\s+in|cash\s+out)$/i;

function endsInTwoMoneyColumns(header: readonly string[]): boolean {
  return header.slice(-2).length === 2 && header.slice(-2).every((name) => MONEY_COLUMN.test(name));
}

/** Each column padded to its widest cell, so that an empty cell keeps the cells after it under their header. */
function alignColumns(rows: readonly string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((row) => row[c]?.length ?? 0)));
  return rows.map((row) =>
    row
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('   ')
      .trimEnd(),
  );
}
