/**
 * Decides what a byte buffer is from its content. The declared file name is never trusted: a PNG
 * renamed invoice.txt is still a PNG.
 */

export type ContentKind =
  | { kind: 'pdf' }
  | { kind: 'image'; format: 'png' | 'jpeg' }
  | { kind: 'text'; text: string }
  | { kind: 'binary'; label: string };

/** Photos and scans that OCR reads (ocr/read-scan.ts); other images stay unsupported. */
const OCR_IMAGES: readonly ['png' | 'jpeg', number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

const SIGNATURES: readonly [string, number[]][] = [
  ['GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['ZIP archive (e.g. a Word or Excel file)', [0x50, 0x4b, 0x03, 0x04]],
  ['TIFF image', [0x49, 0x49, 0x2a, 0x00]],
  ['TIFF image', [0x4d, 0x4d, 0x00, 0x2a]],
  ['legacy Office document', [0xd0, 0xcf, 0x11, 0xe0]],
  ['gzip archive', [0x1f, 0x8b]],
  ['RIFF media (e.g. WebP)', [0x52, 0x49, 0x46, 0x46]],
];

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** More than 1 in 100 control characters (other than tab, newline, carriage return, form feed) is not text. */
const MAX_CONTROL_SHARE = 0.01;

export function detectContentType(bytes: Uint8Array): ContentKind {
  // The PDF header may be preceded by a little junk; readers accept it within the first 1024 bytes.
  if (indexOf(bytes.subarray(0, 1024), PDF_MAGIC) >= 0) return { kind: 'pdf' };
  for (const [format, signature] of OCR_IMAGES) if (startsWith(bytes, signature)) return { kind: 'image', format };
  for (const [label, signature] of SIGNATURES) if (startsWith(bytes, signature)) return { kind: 'binary', label };
  const text = decodeText(bytes);
  if (text === null) return { kind: 'binary', label: 'binary data' };
  return { kind: 'text', text };
}

function decodeText(bytes: Uint8Array): string | null {
  // UTF-16 text exported by spreadsheet programs carries a byte-order mark and is decoded as such.
  if (startsWith(bytes, [0xff, 0xfe])) return decodeStrict('utf-16le', bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return decodeStrict('utf-16be', bytes.subarray(2));
  if (bytes.includes(0)) return null;
  return decodeStrict('utf-8', bytes);
}

function decodeStrict(encoding: string, bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // A fatal decoder throws on malformed input; malformed input is by definition not text.
    return null;
  }
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) controls += 1;
  if (text.includes('\u0000') || controls > Math.max(1, text.length * MAX_CONTROL_SHARE)) return null;
  return text.replace(/^\uFEFF/, '');
}

/** C0 controls and DEL, except tab, line feed, form feed and carriage return, which text files use. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function indexOf(bytes: Uint8Array, needle: readonly number[]): number {
  for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    if (needle.every((byte, offset) => bytes[i + offset] === byte)) return i;
  }
  return -1;
}
