import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Opens a PDF with pdf.js the way every reader here does: on a copy, because pdf.js may transfer (detach) the
 * buffer it is given and refuses a Node Buffer (a subclass of Uint8Array); with no eval, font faces or system
 * fonts (nothing is drawn for a person, and a document must not run code); and without its console output.
 */
export function openPdf(bytes: Uint8Array) {
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
}
