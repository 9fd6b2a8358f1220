/**
 * Splits one source line into cells with their character positions. Positions matter for aligned
 * tables, where a value belongs to the header column it sits under, not to its ordinal place.
 */

export interface Cell {
  text: string;
  start: number;
  end: number;
}

/**
 * Pipe tables ('| Description | Qty |') split on pipes. Empty cells inside the row are kept so that
 * values stay under their header; the empty text outside the outer pipes is dropped.
 */
export function splitPipeRow(line: string): Cell[] {
  const cells: Cell[] = [];
  let start = 0;
  for (let i = 0; i <= line.length; i += 1) {
    if (i === line.length || line[i] === '|') {
      const raw = line.slice(start, i);
      const lead = raw.length - raw.trimStart().length;
      cells.push({ text: raw.trim(), start: start + lead, end: start + lead + raw.trim().length });
      start = i + 1;
    }
  }
  if (cells[0]?.text === '' && line.trimStart().startsWith('|')) cells.shift();
  if (cells[cells.length - 1]?.text === '' && line.trimEnd().endsWith('|')) cells.pop();
  return cells;
}

/** Aligned text splits on tabs or runs of two or more spaces, the way columns are padded. */
export function splitAlignedRow(line: string): Cell[] {
  const cells: Cell[] = [];
  const separator = /\t+|\s{2,}/g;
  let start = 0;
  for (let m = separator.exec(line); m !== null; m = separator.exec(line)) {
    pushTrimmed(cells, line.slice(start, m.index), start);
    start = m.index + m[0].length;
  }
  pushTrimmed(cells, line.slice(start), start);
  return cells;
}

/** RFC 4180 style: commas separate, double quotes protect commas, "" is a literal quote. Empty cells are kept. */
export function splitCsvRow(line: string): Cell[] {
  const cells: Cell[] = [];
  let text = '';
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        text += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else text += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push({ text: text.trim(), start, end: i });
      text = '';
      start = i + 1;
    } else text += char;
  }
  cells.push({ text: text.trim(), start, end: line.length });
  return cells;
}

export function isPipeRow(line: string): boolean {
  return (line.match(/\|/g) ?? []).length >= 2;
}

/** Rules such as '-----', '=====', '|---|---|' or '+----+' separate sections and carry no data. */
export function isRuleLine(line: string): boolean {
  return /^[\s|+:=_*-]+$/.test(line) && /[-=_*]{3,}/.test(line);
}

function pushTrimmed(cells: Cell[], raw: string, offset: number): void {
  const text = raw.trim();
  if (text === '') return;
  const lead = raw.length - raw.trimStart().length;
  cells.push({ text, start: offset + lead, end: offset + lead + text.length });
}
