import PDFDocument from 'pdfkit';
import { pdfSafe } from './pdf-text.ts';

/**
 * The frame the one-page reports draw in: US Letter, the PDF standard fonts, and text placed at explicit
 * positions with a line limit, so a long value is cut with an ellipsis instead of flowing onto a new page.
 */
export type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792, margin: 30 } as const;
export const INK = { text: '#1a1a1a', muted: '#555555', rule: '#bbbbbb', accent: '#1f4e79' } as const;

export interface TextOptions {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Most lines the text may take (one unless given); the rest is cut with an ellipsis. */
  lines?: number;
}

/** Line height of the standard fonts at a size, as the layout counts it. */
export const lineHeight = (size: number) => size * 1.25;

/** Writes text at (x, y) within its width and line limit; answers the height it took. */
export function textAt(doc: Doc, text: string, x: number, y: number, o: TextOptions): number {
  const size = o.size ?? 8;
  const lines = o.lines ?? 1;
  doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(o.color ?? INK.text);
  const safe = pdfSafe(text);
  const maxHeight = lineHeight(size) * lines;
  const height = Math.min(doc.heightOfString(safe, { width: o.width }), maxHeight);
  doc.text(safe, x, y, {
    width: o.width,
    height: maxHeight,
    ellipsis: true,
    align: o.align ?? 'left',
    lineBreak: lines > 1,
  });
  return Math.max(height, lineHeight(size));
}

/** A section title with a rule under it; answers the y below it. */
export function sectionTitle(doc: Doc, title: string, x: number, y: number, width: number): number {
  textAt(doc, title, x, y, { width, size: 9.5, bold: true, color: INK.accent });
  doc
    .moveTo(x, y + 12)
    .lineTo(x + width, y + 12)
    .lineWidth(0.5)
    .strokeColor(INK.rule)
    .stroke();
  return y + 16;
}

/** Label and value rows in two columns; answers the y below the last row. */
export function keyValueRows(
  doc: Doc,
  rows: ReadonlyArray<readonly [string, string]>,
  x: number,
  y: number,
  width: number,
  size = 7.5,
): number {
  const labelWidth = Math.min(150, width * 0.4);
  let at = y;
  for (const [label, value] of rows) {
    textAt(doc, label, x, at, { width: labelWidth - 4, size, color: INK.muted });
    textAt(doc, value, x + labelWidth, at, { width: width - labelWidth, size, bold: true });
    at += lineHeight(size) + 1;
  }
  return at;
}

/** Each footer line may wrap once; the footer band is sized for that. */
const FOOTER_LINE_LINES = 2;
const FOOTER_SIZE = 6.5;

/** The footer on every page: its lines at the bottom, then the page number. */
export function drawFooter(doc: Doc, lines: readonly string[]): void {
  const width = PAGE.width - 2 * PAGE.margin;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    let y = bodyBottom(lines.length) + 8;
    doc
      .moveTo(PAGE.margin, y - 4)
      .lineTo(PAGE.width - PAGE.margin, y - 4)
      .lineWidth(0.5)
      .strokeColor(INK.rule)
      .stroke();
    for (const line of lines)
      y += textAt(doc, line, PAGE.margin, y, {
        width: width - 60,
        size: FOOTER_SIZE,
        color: INK.muted,
        lines: FOOTER_LINE_LINES,
      });
    textAt(
      doc,
      `Page ${i - range.start + 1} of ${range.count}`,
      PAGE.width - PAGE.margin - 60,
      PAGE.height - PAGE.margin - lineHeight(FOOTER_SIZE),
      { width: 60, size: FOOTER_SIZE, color: INK.muted, align: 'right' },
    );
  }
}

/** Where the body ends: above the footer band. */
export const bodyBottom = (footerLines: number) =>
  PAGE.height - PAGE.margin - footerLines * FOOTER_LINE_LINES * lineHeight(FOOTER_SIZE) - 12;

/**
 * Renders a report into a PDF buffer. The bottom margin is zero so text placed in the footer band never makes
 * pdfkit start a page of its own; the layout keeps to its own margins.
 */
export function renderPdf(meta: { title: string; subject: string }, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    info: { Title: pdfSafe(meta.title), Subject: pdfSafe(meta.subject), Author: 'RealtyLens', Creator: 'RealtyLens' },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
