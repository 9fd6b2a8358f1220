/**
 * Scans and phone photos made in the test from a rendered page: invoice text is drawn on a white
 * page with Liberation Sans (shipped inside pdfjs-dist, so no system font is needed), then the
 * "photo" is rotated a few degrees and given pixel noise and JPEG compression, and the "scan" is a
 * PDF whose only content is the page image.
 */
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const FONT = 'Liberation Sans';
GlobalFonts.registerFromPath(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'), FONT);

export interface PageOptions {
  /** Page width in pixels; the height follows the text. */
  width?: number;
  fontPx?: number;
  /** Rotation in degrees (positive is clockwise). */
  rotateDegrees?: number;
  /** Largest change of a pixel's grey level, up or down (0 to 255). */
  noise?: number;
}

/** A page with each line of `text` drawn left-aligned, as a canvas. */
function drawPage(text: string, { width = 1200, fontPx = 20, rotateDegrees = 0, noise = 0 }: PageOptions) {
  const lines = text.split('\n');
  const lineHeight = Math.round(fontPx * 1.5);
  const height = Math.round(lines.length * lineHeight + fontPx * 8);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((rotateDegrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#161616';
  context.font = `${fontPx}px "${FONT}"`;
  // Cells separated by two or more spaces start at their character column, so aligned tables stay tables.
  const column = fontPx * 0.6;
  lines.forEach((line, index) => {
    for (const cell of line.matchAll(/\S+(?: \S+)*/g))
      context.fillText(cell[0], fontPx * 3 + cell.index * column, fontPx * 4 + index * lineHeight);
  });
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (noise > 0) addNoise(context, width, height, noise);
  return canvas;
}

/** Deterministic noise (a fixed linear congruential sequence), so a failing run can be repeated. */
function addNoise(
  context: ReturnType<ReturnType<typeof createCanvas>['getContext']>,
  width: number,
  height: number,
  amplitude: number,
): void {
  const image = context.getImageData(0, 0, width, height);
  let seed = 12345;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const delta = (seed % (2 * amplitude + 1)) - amplitude;
    for (let channel = 0; channel < 3; channel += 1)
      image.data[i + channel] = Math.max(0, Math.min(255, (image.data[i + channel] ?? 0) + delta));
  }
  context.putImageData(image, 0, 0);
}

/** A clean page image, as PNG bytes. */
export async function renderPagePng(text: string, options: PageOptions = {}): Promise<Uint8Array> {
  return drawPage(text, options).encode('png');
}

/** A phone photo of the page: rotated, noisy, JPEG-compressed. */
export async function renderPhotoJpeg(text: string, options: PageOptions = {}): Promise<Uint8Array> {
  return drawPage(text, { rotateDegrees: 2.5, noise: 40, ...options }).encode('jpeg', 80);
}

/** The page as a scanner makes it: a US Letter PDF page whose only content is a JPEG of the page. */
export async function renderScannedPdf(text: string, options: PageOptions = {}): Promise<Uint8Array> {
  const canvas = drawPage(text, { rotateDegrees: -1.5, noise: 25, ...options });
  return imageOnlyPdf(await canvas.encode('jpeg', 85), canvas.width, canvas.height);
}

/** A one-page PDF that draws a JPEG over the whole page, with a byte-exact cross-reference table. */
export function imageOnlyPdf(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const pageWidth = 612;
  const pageHeight = Math.round((pageWidth * height) / width);
  const content = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im1 Do Q`;
  const objects: (string | [string, Uint8Array])[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
      jpeg,
    ],
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    else {
      push(Buffer.from(`${index + 1} 0 obj\n${object[0]}\nstream\n`, 'latin1'));
      push(Buffer.from(object[1]));
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length;
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`).join('')}`,
      'latin1',
    ),
  );
  push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
