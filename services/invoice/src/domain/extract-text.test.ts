import { afterAll, describe, expect, it } from 'vitest';
import { auditInvoice } from './audit-invoice.ts';
import { extractInvoiceText } from './extract-text.ts';
import { MAX_INVOICE_BYTES, MAX_INVOICE_CHARS, TOO_SHORT_MESSAGE } from './invoice-input.ts';
import { shutdownOcr } from './ocr/ocr-engine.ts';
import { buildEncryptedPdf, buildImageOnlyPdf, buildTextPdf } from './testing/build-pdf.ts';

afterAll(shutdownOcr);

const encode = (text: string) => new TextEncoder().encode(text);
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

describe('extractInvoiceText', () => {
  it('when the content is plain UTF-8 text, it is returned as text', async () => {
    const result = await extractInvoiceText(
      encode('Invoice #: 77\nFilter change   $45.00\nTotal $45.00'),
      'invoice.txt',
    );
    expect(result).toMatchObject({ ok: true, detectedType: 'text' });
  });

  it('when the content is comma-separated rows, it is returned as csv', async () => {
    const result = await extractInvoiceText(
      encode('Description,Qty,Rate,Amount\nFilter,2,10.00,20.00\n,,Total,20.00\n'),
    );
    expect(result).toMatchObject({ ok: true, detectedType: 'csv' });
  });

  it('when the file is empty (0 bytes), it is refused with a message that says so', async () => {
    expect(await extractInvoiceText(new Uint8Array(), 'blank.pdf')).toEqual({
      ok: false,
      code: 'INVOICE.EMPTY_FILE',
      message: expect.stringContaining('"blank.pdf" is empty (0 bytes)'),
    });
  });

  it('when a PDF is password-protected, it is refused with a message that names the encryption', async () => {
    const result = await extractInvoiceText(buildEncryptedPdf(), 'statement.pdf');
    expect(result).toEqual({
      ok: false,
      code: 'INVOICE.ENCRYPTED_PDF',
      message: expect.stringContaining('"statement.pdf" is password-protected (encrypted)'),
    });
  });

  it('when a CSV has no amount column, it is refused with a message naming its columns and what is missing', async () => {
    const result = await extractInvoiceText(
      encode(
        'Vendor,Date,Description,Qty\nAcme Pest,06/01/2025,Quarterly service,1\nAcme Pest,06/01/2025,Bait stations,12\n',
      ),
      'export.csv',
    );
    expect(result).toEqual({
      ok: false,
      code: 'INVOICE.NO_AMOUNT_COLUMN',
      message: expect.stringMatching(/no amount column: its columns are "Vendor", "Date", "Description", "Qty"/),
    });
  });

  it('when the content is only whitespace, it is refused as too short with the spec message', async () => {
    expect(await extractInvoiceText(encode('   \n  '))).toEqual({
      ok: false,
      code: 'INVOICE.TOO_SHORT',
      message: TOO_SHORT_MESSAGE,
    });
  });

  it('when the text has fewer than 10 characters after trimming, it is refused as too short', async () => {
    const result = await extractInvoiceText(encode('   $45.00 \n\n  '));
    expect(result).toEqual({
      ok: false,
      code: 'INVOICE.TOO_SHORT',
      message: 'Invoice content must be at least 10 characters',
    });
  });

  it('when the file is over the byte limit, it is refused as too large before being read', async () => {
    const result = await extractInvoiceText(new Uint8Array(MAX_INVOICE_BYTES + 1).fill(0x41));
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.TOO_LARGE' });
  });

  it('when the text is under the byte limit but over the character limit, it is refused as too large', async () => {
    const result = await extractInvoiceText(
      encode('Filter change $45.00\n'.repeat(Math.ceil(MAX_INVOICE_CHARS / 21) + 1)),
    );
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.TOO_LARGE' });
  });

  it('when the bytes are a GIF image, it is refused as an unsupported type naming what to upload', async () => {
    const result = await extractInvoiceText(
      Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, ...new Array(64).fill(7)]),
    );
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.UNSUPPORTED_TYPE' });
    if (!result.ok) expect(result.message).toContain('PNG or JPEG photo');
  });

  it('when a corrupt PNG is named invoice.txt, the content decides and it is refused as an unreadable PNG', async () => {
    const result = await extractInvoiceText(Uint8Array.from([...PNG_HEADER, 1, 2, 3]), 'invoice.txt');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('INVOICE.UNREADABLE_IMAGE');
      expect(result.message).toContain('invoice.txt');
      expect(result.message).toContain('PNG');
    }
  });

  it('when the bytes are random binary with NUL bytes, it is refused as unsupported', async () => {
    let state = 42;
    const bytes = Uint8Array.from({ length: 512 }, (_, i) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return i % 17 === 0 ? 0 : state % 256;
    });
    expect(await extractInvoiceText(bytes, 'invoice.csv')).toMatchObject({
      ok: false,
      code: 'INVOICE.UNSUPPORTED_TYPE',
    });
  });

  it('when the bytes are not valid UTF-8, it is refused as unsupported', async () => {
    const result = await extractInvoiceText(
      Uint8Array.from([0x49, 0x6e, 0x76, 0xc3, 0x28, 0xff, 0xfe, 0x41, 0x42, 0x43, 0x44, 0x45]),
    );
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.UNSUPPORTED_TYPE' });
  });

  it('when the bytes are a zip archive (a .docx), it is refused as unsupported', async () => {
    const result = await extractInvoiceText(
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...encode('word/document.xml plus more text')]),
      'invoice.docx',
    );
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.UNSUPPORTED_TYPE' });
  });

  it('when text is UTF-16 with a byte-order mark (a spreadsheet export), it is decoded', async () => {
    const text = 'Invoice #: 12\nFilter change   $45.00';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(await extractInvoiceText(bytes)).toMatchObject({ ok: true, text });
  });

  it('when a PDF has a text layer, its text is extracted with columns kept apart, then parsed and audited', async () => {
    const cell = (x: number, text: string) => ({ x, text });
    const pdf = buildTextPdf([
      [cell(50, 'Lone Star Drain Co.')],
      [cell(50, 'Invoice #: LSD-2211'), cell(330, 'Invoice Date: 05/02/2025')],
      [cell(50, 'Bill To: Elm Street Rentals, 12 Elm St, Austin, TX 78704')],
      [],
      [cell(50, 'Description'), cell(330, 'Qty'), cell(400, 'Rate'), cell(480, 'Amount')],
      [cell(50, 'Snake main line (cable)'), cell(330, '1'), cell(400, '189.00'), cell(480, '189.00')],
      [cell(50, 'Cleanout cap, 3 in'), cell(330, '2'), cell(400, '16.00'), cell(480, '42.00')],
      [],
      [cell(50, 'Subtotal'), cell(480, '231.00')],
      [cell(50, 'Total'), cell(480, '231.00')],
    ]);
    const result = await extractInvoiceText(pdf, 'invoice.pdf');
    expect(result).toMatchObject({ ok: true, detectedType: 'pdf' });
    if (!result.ok) return;
    expect(result.text).toContain('Snake main line (cable)');
    const report = auditInvoice(result.text, { now: new Date('2025-06-01T00:00:00Z') });
    expect(report.parsed.invoiceNumber).toBe('LSD-2211');
    expect(report.parsed.lineItems).toHaveLength(2);
    expect(report.findings.map((f) => f.code)).toEqual(['ARITHMETIC.LINE_EXTENSION']);
  });

  it('when a PDF has no text layer and OCR reads no text on it either, it is refused with no_text_layer', async () => {
    const result = await extractInvoiceText(buildImageOnlyPdf(), 'scan.pdf');
    expect(result).toMatchObject({ ok: false, code: 'INVOICE.NO_TEXT_LAYER' });
    if (!result.ok) expect(result.message).toContain('"scan.pdf" has no text layer, and OCR found no readable text');
  }, 60_000);

  it('when a file starts like a PDF but is corrupt, it is refused as an unreadable PDF', async () => {
    expect(await extractInvoiceText(encode('%PDF-1.7\nthis is not really a pdf at all\n'))).toMatchObject({
      ok: false,
      code: 'INVOICE.UNREADABLE_PDF',
    });
  });
});

describe('extracting from a Node Buffer', () => {
  it('a text-layer PDF given as a Buffer (as uploads arrive) is read like a Uint8Array', async () => {
    const pdf = Buffer.from(buildTextPdf([[{ x: 40, text: 'Acme Plumbing' }], [{ x: 40, text: 'Invoice #: 77' }]]));
    const result = await extractInvoiceText(pdf, 'invoice.pdf');
    expect(result.ok).toBe(true);
  });
});
