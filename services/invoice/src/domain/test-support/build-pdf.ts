/**
 * Builds small, valid PDF files for tests: one page, the standard Helvetica font, text placed cell
 * by cell (so that column gaps are real), and a hand-computed cross-reference table.
 */

export interface PdfTextCell {
  x: number;
  text: string;
}

/** Each row is drawn on its own baseline, 14 points below the previous one. */
export function buildTextPdf(rows: readonly (readonly PdfTextCell[])[]): Uint8Array {
  const operations = rows.flatMap((cells, index) =>
    cells.map((cell) => `BT /F1 10 Tf ${cell.x} ${760 - index * 14} Td (${escapePdfString(cell.text)}) Tj ET`),
  );
  return buildPdf(operations.join('\n'));
}

/** A page that only draws a line: what a scanned or image-only PDF looks like to a text extractor. */
export function buildImageOnlyPdf(): Uint8Array {
  return buildPdf('0.5 w 72 72 m 540 720 l S');
}

/**
 * A PDF locked with a user password: the standard security handler with owner and user keys that
 * the empty password does not open, as a bank or payroll system exports a protected statement.
 */
export function buildEncryptedPdf(): Uint8Array {
  const key = (seed: number) => `<${Array.from({ length: 32 }, (_, i) => ((seed + i * 37) % 256).toString(16).padStart(2, '0')).join('')}>`;
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O ${key(11)} /U ${key(97)} /P -44 >> /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`;
  return buildPdf('BT /F1 10 Tf 72 720 Td (Invoice 1) Tj ET', encrypt);
}

function buildPdf(content: string, trailerExtra = ''): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}
