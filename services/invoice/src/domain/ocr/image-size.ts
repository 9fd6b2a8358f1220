/**
 * The pixel size of a PNG or JPEG read from its header, before anything is decoded, so that an
 * image too large to OCR is refused without allocating its pixels (a small file can declare a huge
 * image). Null when the header cannot be read, i.e. the file is not a readable image.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export function pngSize(bytes: Uint8Array): ImageSize | null {
  // Signature (8 bytes), then the IHDR chunk: length (4), type 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = { width: view.getUint32(16), height: view.getUint32(20) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/** Start-of-frame markers (baseline, progressive and the rarer coding variants) carry the size. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

export function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length (restart markers, TEM) are skipped one by one.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (SOF_MARKERS.has(marker)) {
      const size = { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/**
 * Whether the image's end marker is there: image decoders draw a truncated upload (an interrupted
 * transfer) as a partly grey picture instead of failing, so the end is checked separately. A PNG
 * ends with its IEND chunk; a JPEG's end-of-image marker may be followed by a little trailer data.
 */
export function imageIsComplete(bytes: Uint8Array, format: 'png' | 'jpeg'): boolean {
  if (format === 'png') return String.fromCharCode(...bytes.subarray(Math.max(0, bytes.length - 12))).includes('IEND');
  const tail = bytes.subarray(Math.max(0, bytes.length - 65_536));
  for (let i = tail.length - 2; i >= 0; i -= 1) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  return false;
}
