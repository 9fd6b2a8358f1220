/**
 * Turns a corpus layout file into text runs. The layout language is line based:
 *   @size N          font size for what follows
 *   @cols x1 x2 ...  left edges of table columns (the last value is the right edge of the last column)
 *   |a|>b|c^d        a table row: cells at the column edges; '>' right-aligns a cell to the next
 *                    column edge; '^' stacks a cell over several lines, and the other cells of the
 *                    row are centred vertically against it, as spreadsheet exports print them
 *   @page            starts a new page
 *   (blank line)     vertical space
 *   anything else    a line of text at the left margin
 */
import { textWidth, type TextRun } from '../src/domain/testing/pdf-writer.ts';

const TOP = 760;
const LEFT = 50;
const RIGHT = 560;

export function layoutToRuns(layout: string): TextRun[][] {
  const pages: TextRun[][] = [[]];
  let size = 10;
  let cols: number[] = [LEFT, RIGHT];
  let y = TOP;
  for (const raw of layout.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const page = pages[pages.length - 1] as TextRun[];
    if (line.startsWith('@size ')) size = Number(line.slice(6));
    else if (line.startsWith('@cols ')) cols = line.slice(6).trim().split(/\s+/).map(Number);
    else if (line === '@page') {
      pages.push([]);
      y = TOP;
    } else if (line === '') y -= size * 0.8;
    else if (line.startsWith('|')) y = row(page, line.slice(1).split('|'), cols, size, y);
    else {
      page.push({ x: LEFT, y, size, text: line });
      y -= size * 1.4;
    }
  }
  return pages;
}

function row(page: TextRun[], cells: string[], cols: readonly number[], size: number, top: number): number {
  const leading = size * 1.25;
  const stacks = cells.map((cell) => cell.replace(/^>/, '').split('^'));
  const height = Math.max(...stacks.map((s) => s.length));
  stacks.forEach((stack, i) => {
    const right = cells[i]?.startsWith('>') ?? false;
    const offset = ((height - stack.length) / 2) * leading;
    stack.forEach((text, k) => {
      if (text.trim() === '') return;
      const edge = right ? (cols[i + 1] ?? RIGHT) - 6 : (cols[i] ?? LEFT);
      const x = right ? edge - textWidth(text, size) : edge;
      page.push({ x, y: top - offset - k * leading, size, text });
    });
  });
  return top - height * leading - size * 0.4;
}
