/**
 * Finds the e-invoice XML a PDF carries as an attachment (Factur-X and ZUGFeRD 2 name it factur-x.xml or
 * zugferd-invoice.xml, ZUGFeRD 1.0 ZUGFeRD-invoice.xml, XRechnung xrechnung.xml; UBL may come under any
 * .xml name) and reads it. Every failure (no attachments, too large, not UTF-8, malformed or unknown
 * XML) answers null, and the document is then read from its page text alone.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { MAX_XML_CHARS } from './safe-xml.ts';
import { readEInvoiceXml, type EmbeddedInvoice } from './read-einvoice-xml.ts';

/** Real e-invoice XML is tens of kilobytes; anything near a megabyte is not read. */
export const MAX_EMBEDDED_XML_BYTES = MAX_XML_CHARS;
/** A PDF with more attachments than this is not searched further. */
const MAX_ATTACHMENTS = 20;
const KNOWN_NAMES = /^(?:factur-x|zugferd-invoice|xrechnung|order-x)\.xml$/i;

interface Attachment {
  filename: string;
  content: Uint8Array;
}

export async function readEmbeddedInvoice(document: PDFDocumentProxy): Promise<EmbeddedInvoice | null> {
  let attachments: unknown;
  try {
    attachments = await document.getAttachments();
  } catch {
    // A damaged attachment tree leaves the page text to be read like any PDF's.
    return null;
  }
  return embeddedInvoiceFrom(listAttachments(attachments));
}

export function embeddedInvoiceFrom(attachments: readonly Attachment[]): EmbeddedInvoice | null {
  const xml = attachments
    .slice(0, MAX_ATTACHMENTS)
    .filter((a) => /\.xml$/i.test(a.filename) && a.content.length <= MAX_EMBEDDED_XML_BYTES)
    // The names the standards give come first; any other XML attachment is tried after them.
    .sort((a, b) => Number(KNOWN_NAMES.test(b.filename)) - Number(KNOWN_NAMES.test(a.filename)));
  for (const attachment of xml) {
    const text = decodeUtf8(attachment.content);
    const invoice = text === null ? null : readEInvoiceXml(text, attachment.filename);
    if (invoice) return invoice;
  }
  return null;
}

function listAttachments(value: unknown): Attachment[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value as Record<string, unknown>).flatMap((entry) => {
    const { filename, content } = (entry ?? {}) as { filename?: unknown; content?: unknown };
    return typeof filename === 'string' && content instanceof Uint8Array ? [{ filename, content }] : [];
  });
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
