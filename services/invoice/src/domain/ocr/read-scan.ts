/**
 * Reads a scan or photo as invoice text: page images (ocr/page-images.ts) are checked against the
 * limits, recognised by OCR with a deadline (ocr/ocr-engine.ts), and laid out like a text PDF
 * (ocr/ocr-layout.ts). Every refusal is a typed input error raised before any use is authorized:
 * too many pages or pixels is "too large" (413), an image that does not decode, a page with no
 * readable text and an OCR run past its deadline are "unprocessable" (422).
 */
import { checkInvoiceText, inputError, MIN_INVOICE_CHARS, type InvoiceTextResult } from '../invoice-input.ts';
import { recognizePages } from './ocr-engine.ts';
import { layoutOcrPages } from './ocr-layout.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_OCR_PAGES, MIN_PAGE_CONFIDENCE, ocrTimeoutMs } from './ocr-limits.ts';
import { imagePages, pdfPages } from './page-images.ts';

export type ScanFormat = 'pdf' | 'png' | 'jpeg';

/** `name` is the quoted file name followed by a space, or 'The file ', as extract-text.ts writes it. */
export async function readScan(bytes: Uint8Array, format: ScanFormat, name: string): Promise<InvoiceTextResult> {
  const images = format === 'pdf' ? await pdfPages(bytes) : await imagePages(bytes, format);
  if (!images.ok) {
    switch (images.reason) {
      case 'too_many_pages':
        return inputError(
          'INVOICE.SCAN_TOO_LARGE',
          `${name}is a scan of ${images.pages} pages; scans and photos are read up to ${MAX_OCR_PAGES} pages. Upload the invoice's own pages only, or paste its text.`,
        );
      case 'too_many_pixels': {
        const megapixels = ((images.size.width * images.size.height) / 1_000_000).toFixed(1);
        return inputError(
          'INVOICE.SCAN_TOO_LARGE',
          `${name}is an image of ${images.size.width} x ${images.size.height} pixels (${megapixels} megapixels), above the ${MAX_IMAGE_MEGAPIXELS} megapixel limit for photos and scans. Save it at a lower resolution and upload it again.`,
        );
      }
      default:
        return inputError(
          'INVOICE.UNREADABLE_IMAGE',
          `${name}could not be read as a ${format === 'pdf' ? 'PDF' : format.toUpperCase()} ${format === 'pdf' ? 'scan' : 'image'} (${images.detail}). Upload the scan or photo again, or paste the invoice text.`,
        );
    }
  }
  const timeout = ocrTimeoutMs();
  const started = Date.now();
  const outcome = await recognizePages(images.pages, timeout);
  if (!outcome.ok) {
    return inputError(
      'INVOICE.OCR_TIMEOUT',
      `Reading the text of ${lowerFirst(name)}by OCR took longer than the ${formatSeconds(timeout)} limit per document, so it was stopped. Upload a sharper scan with fewer pages, or paste the invoice text.`,
    );
  }
  const seconds = (Date.now() - started) / 1000;
  const read = layoutOcrPages(outcome.pages);
  const words = outcome.pages.flatMap((page) => page.words);
  const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  if (read.text.trim().length < MIN_INVOICE_CHARS || confidence < MIN_PAGE_CONFIDENCE) {
    const what =
      format === 'pdf'
        ? `${name}has no text layer, and OCR found no readable text on its pages`
        : `OCR found no readable text in ${lowerFirst(name)}`;
    return inputError(
      'INVOICE.NO_TEXT_LAYER',
      `${what} (a blank page, or an image too blurred or dark to read). Upload a sharper scan or photo, or paste the invoice text.`,
    );
  }
  const checked = checkInvoiceText(read.text, 'scan');
  if (!checked.ok) return checked;
  return {
    ...checked,
    ocr: {
      lines: read.lines,
      pages: outcome.pages.length,
      confidence,
      seconds,
      skewDegrees: outcome.pages.map((page) => page.skewDegrees),
    },
  };
}

function lowerFirst(name: string): string {
  return name.startsWith('The file') ? `t${name.slice(1)}` : name;
}

function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} second` : `${ms} ms`;
}
