/**
 * Rebuilds table rows from a PDF page's text positions. Exports from accounting and field-service
 * software print a cell's text over several lines ("stacked" cells) and centre the other cells of
 * the row against it, so a row's amount sits on a different baseline from its description. Reading
 * baselines alone splits such a row into a line of words and a line of numbers. Here each line of a
 * table that carries money is a row, every other line of the table joins the row nearest to it,
 * and each fragment is put under the header column it sits below; the table is then written as
 * aligned text, one row per line, which the parsers read like any aligned table.
 */
import { looksLikeMoney } from './money.ts';

export interface PositionedRun {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export type PdfLine = PositionedRun[];

// Header cells that name a money column in invoices, statements and ledgers.
const MONEY_HEADER =
  /^(?:amount|total|line\s+total|ext(?:ended|\.)?(?:\s+(?:price|amount))?|price|unit\s+price|rate|income|expenses?|cash\s+(?:in|out)|debits?|credits?|charges?|payments?|balance|rent(?:\s+(?:due|paid|collected))?|(?:mgmt\.?|management)\s+fee|fee|paid|collected|scheduled(?:\s+rent)?)$/i;
const SUMMARY =
  /^(?:sub[-\s]?total|total|totals|tax|sales\s+tax|gst|balance|amount\s+due|beginning|ending|opening|closing|net)\b/i;

/** Returns the lines with each recognised table rewritten as aligned rows; other lines are left as they are (null). */
export function rebuildTables(lines: readonly PdfLine[]): (PdfLine | string)[] {
  const out: (PdfLine | string)[] = [];
  let i = 0;
  while (i < lines.length) {
    const header = lines[i] as PdfLine;
    const end = isHeader(header) ? tableEnd(lines, i) : i;
    if (end > i + 1) {
      out.push(...writeTable(header, lines.slice(i + 1, end)));
      i = end;
    } else {
      out.push(header);
      i += 1;
    }
  }
  return out;
}

function isHeader(line: PdfLine): boolean {
  return (
    line.length >= 2 &&
    line.every((run) => !/\d/.test(run.text)) &&
    line.some((run) => MONEY_HEADER.test(run.text.trim()))
  );
}

function hasMoney(line: PdfLine): boolean {
  return line.some((run) => looksLikeMoney(run.text));
}

/**
 * The table runs from below its header to the first summary line, or to a gap wider than two lines after its last row.
 */
function tableEnd(lines: readonly PdfLine[], headerIndex: number): number {
  let end = headerIndex + 1;
  for (let j = headerIndex + 1; j < lines.length; j += 1) {
    const line = lines[j] as PdfLine;
    const first = line[0];
    if (!first || SUMMARY.test(first.text.trim()) || isHeader(line)) break;
    const previousY = (lines[j - 1] as PdfLine)[0]?.y ?? first.y;
    if (previousY - first.y > first.fontSize * 2.6) break;
    // A tall row's amount sits mid-row, so the next row's first line may be far below it: only the gap
    // to the line just above ends the table; trailing lines without money are trimmed below.
    end = j + 1;
  }
  // Trailing lines without money after the last row belong to the page, not the table.
  while (
    end > headerIndex + 1 &&
    !hasMoney(lines[end - 1] as PdfLine) &&
    rowsAbove(lines, headerIndex, end - 1) &&
    !isContinuation(lines, end - 1)
  )
    end -= 1;
  return lines.slice(headerIndex + 1, end).some(hasMoney) ? end : headerIndex;
}

function rowsAbove(lines: readonly PdfLine[], headerIndex: number, index: number): boolean {
  return lines.slice(headerIndex + 1, index).some(hasMoney);
}

/** A line just below a row (within one and a half lines) continues that row's stacked cells. */
function isContinuation(lines: readonly PdfLine[], index: number): boolean {
  const line = lines[index] as PdfLine;
  const above = lines[index - 1] as PdfLine | undefined;
  return (
    above !== undefined && hasMoney(above) && (above[0]?.y ?? 0) - (line[0]?.y ?? 0) <= (line[0]?.fontSize ?? 10) * 1.5
  );
}

function writeTable(header: PdfLine, body: readonly PdfLine[]): string[] {
  const rows = body.filter(hasMoney).map((line) => ({ y: line[0]?.y ?? 0, runs: [...line] }));
  for (const line of body.filter((l) => !hasMoney(l))) {
    const y = line[0]?.y ?? 0;
    let nearest = rows[0];
    for (const row of rows) if (nearest && Math.abs(row.y - y) < Math.abs(nearest.y - y) - 0.01) nearest = row;
    nearest?.runs.push(...line);
  }
  const table = [
    header.map((run) => run.text),
    ...rows.map((row) => header.map((_, column) => cellText(row.runs, header, column))),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((cells) => (cells[column] ?? '').length)) + 3);
  return table.map((cells) =>
    cells
      .map((text, column) => (column === cells.length - 1 ? text : text.padEnd(widths[column] ?? 0)))
      .join('')
      .trimEnd(),
  );
}

/** The text of one column in a row: its fragments top to bottom, left to right. */
function cellText(runs: readonly PositionedRun[], header: PdfLine, column: number): string {
  return runs
    .filter((run) => columnOf(run, header) === column)
    .sort((a, b) => b.y - a.y || a.x - b.x)
    .map((run) => run.text.trim())
    .join(' ');
}

/** The header column a run sits under: the one its span overlaps most, else the nearest by centre. */
function columnOf(run: PositionedRun, header: PdfLine): number {
  let best = 0;
  let bestScore = -Infinity;
  header.forEach((cell, index) => {
    const next = header[index + 1];
    const spanStart =
      index === 0 ? -Infinity : cell.x - (cell.x - ((header[index - 1]?.x ?? 0) + (header[index - 1]?.width ?? 0))) / 2;
    const spanEnd = next ? next.x - (next.x - (cell.x + cell.width)) / 2 : Infinity;
    const overlap = Math.min(run.x + run.width, spanEnd) - Math.max(run.x, spanStart);
    const score = overlap - Math.abs(run.x + run.width / 2 - (cell.x + cell.width / 2)) / 1000;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}
