import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageIsComplete, jpegSize, pngSize } from './image-size.ts';

const image = (width: number, height: number) => createCanvas(width, height);

describe('image sizes from headers', () => {
  it('reads the width and height of a PNG and of a JPEG without decoding them', async () => {
    expect(pngSize(await image(321, 123).encode('png'))).toEqual({ width: 321, height: 123 });
    expect(jpegSize(await image(640, 480).encode('jpeg', 80))).toEqual({ width: 640, height: 480 });
  });

  it('reads a size a small file declares, however large (the limit is checked before decoding)', () => {
    const header = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x75, 0x30, 0, 0, 0x75,
      0x30,
    ];
    expect(pngSize(Uint8Array.from(header))).toEqual({ width: 30_000, height: 30_000 });
  });

  it('answers null for a truncated or foreign header', async () => {
    const png = await image(10, 10).encode('png');
    expect(pngSize(png.subarray(0, 20))).toBeNull();
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(jpegSize(png)).toBeNull();
  });
});

describe('complete images', () => {
  it('finds the end marker of a whole PNG and JPEG, and misses it in a cut-off upload', async () => {
    const png = await image(50, 50).encode('png');
    const jpeg = await image(50, 50).encode('jpeg', 80);
    expect(imageIsComplete(png, 'png')).toBe(true);
    expect(imageIsComplete(jpeg, 'jpeg')).toBe(true);
    expect(imageIsComplete(png.subarray(0, png.length - 20), 'png')).toBe(false);
    expect(imageIsComplete(jpeg.subarray(0, jpeg.length - 20), 'jpeg')).toBe(false);
  });
});
