/**
 * Splits a document into rows of cells (CSV, pipe tables or space-aligned text) and finds a table's
 * header row from a caller's column vocabulary, so that statements and ledgers can read each value
 * under the column it sits in ("Cash Out", "Payments", "Rent Paid").
 */
import { looksLikeMoney, parseMoney } from '../money.ts';
import {
  isPipeRow,
  isRuleLine,
  splitAlignedRow,
  splitCsvRow,
  splitPipeRow,
  type Cell,
} from '../parsing/split-cells.ts';

export type { Cell };

export interface Row {
  /** 1-based source line. */
  line: number;
  text: string;
  cells: Cell[];
}

export interface Column<R extends string> {
  role: R;
  start: number;
  end: number;
}

export function toRows(lines: readonly string[]): Row[] {
  const csv = looksLikeCsvLines(lines);
  return lines.flatMap((raw, index) => {
    const text = raw.replace(/\.{3,}/g, '  ');
    if (text.trim() === '' || isRuleLine(text)) return [];
    const cells = csv ? splitCsvRow(text) : isPipeRow(text) ? splitPipeRow(text) : splitAlignedRow(text);
    return [{ line: index + 1, text: raw.trim(), cells: splitTrailingAmount(cells.flatMap(splitLabelledAmount)) }];
  });
}

/** 'Gross rent collected: $2,450.00' written with single spaces is a label cell and an amount cell. */
function splitLabelledAmount(cell: Cell): Cell[] {
  const match = /^(.*\S:)\s+(\(?-?\$?\s?\d[\d,]*\.\d{2}\)?)$/.exec(cell.text);
  if (!match?.[1] || !match[2]) return [cell];
  const amountStart = cell.start + cell.text.length - match[2].length;
  return [
    { text: match[1], start: cell.start, end: cell.start + match[1].length },
    { text: match[2], start: amountStart, end: cell.end },
  ];
}

/**
 * 'Beginning balance 1,200.00' in one run (a PDF or a single-spaced paste): when a row's last cell
 * ends in money and the row has no other money cell, the amount becomes a cell of its own.
 */
function splitTrailingAmount(cells: Cell[]): Cell[] {
  const last = cells[cells.length - 1];
  if (!last || cells.some((cell) => moneyOf(cell.text) !== null)) return cells;
  const match = /^(.*[A-Za-z].*?)\s+(\S+)$/.exec(last.text);
  if (!match?.[1] || !match[2] || moneyOf(match[2]) === null) return cells;
  return [
    ...cells.slice(0, -1),
    { text: match[1], start: last.start, end: last.start + match[1].length },
    { text: match[2], start: last.end - match[2].length, end: last.end },
  ];
}

/**
 * CSV when most non-empty lines carry the same number (two or more) of unquoted commas. An export may open with a
 * title line or two ('Cash Flow Detail - 12 Elm St, Austin, TX - 07/01/2025 to 07/31/2025') above its header row.
 */
export function looksLikeCsvLines(lines: readonly string[]): boolean {
  const filled = lines.filter((l) => l.trim() !== '');
  const counts = filled.map((l) => splitCsvRow(l).length - 1);
  if (counts.length < 2) return false;
  // A title line carries no amount; a line with one is already a row.
  const titles = filled.slice(0, CSV_TITLE_LINES).findIndex((l) => /\d\.\d{2}\b/.test(l));
  const headerCandidates = titles === -1 ? CSV_TITLE_LINES + 1 : titles + 1;
  return counts
    .slice(0, headerCandidates)
    .some((count) => count >= 2 && counts.filter((c) => c === count).length / counts.length >= 0.6);
}

const CSV_TITLE_LINES = 2;

/** The columns of a header row when at least `minimum` cells name known columns and one names a figure. */
export function readColumns<R extends string>(
  row: Row,
  patterns: readonly [R, RegExp][],
  figureRoles: readonly R[],
  minimum = 2,
): Column<R>[] | null {
  const columns: Column<R>[] = [];
  let named = 0;
  for (const cell of row.cells) {
    // 'Charges (Dr)', 'Receipts (Cr)', 'Amount ($)': a bookkeeping or currency mark after the column's name.
    const name = cell.text.trim().replace(/\s*\((?:dr|cr|\$|usd)\.?\)$/i, '');
    const role = patterns.find(([, pattern]) => pattern.test(name))?.[0];
    if (role) named += 1;
    if (!role && /\d/.test(cell.text)) return null;
    columns.push({ role: role ?? ('other' as R), start: cell.start, end: cell.end });
  }
  if (named < minimum || !columns.some((c) => figureRoles.includes(c.role))) return null;
  return columns;
}

/**
 * Values by column. A row with one cell per column is read in order (CSV); otherwise each cell goes
 * to the column whose span, from its start to the next column's start, it overlaps most, which keeps
 * right-aligned figures under their header.
 */
export function cellsByColumn<R extends string>(columns: readonly Column<R>[], cells: readonly Cell[]): Map<R, string> {
  const out = new Map<R, string>();
  const put = (role: R, text: string) => {
    if (text !== '') out.set(role, out.has(role) ? `${out.get(role) ?? ''} ${text}` : text);
  };
  if (cells.length === columns.length) {
    cells.forEach((cell, i) => put(columns[i]?.role ?? ('other' as R), cell.text));
    return out;
  }
  for (const cell of cells) {
    let best = columns[0];
    let bestOverlap = -Infinity;
    columns.forEach((column, i) => {
      const spanStart = Math.min(column.start, i > 0 ? (columns[i - 1]?.end ?? 0) + 1 : 0);
      const spanEnd = Math.max(column.end, (columns[i + 1]?.start ?? Number.MAX_SAFE_INTEGER) - 1);
      const overlap = Math.min(cell.end, spanEnd) - Math.max(cell.start, spanStart);
      const centreDistance = Math.abs((cell.start + cell.end) / 2 - (column.start + column.end) / 2);
      const score = overlap - centreDistance / 1000;
      if (score > bestOverlap) {
        best = column;
        bestOverlap = score;
      }
    });
    if (best) put(best.role, cell.text);
  }
  return out;
}

/**
 * 'Rent Income - September (partial) 1,000.00' run together by a long description: an amount at the end of a text
 * cell that sits under a figure column's header is that column's value, split off from the words.
 */
export function amountsUnderColumns<R extends string>(
  columns: readonly Column<R>[],
  cells: readonly Cell[],
  figureRoles: readonly R[],
): Cell[] {
  return cells.flatMap((cell) => {
    const match = /^(.*\S)\s(\(?-?\$?\d[\d,]*\.\d{2}\)?)$/.exec(cell.text);
    if (!match?.[1] || !match[2] || moneyOf(cell.text) !== null) return [cell];
    const amountStart = cell.end - match[2].length;
    const under = columns.some(
      (c) => figureRoles.includes(c.role) && Math.min(cell.end, c.end) > Math.max(amountStart, c.start),
    );
    if (!under) return [cell];
    return [
      { text: match[1], start: cell.start, end: cell.start + match[1].length },
      { text: match[2], start: amountStart, end: cell.end },
    ];
  });
}

/**
 * A money cell's value: '1,234.00', '$45.00', '(429.00)', '-82.14', '82.14-', '82.14 CR'; null for text or bare
 * counts.
 */
export function moneyOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const token = text
    .trim()
    .replace(/^(?:USD|US)\s*/i, '')
    .replace(/\s+/g, '');
  // Accounting exports mark a credit after the figure, with a minus sign ('2100.00-') or CR ('1,700.00 CR'); DR
  // marks a debit.
  const marked = /^(\$?\d[\d,]*\.\d{2})(-|cr|dr)$/i.exec(token);
  if (marked?.[1]) return (parseMoney(marked[1]) ?? 0) * (/^dr$/i.test(marked[2] ?? '') ? 1 : -1);
  if (token === '' || !looksLikeMoney(token)) return null;
  return parseMoney(token);
}

/** Money cells of a row in order, with their cell. */
export function moneyCells(row: Row): { cell: Cell; amount: number }[] {
  return row.cells.flatMap((cell) => {
    const amount = moneyOf(cell.text);
    return amount === null ? [] : [{ cell, amount }];
  });
}
