/**
 * The document's number printed alone on the line under its title, with no label: 'CREDIT MEMO' over 'CM-20418',
 * 'PRO FORMA INVOICE' over 'PF-2025-0091'. Title and number are often centred, so only whole lines are compared; in a
 * two-column header ('Show-Me Maintenance Co.      WORK ORDER INVOICE') the title and the number are the right-hand
 * cells of their lines, starting at the same column.
 */
import { TITLE_LINE } from './field-labels.ts';

export interface TitledNumber {
  value: string;
  line: number;
}

/** The line's last cell after a wide gap, with its column; null for a line of one cell. */
function rightCell(line: string): { text: string; start: number } | null {
  const match = /^(.*\S)\s{3,}(\S(?:.*\S)?)\s*$/.exec(line);
  return match?.[2] ? { text: match[2], start: line.trimEnd().length - match[2].length } : null;
}

function isTitle(text: string): boolean {
  // A title is the title alone: no digits and a few words ('TAX INVOICE', 'CREDIT MEMO', and the four of Latin
  // American electronic documents, 'BOLETA DE VENTA ELECTRÓNICA', 'FACTURA ELECTRÓNICA DE VENTA').
  return TITLE_LINE.test(text) && !/\d/.test(text) && text.split(/\s+/).length <= 4;
}

export function numberUnderTitle(
  lines: readonly string[],
  identifier: (text: string) => string | null,
): TitledNumber | null {
  for (let i = 0; i < Math.min(lines.length, 30); i += 1) {
    const line = lines[i] ?? '';
    const title = line.trim();
    // The number beside its title in the same line: 'CREDIT MEMO  CM-00318'.
    const [first, second, ...more] = title.split(/\s{2,}/);
    if (first && second && more.length === 0 && isTitle(first) && identifier(second) === second)
      return { value: second, line: i + 1 };
    const right = isTitle(title) ? null : rightCell(line);
    if (!isTitle(title) && !(right && isTitle(right.text))) continue;
    const nextIndex = lines.findIndex((l, j) => j > i && l.trim() !== '');
    if (nextIndex < 0 || nextIndex > i + 2) return null;
    const nextLine = lines[nextIndex] ?? '';
    const below = right ? rightCell(nextLine) : null;
    if (right && (!below || Math.abs(below.start - right.start) > 3)) continue;
    const next = below ? below.text : nextLine.trim();
    const value = identifier(next);
    // The whole line (or cell) must be the identifier, so that an address or a sentence under the title is never read.
    return value !== null && value === next ? { value, line: nextIndex + 1 } : null;
  }
  return null;
}
