/**
 * Page images for OCR: an uploaded PNG or JPEG is decoded and scaled down to at most
 * OCR_PAGE_MAX_PIXELS; a PDF without a text layer has each page rendered by pdf.js onto a canvas
 * (@napi-rs/canvas, the canvas pdf.js itself uses on Node) at PDF_RENDER_DPI. Sizes are checked from
 * headers before any pixels are allocated.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api.js';
import { imageIsComplete, jpegSize, pngSize, type ImageSize } from './image-size.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_OCR_PAGES, OCR_PAGE_MAX_PIXELS, PDF_RENDER_DPI } from './ocr-limits.ts';
import { openPdf } from '../open-pdf.ts';

export type PageImages =
  | { ok: true; pages: Uint8Array[] }
  | { ok: false; reason: 'unreadable'; detail: string }
  | { ok: false; reason: 'too_many_pixels'; size: ImageSize }
  | { ok: false; reason: 'too_many_pages'; pages: number };

export async function imagePages(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<PageImages> {
  const size = format === 'png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return { ok: false, reason: 'unreadable', detail: `no valid ${format.toUpperCase()} header` };
  if (size.width * size.height > MAX_IMAGE_MEGAPIXELS * 1_000_000)
    return { ok: false, reason: 'too_many_pixels', size };
  if (!imageIsComplete(bytes, format))
    return { ok: false, reason: 'unreadable', detail: 'the file ends before the image does: it was cut off' };
  try {
    const image = await loadImage(Buffer.from(bytes));
    const scale = Math.min(1, Math.sqrt(OCR_PAGE_MAX_PIXELS / (image.width * image.height)));
    const canvas = createCanvas(
      Math.max(1, Math.round(image.width * scale)),
      Math.max(1, Math.round(image.height * scale)),
    );
    const context = canvas.getContext('2d');
    // Transparent areas of a PNG are paper, not ink.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { ok: true, pages: [await canvas.encode('png')] };
  } catch (error) {
    // A truncated or corrupt image fails to decode: an input problem, reported with the decoder's reason.
    return { ok: false, reason: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function pdfPages(bytes: Uint8Array): Promise<PageImages> {
  const task = openPdf(bytes);
  try {
    const document = await task.promise;
    if (document.numPages > MAX_OCR_PAGES) return { ok: false, reason: 'too_many_pages', pages: document.numPages };
    const pages: Uint8Array[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(PDF_RENDER_DPI / 72, Math.sqrt(OCR_PAGE_MAX_PIXELS / (natural.width * natural.height)));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
      pages.push(await canvas.encode('png'));
      page.cleanup();
    }
    return { ok: true, pages };
  } catch (error) {
    return { ok: false, reason: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    await task.destroy();
  }
}
