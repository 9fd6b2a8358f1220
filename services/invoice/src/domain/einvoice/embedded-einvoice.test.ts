/**
 * An e-invoice PDF (page text plus an attached CII XML, generated here with pdfkit) read the way an upload is:
 * the embedded data's header fields are used with confidence 1 and their source is stated; a disagreement with
 * the page text is a note; an attachment that cannot be used leaves the page text in charge, without a word.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { extractInvoiceText } from '../extract-text.ts';
import { buildEInvoicePdf, ciiInvoiceXml } from '../testing/build-einvoice-pdf.ts';
import { embeddedInvoiceFrom, MAX_EMBEDDED_XML_BYTES } from './embedded-einvoice.ts';

const NOW = new Date('2026-06-30T12:00:00Z');

const PAGE = [
  'Holzmann Hausdienste GmbH',
  'Gartenweg 4, 10115 Berlin',
  'Rechnung',
  'Rechnungsnummer: RE-2026-0042',
  'Rechnungsdatum: 05.03.2026',
  'Treppenhausreinigung März   4   100,00   400,00',
  'Winterdienst & Streugut   1   100,00   100,00',
  'Nettobetrag   500,00 EUR',
  'USt 19 %   95,00 EUR',
  'Gesamtbetrag   595,00 EUR',
];

async function read(lines: readonly string[], attachments: { name: string; xml: string }[]) {
  const text = await extractInvoiceText(await buildEInvoicePdf({ lines, attachments }), 'rechnung.pdf');
  if (!text.ok) throw new Error(text.message);
  return { text, report: auditInvoice(text.text, { now: NOW, embedded: text.embedded }) };
}

describe('e-invoice data embedded in a PDF', () => {
  it('is read from a Factur-X attachment and fills the header fields with confidence 1, its source stated', async () => {
    const { text, report } = await read(PAGE, [{ name: 'factur-x.xml', xml: ciiInvoiceXml() }]);
    expect(text.embedded).toMatchObject({ syntax: 'CII', attachment: 'factur-x.xml', invoiceNumber: 'RE-2026-0042' });
    expect(report.fields.invoiceNumber).toMatchObject({ value: 'RE-2026-0042', confidence: 1, source: 'embedded' });
    expect(report.fields.vendor).toMatchObject({ value: 'Holzmann Hausdienste GmbH', confidence: 1, line: 1 });
    expect(report.fields.dueDate).toMatchObject({ value: '2026-04-04', confidence: 1 });
    expect(report.fields.total).toMatchObject({ value: '595.00', amount: 595, confidence: 1 });
    expect(report.fields.balance).toMatchObject({ amount: 595, confidence: 1 });
    const note = report.findings.find((f) => f.code === 'EINVOICE.EMBEDDED_DATA');
    expect(note).toMatchObject({ type: 'info' });
    expect(note?.title).toContain('read from the e-invoice data embedded in the PDF (Factur-X / ZUGFeRD)');
    expect(note?.description).toContain('2 line items');
    expect(report.findings.some((f) => f.code === 'EINVOICE.TEXT_DIFFERS')).toBe(false);
  });

  it('when the page text reads a header field differently, a note says so and the embedded value is used', async () => {
    const { report } = await read(
      PAGE.map((l) => l.replace('RE-2026-0042', 'RE-2026-0041')),
      [{ name: 'factur-x.xml', xml: ciiInvoiceXml() }],
    );
    expect(report.fields.invoiceNumber.value).toBe('RE-2026-0042');
    expect(report.parsed.invoiceNumber).toBe('RE-2026-0042');
    const note = report.findings.find((f) => f.code === 'EINVOICE.TEXT_DIFFERS');
    expect(note?.type).toBe('info');
    expect(note?.description).toContain('Invoice number: the page text reads "RE-2026-0041" (line 4)');
    expect(note?.description).toContain('the embedded data says "RE-2026-0042"');
    expect(note?.lineRefs).toEqual([4]);
  });

  it('the same page without the embedded reader keeps the page-text reading', async () => {
    const pdf = await buildEInvoicePdf({ lines: PAGE, attachments: [{ name: 'factur-x.xml', xml: ciiInvoiceXml() }] });
    const text = await extractInvoiceText(pdf, 'rechnung.pdf');
    if (!text.ok) throw new Error(text.message);
    const report = auditInvoice(text.text, { now: NOW });
    expect(report.fields.invoiceNumber.source).toBeUndefined();
    expect(report.findings.some((f) => f.code.startsWith('EINVOICE.'))).toBe(false);
  });

  it('falls back to the page text silently when the attachment is malformed or declares entities', async () => {
    const broken = ciiInvoiceXml().replace('</rsm:ExchangedDocument>', '');
    const entity = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${ciiInvoiceXml()
      .replace(/^<\?xml[^>]*>\n/, '')
      .replace('RE-2026-0042', '&e;')}`;
    for (const xml of [broken, entity]) {
      const { text, report } = await read(PAGE, [{ name: 'factur-x.xml', xml }]);
      expect(text.embedded).toBeUndefined();
      expect(report.fields.invoiceNumber).toMatchObject({ value: 'RE-2026-0042' });
      expect(report.fields.invoiceNumber.source).toBeUndefined();
      expect(report.findings.some((f) => f.code.startsWith('EINVOICE.'))).toBe(false);
    }
  });

  it('a PDF without attachments is read from its page text', async () => {
    const { text } = await read(PAGE, []);
    expect(text.embedded).toBeUndefined();
  });

  it('skips an attachment above the size limit and one that is not XML, and prefers the standard names', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    const big = bytes(
      ciiInvoiceXml().replace(
        '</rsm:CrossIndustryInvoice>',
        `<!--${'x'.repeat(MAX_EMBEDDED_XML_BYTES)}--></rsm:CrossIndustryInvoice>`,
      ),
    );
    expect(embeddedInvoiceFrom([{ filename: 'factur-x.xml', content: big }])).toBeNull();
    expect(embeddedInvoiceFrom([{ filename: 'factur-x.pdf', content: bytes(ciiInvoiceXml()) }])).toBeNull();
    const chosen = embeddedInvoiceFrom([
      { filename: 'other.xml', content: bytes(ciiInvoiceXml({ number: 'OTHER-1' })) },
      { filename: 'factur-x.xml', content: bytes(ciiInvoiceXml()) },
    ]);
    expect(chosen?.invoiceNumber).toBe('RE-2026-0042');
    expect(embeddedInvoiceFrom([{ filename: 'x.xml', content: new Uint8Array([0xff, 0xfe, 0x00]) }])).toBeNull();
  });
});
