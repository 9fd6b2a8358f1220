/**
 * A header table with narrow columns wraps its labels over two lines ('Invoice' over 'Number', 'Invoice' over 'Date')
 * and prints the values on the line below both. Joined, each column's label reads as one ('Invoice Number'), and the
 * value under it is found as under any header label.
 */
import type { Cell } from '../parsing/split-cells.ts';
import { DATE_LABELS, NUMBER_LABELS } from './field-labels.ts';

/** Rows with each wrapped label row joined into the row above it; the second row is left empty. */
export function withWrappedLabelsJoined(rows: readonly Cell[][]): Cell[][] {
  const joined = rows.map((row) => [...row]);
  for (let i = 0; i + 1 < joined.length; i += 1) {
    const top = joined[i] ?? [];
    const bottom = joined[i + 1] ?? [];
    const merged = mergedLabels(top, bottom);
    if (!merged) continue;
    joined[i] = merged;
    joined[i + 1] = [];
    i += 1;
  }
  return joined;
}

/**
 * The two rows' labels joined column by column, when both rows are words alone (no figures, no colons), every cell of
 * the second row starts where a cell of the first does, and some joined label names the document's number or date.
 */
function mergedLabels(top: readonly Cell[], bottom: readonly Cell[]): Cell[] | null {
  if (top.length < 2 || bottom.length === 0 || ![...top, ...bottom].every(isWordsAlone)) return null;
  const below = (cell: Cell) => bottom.find((b) => Math.abs(b.start - cell.start) <= 1);
  if (!bottom.every((b) => top.some((t) => Math.abs(b.start - t.start) <= 1))) return null;
  const merged = top.map((cell) => {
    const rest = below(cell);
    return rest ? { text: `${cell.text} ${rest.text}`, start: cell.start, end: Math.max(cell.end, rest.end) } : cell;
  });
  const namesField = merged.some(
    (cell, index) => cell !== top[index] && [...NUMBER_LABELS, ...DATE_LABELS].some((l) => fullMatch(l.pattern, cell)),
  );
  return namesField ? merged : null;
}

function isWordsAlone(cell: Cell): boolean {
  return /^\p{L}[\p{L}.#\s]*$/u.test(cell.text) && cell.text.split(/\s+/).length <= 2;
}

/** The label reads the whole joined text: 'Invoice Number', not 'Invoice' followed by a stray word. */
function fullMatch(pattern: RegExp, cell: Cell): boolean {
  const match = pattern.exec(cell.text);
  return match !== null && match[0].trim().length === cell.text.length;
}
