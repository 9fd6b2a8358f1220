/**
 * Recognises the header row of an item table ('Description  Qty  Rate  Amount', pipe or CSV) and
 * records each column's role and position, so that data rows can be read column by column.
 */
import type { Cell } from './split-cells.ts';

/** 'location' is the property, apartment or suite a row is for ('Unit', 'Property'): part of what the charge is. */
export type ColumnRole = 'description' | 'quantity' | 'unitPrice' | 'amount' | 'date' | 'location' | 'other';

export interface TableColumn {
  role: ColumnRole;
  start: number;
  end: number;
}

const ROLE_PATTERNS: readonly [ColumnRole, RegExp][] = [
  ['date', /^(service\s+)?date( of service)?$/i],
  // 'Units' counts; a lone 'Unit' names the apartment or the unit of measure, never a quantity.
  ['quantity', /^(qty\.?|quantity|hours|hrs\.?|units|count|visits|sq(uare)?s?|gallons|usage)$/i],
  [
    'unitPrice',
    /^(rate|unit\s*price|price|unit\s*cost|cost|each|unit\s*rate|hourly\s*rate|price\s*each|rate\s*\(\$\))$/i,
  ],
  [
    'amount',
    /^(amount|total|line\s*total|line\s*amount|ext(\.|ended)?(\s*(price|amount))?|charge|amount\s*\(\$\)|total\s*\(\$\)|amount\s*\(usd\)|net\s+amount|total\s+amount)$/i,
  ],
  [
    'description',
    /^(description|item|items|service|services|work\s+performed|details|particulars|item\s*description|line\s*(item\s*)?description|description\s+of\s+(work|services)|task|product|charge\s+description|memo|line\s+item|service\s+description)$/i,
  ],
  // A manager's bill lists its charges by property ('Property / Unit', 'Property address', 'Location').
  [
    'location',
    /^(unit\s*#|unit|apt\.?|apt\s*#|apartment|suite|ste\.?|door|bldg\.?|building|property(\s*\/\s*unit|\s+address)?|unit\s*\/\s*property|location)$/i,
  ],
  ['other', /^(item\s*#|code|sku|part\s*#|ref|line|#|uom)$/i],
];

function roleOf(text: string): ColumnRole | null {
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(text.trim())) return role;
  return null;
}

/**
 * Returns the table's columns when the cells (or, for single-spaced headers, the words) all name
 * columns. A CSV export's header (`lenient`) may carry any other columns (vendor, bill number, GL
 * code) as long as it names an amount and a description or quantity.
 */
export function readTableHeader(line: string, cells: readonly Cell[], lenient = false): TableColumn[] | null {
  const fromCells = columnsFrom(cells, lenient);
  if (fromCells) return fromCells;
  return columnsFrom(groupWordsIntoNames(line));
}

function columnsFrom(cells: readonly Cell[], lenient = false): TableColumn[] | null {
  const named = cells.filter((cell) => cell.text !== '');
  if (named.length < 2) return null;
  const columns: TableColumn[] = [];
  for (const cell of cells) {
    const role =
      cell.text === '' ? 'other' : (roleOf(cell.text) ?? (lenient && !/\d/.test(cell.text) ? 'other' : null));
    if (role === null) return null;
    columns.push({ role, start: cell.start, end: cell.end });
  }
  const roles = new Set(columns.map((c) => c.role));
  const describesCharges = roles.has('amount') && (roles.has('description') || roles.has('quantity'));
  return describesCharges ? columns : null;
}

// Single-spaced headers ('Description Qty Unit Price Amount') are split into words and the words
// greedily re-joined into the longest known column names.
function groupWordsIntoNames(line: string): Cell[] {
  const words: Cell[] = [];
  const wordPattern = /\S+/g;
  for (let m = wordPattern.exec(line); m !== null; m = wordPattern.exec(line)) {
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  const names: Cell[] = [];
  let i = 0;
  while (i < words.length) {
    let taken = 0;
    for (let size = Math.min(3, words.length - i); size >= 1 && taken === 0; size -= 1) {
      const group = words.slice(i, i + size);
      const text = group.map((w) => w.text).join(' ');
      const first = group[0];
      const last = group[group.length - 1];
      if (first && last && roleOf(text) !== null) {
        names.push({ text, start: first.start, end: last.end });
        taken = size;
      }
    }
    if (taken === 0) return [];
    i += taken;
  }
  return names;
}

/**
 * Assigns each data cell to a column. When the row has exactly one cell per column the order decides;
 * otherwise (aligned text whose description holds double spaces, or a missing value) the column whose
 * span overlaps the cell most wins.
 */
export function assignCells(columns: readonly TableColumn[], cells: readonly Cell[]): Map<ColumnRole, string[]> {
  const assigned = new Map<ColumnRole, string[]>();
  const add = (role: ColumnRole, text: string): void => {
    if (text === '') return;
    assigned.set(role, [...(assigned.get(role) ?? []), text]);
  };
  if (cells.length === columns.length) {
    cells.forEach((cell, index) => add(columns[index]?.role ?? 'other', cell.text));
    return assigned;
  }
  for (const cell of cells) add(bestColumn(columns, cell).role, cell.text);
  return assigned;
}

function bestColumn(columns: readonly TableColumn[], cell: Cell): TableColumn {
  let best: TableColumn = columns[0] ?? { role: 'other', start: 0, end: 0 };
  let bestOverlap = -Infinity;
  columns.forEach((column, index) => {
    const spanEnd = columns[index + 1]?.start ?? Number.MAX_SAFE_INTEGER;
    const overlap = Math.min(cell.end, spanEnd) - Math.max(cell.start, column.start);
    if (overlap >= bestOverlap) {
      best = column;
      bestOverlap = overlap;
    }
  });
  return best;
}
