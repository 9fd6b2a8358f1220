/**
 * Small, valid PDF files for tests: one page with text placed cell by cell (so that column gaps are
 * real), an image-only page, and a password-protected file. pdf-writer.ts writes them.
 */
import { drawRuns, writePdf } from './pdf-writer.ts';

export interface PdfTextCell {
  x: number;
  text: string;
}

/** Each row is drawn on its own baseline, 14 points below the previous one. */
export function buildTextPdf(rows: readonly (readonly PdfTextCell[])[]): Uint8Array {
  return writePdf([
    drawRuns(
      rows.flatMap((cells, index) =>
        cells.map((cell) => ({ x: cell.x, y: 760 - index * 14, size: 10, text: cell.text })),
      ),
    ),
  ]);
}

/** A page that only draws a line: what a scanned or image-only PDF looks like to a text extractor. */
export function buildImageOnlyPdf(): Uint8Array {
  return writePdf(['0.5 w 72 72 m 540 720 l S']);
}

/**
 * A PDF locked with a user password: the standard security handler with owner and user keys that
 * the empty password does not open, as a bank or payroll system exports a protected statement.
 */
export function buildEncryptedPdf(): Uint8Array {
  const key = (seed: number) =>
    `<${Array.from({ length: 32 }, (_, i) => ((seed + i * 37) % 256).toString(16).padStart(2, '0')).join('')}>`;
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O ${key(11)} /U ${key(97)} /P -44 >> /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`;
  return writePdf([drawRuns([{ x: 72, y: 720, size: 10, text: 'Invoice 1' }])], encrypt);
}
