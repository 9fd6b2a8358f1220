import { describe, expect, it } from 'vitest';
import type { OcrReading } from '../invoice-input.ts';
import { withOcrConfidence } from './ocr-field-confidence.ts';

const reading = (lines: [string, number][][]): OcrReading => ({
  lines: lines.map((line) => line.map(([text, confidence]) => ({ text, confidence }))),
  pages: 1,
  confidence: 0.9,
  seconds: 1,
  skewDegrees: [0],
});

describe('field confidence from OCR words', () => {
  const ocr = reading([
    [
      ['Coastline', 0.96],
      ['Comfort', 0.93],
    ],
    [
      ['Invoice', 0.95],
      ['Date:', 0.9],
      ['01/20/2025', 0.52],
    ],
    [
      ['Total', 0.42],
      ['1,321.02', 0.97],
    ],
  ]);

  it('takes the confidence of the words that carry the value, not of the label beside it', () => {
    const [vendor, date, total] = withOcrConfidence(
      [
        { name: 'vendor', value: 'Coastline Comfort', line: 1, confidence: 0.9 },
        { name: 'issueDate', value: '2025-01-20', line: 2, confidence: 0.9 },
        { name: 'total', value: '1321.02', line: 3, confidence: 0.9 },
      ],
      ocr,
    );
    expect(vendor?.confidence).toBe(0.9);
    expect(date?.confidence).toBe(0.52);
    expect(total?.confidence).toBe(0.9);
  });

  it('leaves fields alone when the text was not read by OCR or the field was not found', () => {
    const fields = [
      { value: null, line: null, confidence: 0 },
      { value: '5.00', line: 3, confidence: 0.8 },
    ];
    expect(withOcrConfidence(fields, undefined)).toEqual(fields);
    expect(withOcrConfidence([fields[0]!], ocr)).toEqual([fields[0]]);
  });
});
