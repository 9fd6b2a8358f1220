/**
 * Text as it reaches the field reader from places other than a clean PDF: Markdown copied from a web page, and OCR that
 * reads the letter O as a zero. Both are undone line by line, keeping each line where it was.
 */

/**
 * Text copied from a Markdown page keeps its markers: '**TOTAL DUE: £1,140.00**', '# INVOICE #2025-07', table rows
 * between pipes. Without them the labels read as in any other text; the line count stays the same.
 */
export function withoutMarkdown(line: string): string {
  const plain = line.replace(/\*\*|__/g, '').replace(/^#{1,6}\s+/, '');
  if (!/^\s*\|.*\|\s*$/.test(plain)) return plain;
  if (/^[\s|:-]+$/.test(plain)) return '';
  return plain
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim())
    .join('   ');
}

/**
 * OCR reads the letter O as a zero inside words ('T0TAL', 'INV0ICE N0', 'R0UNDING'): in a word of letters whose only
 * digits are zeros, the zeros are the letter. The text keeps its length, so what follows a label is cut at the same
 * place.
 */
export function withOcrLetters(text: string): string {
  return text.replace(/(?<![\p{L}\d])(?=[\p{L}0]*\p{L})(?=\p{L}*0)[\p{L}0]+(?![\p{L}\d])/gu, (word) =>
    /^0/.test(word) ? word : word.replace(/0/g, 'O'),
  );
}
