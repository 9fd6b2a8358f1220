/**
 * A small PDF writer for tests and the evaluation corpus: text runs placed at exact positions with
 * the standard Helvetica font, so that table cells, right-aligned figures and cells stacked over
 * several lines come out of pdf.js the way they do from real accounting exports, and a
 * hand-computed cross-reference table.
 */

export interface TextRun {
  x: number;
  y: number;
  size: number;
  text: string;
}

// Helvetica advance widths (1/1000 em) for the characters figures use; letters get an average.
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '.': 278,
  ',': 278,
  '-': 333,
  '(': 333,
  ')': 333,
  '%': 889,
  $: 556,
  '/': 278,
  ':': 278,
  '#': 556,
};

export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += WIDTHS[char] ?? (/\d/.test(char) ? 556 : /[A-Z]/.test(char) ? 667 : 520);
  return (units * size) / 1000;
}

// WinAnsiEncoding codes for the few non-ASCII characters statements use.
const WIN_ANSI: Record<string, number> = {
  '·': 0xb7,
  '—': 0x97,
  '–': 0x96,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    const byte = code > 0xff ? 0x3f : code;
    out +=
      byte === 0x28 || byte === 0x29 || byte === 0x5c ? `\\${String.fromCharCode(byte)}` : String.fromCharCode(byte);
  }
  return out;
}

/** The content stream that draws each run at its position. */
export function drawRuns(runs: readonly TextRun[]): string {
  return runs
    .map((r) => `BT /F1 ${r.size} Tf ${r.x.toFixed(2)} ${r.y.toFixed(2)} Td (${encode(r.text)}) Tj ET`)
    .join('\n');
}

/**
 * A PDF with one page per content stream and Helvetica as /F1 on every page. `trailerExtra` adds
 * entries to the trailer, e.g. an /Encrypt dictionary.
 */
export function writePdf(pages: readonly string[], trailerExtra = ''): Uint8Array {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: number[] = [];
  const fontId = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const content of pages) {
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const contentId = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}
