import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** For tests of the PDF reports: the page count and each page's text as pdf.js reads it (a reader, not our writer). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pageTexts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { pages: document.numPages, text: pageTexts.join('\n'), pageTexts };
}
