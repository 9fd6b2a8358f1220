/**
 * OCR end to end in the engine: an invoice page is rendered in the test, photographed (rotated 2.5
 * degrees, noise, JPEG) and scanned (an image-only PDF, rotated -1.5 degrees), and both audit like
 * the text they were drawn from. Refusals (too many pages or pixels, a corrupt image, a page with
 * no text, an OCR run past its time) are typed input errors, raised before any use is authorized.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { extractInvoiceText } from '../extract-text.ts';
import { buildImageOnlyPdf } from '../testing/build-pdf.ts';
import { writePdf } from '../testing/pdf-writer.ts';
import { renderPagePng, renderPhotoJpeg, renderScannedPdf } from '../testing/scan-images.ts';
import { shutdownOcr } from './ocr-engine.ts';
import { MAX_OCR_PAGES } from './ocr-limits.ts';

const TEXT = readFileSync(new URL('../testing/documents/hvac-emergency-surcharge.txt', import.meta.url), 'utf8');
const NOW = new Date('2025-06-15T12:00:00Z');

/** What a user sees of an audit: vendor, total, line items and findings with their dollars. */
function outcome(text: string) {
  const report = auditInvoice(text, { now: NOW });
  return {
    vendor: report.fields.vendor.value,
    invoiceNumber: report.fields.invoiceNumber.value,
    total: report.fields.total.amount,
    lineItems: [...report.parsed.lineItems, ...report.parsed.fees].map((item) => [
      item.description,
      item.quantity,
      item.amount,
    ]),
    findings: report.findings.map((finding) => [finding.code, finding.impact]),
  };
}

afterAll(shutdownOcr);
afterEach(() => {
  delete process.env.INVOICE_OCR_TIMEOUT_MS;
});

describe('scans and photos read by OCR', () => {
  const expected = outcome(TEXT);

  it('the text version has the findings the scan must reproduce', () => {
    expect(expected.findings.map(([code]) => code)).toEqual([
      'FEES.EMERGENCY_SURCHARGE_HIGH',
      'BILLING.SALES_TAX_ON_LABOUR',
    ]);
    expect(expected.lineItems).toHaveLength(4);
  });

  it('a phone photo (rotated, noisy JPEG) audits like the text it shows', async () => {
    const result = await extractInvoiceText(await renderPhotoJpeg(TEXT), 'photo.jpg');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.detectedType).toBe('scan');
    expect(Math.abs((result.ocr?.skewDegrees[0] ?? 0) + 2.5)).toBeLessThan(0.6);
    expect(outcome(result.text)).toEqual(expected);
  }, 120_000);

  it('a scanned PDF (an image-only page) audits like the text it shows', async () => {
    const result = await extractInvoiceText(await renderScannedPdf(TEXT), 'scan.pdf');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ocr?.pages).toBe(1);
    expect(result.ocr?.confidence).toBeGreaterThan(0.8);
    expect(outcome(result.text)).toEqual(expected);
  }, 120_000);

  it('a corrupt image is refused as unreadable, naming the file and its format', async () => {
    const png = await renderPagePng('Invoice 1\nTotal 5.00', { width: 300 });
    const result = await extractInvoiceText(png.subarray(0, 200), 'torn.png');
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.UNREADABLE_IMAGE' });
    if (!result.ok)
      expect(result.message).toBe(
        '"torn.png" could not be read as a PNG image (the file ends before the image does: it was cut off). Upload the scan or photo again, or paste the invoice text.',
      );
  });

  it('an image declaring more pixels than the limit is refused as too large before it is decoded', async () => {
    const header = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x75, 0x30, 0, 0, 0x75,
      0x30, 8, 2, 0, 0, 0,
    ];
    const result = await extractInvoiceText(Uint8Array.from(header), 'huge.png');
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.SCAN_TOO_LARGE' });
    if (!result.ok)
      expect(result.message).toContain('30000 x 30000 pixels (900.0 megapixels), above the 40 megapixel limit');
  });

  it('a scan with more pages than the limit is refused as too large before any page is read', async () => {
    const pages = Array.from({ length: MAX_OCR_PAGES + 1 }, () => '0.5 w 72 72 m 540 720 l S');
    const result = await extractInvoiceText(writePdf(pages), 'binder.pdf');
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.SCAN_TOO_LARGE' });
    if (!result.ok)
      expect(result.message).toContain(
        `is a scan of ${MAX_OCR_PAGES + 1} pages; scans and photos are read up to ${MAX_OCR_PAGES} pages`,
      );
  });

  it('a blank scan has no text to read and says so', async () => {
    const result = await extractInvoiceText(buildImageOnlyPdf(), 'blank.pdf');
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.NO_TEXT_LAYER' });
  }, 60_000);

  it('an OCR run past the time limit is stopped and refused, and the next document is read again', async () => {
    process.env.INVOICE_OCR_TIMEOUT_MS = '50';
    const photo = await renderPhotoJpeg(TEXT);
    const result = await extractInvoiceText(photo, 'photo.jpg');
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.OCR_TIMEOUT' });
    if (!result.ok)
      expect(result.message).toBe(
        'Reading the text of "photo.jpg" by OCR took longer than the 50 ms limit per document, so it was stopped. Upload a sharper scan with fewer pages, or paste the invoice text.',
      );
    delete process.env.INVOICE_OCR_TIMEOUT_MS;
    const again = await extractInvoiceText(
      await renderPagePng('Acme Plumbing\nInvoice #: A-17\nTotal Due: $95.00', { width: 600 }),
      'small.png',
    );
    expect(again).toMatchObject({ ok: true, detectedType: 'scan' });
  }, 120_000);
});
