/**
 * Text-layer extraction from PDF with pdf.js (legacy build, which runs on Node 20 without browser
 * globals). Glyph runs are regrouped into lines by their baseline and laid out left to right; a wide
 * horizontal gap becomes two spaces, so that table columns survive as aligned text for the parser.
 */
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { readEmbeddedInvoice } from './einvoice/embedded-einvoice.ts';
import type { EmbeddedInvoice } from './einvoice/read-einvoice-xml.ts';
import { rebuildTables } from './pdf-table-rows.ts';
import { openPdf } from './open-pdf.ts';

export interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export type PdfTextResult =
  | { ok: true; text: string; embedded: EmbeddedInvoice | null }
  | { ok: false; reason: 'unreadable' | 'encrypted'; detail: string };

/** Pages beyond this are not read: invoices are short, and a huge PDF should not stall the service. */
const MAX_PAGES = 50;

export async function extractPdfText(bytes: Uint8Array): Promise<PdfTextResult> {
  const task = openPdf(bytes);
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items
        .filter(isTextItem)
        .map(toRun)
        .filter((run) => run.text.trim() !== '');
      pages.push(layoutLines(runs));
      page.cleanup();
    }
    // An e-invoice (Factur-X, ZUGFeRD, XRechnung) also carries its data as XML; the page text is still read for
    // the line items, the evidence lines and whatever the XML does not hold.
    return { ok: true, text: pages.join('\n\n'), embedded: await readEmbeddedInvoice(document) };
  } catch (error) {
    // A corrupt or encrypted PDF is an expected input problem, reported as a typed result with pdf.js's reason.
    const encrypted = error instanceof Error && error.name === 'PasswordException';
    return {
      ok: false,
      reason: encrypted ? 'encrypted' : 'unreadable',
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await task.destroy();
  }
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

function toRun(item: TextItem): Run {
  const transform = item.transform as number[];
  const fontSize = Math.hypot(transform[2] ?? 0, transform[3] ?? 0) || item.height || 10;
  return { text: item.str, x: transform[4] ?? 0, y: transform[5] ?? 0, width: item.width, fontSize };
}

export function layoutLines(runs: Run[]): string {
  const lines: Run[][] = [];
  // Top of the page first (PDF y grows upwards); runs within half a font size share a baseline.
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((candidate) => Math.abs((candidate[0]?.y ?? 0) - run.y) <= run.fontSize / 2);
    if (line) line.push(run);
    else lines.push([run]);
  }
  const sorted = lines.map((line) => [...line].sort((a, b) => a.x - b.x));
  // Tables whose cells are stacked over several lines are rebuilt row by row from the positions.
  return rebuildTables(sorted)
    .map((line) => (typeof line === 'string' ? line : joinRuns(line)))
    .join('\n');
}

function joinRuns(line: Run[]): string {
  const sorted = [...line].sort((a, b) => a.x - b.x);
  let text = '';
  let end: number | null = null;
  for (const run of sorted) {
    if (end !== null) {
      const gap = run.x - end;
      // About a character's width or more reads as a column break; a smaller positive gap is a word space.
      if (gap > run.fontSize * 0.9) text += '  ';
      else if (gap > run.fontSize * 0.1 && !text.endsWith(' ') && !run.text.startsWith(' ')) text += ' ';
    }
    text += run.text;
    end = run.x + run.width;
  }
  return text;
}
