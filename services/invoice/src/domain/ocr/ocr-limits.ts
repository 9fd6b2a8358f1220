/**
 * Limits of OCR for one uploaded document. OCR is the heaviest thing the service does (seconds of
 * CPU per page), so a document is refused before any recognition when it is too big, and a
 * recognition that runs past its time is stopped; neither consumes a use. The reasons are in
 * docs/decisions.md ("Scans and photos: OCR limits").
 */

/** Pages of a scanned PDF that are read: invoices, statements and receipts are short. */
export const MAX_OCR_PAGES = 5;

/** An image (or a page) larger than this is refused: 40 MP is above any phone camera's photo. */
export const MAX_IMAGE_MEGAPIXELS = 40;

/** A page is recognised at no more than this many pixels; larger photos are scaled down first. */
export const OCR_PAGE_MAX_PIXELS = 4_000_000;

/** Scanned PDF pages are rendered at this resolution (dots per inch), within OCR_PAGE_MAX_PIXELS. */
export const PDF_RENDER_DPI = 200;

/** Seconds of OCR a whole document may take, read from INVOICE_OCR_TIMEOUT_MS when set. */
export const DEFAULT_OCR_TIMEOUT_MS = 60_000;

export function ocrTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.INVOICE_OCR_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_OCR_TIMEOUT_MS;
}

/** Below this mean word confidence (0-1) a page is not read as text at all: it is not a document. */
export const MIN_PAGE_CONFIDENCE = 0.3;

/** A field read from OCR words below this confidence (0-1) is shown as unsure. */
export const OCR_UNSURE_BELOW = 0.6;

/**
 * Digits are held to a stricter bar: a single misread digit changes an amount yet still scores about
 * 0.7, so a finding whose line's numbers were read below this is only a note (docs/decisions.md).
 */
export const OCR_DIGITS_UNSURE_BELOW = 0.8;
