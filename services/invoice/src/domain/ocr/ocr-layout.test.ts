import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from './ocr-engine.ts';
import { layoutOcrPages } from './ocr-layout.ts';

/** Words of one line at 20 px font, each given as [text, left x, confidence]; 10 px per character. */
function line(index: number, words: readonly [string, number, number?][]): OcrWord[] {
  return words.map(([text, x, confidence = 0.95]) => ({
    text,
    confidence,
    box: { x0: x, y0: 100 + index * 30 - 15, x1: x + text.length * 10, y1: 100 + index * 30 },
    line: index,
    baselineY: 100 + index * 30,
    lineHeight: 20,
  }));
}

const page = (words: OcrWord[]): OcrPage => ({ words, skewDegrees: 0, confidence: 0.9 });

describe('OCR words laid out like PDF text', () => {
  it('joins close words with a space and keeps column gaps, one line per text line', () => {
    const read = layoutOcrPages([
      page([
        ...line(0, [
          ['Acme', 50],
          ['Plumbing', 100],
        ]),
        ...line(1, [
          ['Invoice', 50],
          ['#:', 130],
          ['A-17', 160],
        ]),
        ...line(2, [
          ['Labor', 50],
          ['2', 300],
          ['95.00', 400],
        ]),
      ]),
    ]);
    expect(read.text.split('\n')).toEqual(['Acme Plumbing', 'Invoice #: A-17', 'Labor  2  95.00']);
  });

  it('rebuilds a table under its header as the PDF path does, a long description staying in its column', () => {
    const read = layoutOcrPages([
      page([
        ...line(0, [
          ['Description', 50],
          ['Amount', 600],
        ]),
        ...line(1, [
          ['Mowing', 50],
          ['and', 120],
          ['edging', 160],
          ['all', 230],
          ['common', 270],
          ['areas', 340],
          ['340.00', 600],
        ]),
        ...line(2, [
          ['Miscellaneous', 50],
          ['165.00', 600],
        ]),
      ]),
    ]);
    const rows = read.text.split('\n');
    expect(rows[1]).toMatch(/^Mowing and edging all common areas\s{2,}340\.00$/);
    expect(rows[2]).toMatch(/^Miscellaneous\s{2,}165\.00$/);
  });

  it("keeps each line's words with their confidence, pages separated by an empty line", () => {
    const read = layoutOcrPages([
      page(
        line(0, [
          ['Total', 50],
          ['$5l2.10', 200, 0.41],
        ]),
      ),
      page(
        line(0, [
          ['Thank', 50],
          ['you', 110],
        ]),
      ),
    ]);
    expect(read.text).toBe('Total  $5l2.10\n\nThank you');
    expect(read.lines).toEqual([
      [
        { text: 'Total', confidence: 0.95 },
        { text: '$5l2.10', confidence: 0.41 },
      ],
      [],
      [
        { text: 'Thank', confidence: 0.95 },
        { text: 'you', confidence: 0.95 },
      ],
    ]);
  });
});
