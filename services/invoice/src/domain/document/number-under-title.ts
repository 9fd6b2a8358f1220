/**
 * The document's number printed alone on the line under its title, with no label: 'CREDIT MEMO' over 'CM-20418',
 * 'PRO FORMA INVOICE' over 'PF-2025-0091'. Title and number are often centred, so only whole lines are compared.
 */
import { TITLE_LINE } from './field-labels.ts';

export interface TitledNumber {
  value: string;
  line: number;
}

export function numberUnderTitle(
  lines: readonly string[],
  identifier: (text: string) => string | null,
): TitledNumber | null {
  for (let i = 0; i < Math.min(lines.length, 30); i += 1) {
    const title = (lines[i] ?? '').trim();
    // A title line is the title alone: no digits and a few words ('TAX INVOICE', 'CREDIT MEMO').
    if (!TITLE_LINE.test(title) || /\d/.test(title) || title.split(/\s+/).length > 3) continue;
    const nextIndex = lines.findIndex((line, j) => j > i && line.trim() !== '');
    if (nextIndex < 0 || nextIndex > i + 2) return null;
    const next = (lines[nextIndex] ?? '').trim();
    const value = identifier(next);
    // The whole line must be the identifier, so that an address or a sentence under the title is never read as one.
    return value !== null && value === next ? { value, line: nextIndex + 1 } : null;
  }
  return null;
}
