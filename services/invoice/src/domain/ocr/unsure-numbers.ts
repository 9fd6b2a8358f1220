/**
 * No finding rests on a number OCR was unsure of: a finding about line arithmetic or a fee whose lines
 * carry a number read below the digit threshold becomes a note that quotes what was read.
 */
import type { OcrReading, OcrToken } from '../invoice-input.ts';
import type { Finding } from '../types.ts';
import { OCR_DIGITS_UNSURE_BELOW } from './ocr-limits.ts';

// Findings computed from the amounts printed on their lines (the total and balance rest on fields instead).
const RESTS_ON_LINE_NUMBERS = /^(?:ARITHMETIC|FEES)\./;

export function notOnUnsureNumbers(f: Finding, ocr: OcrReading | undefined): Finding {
  if (!ocr || f.type === 'info' || !RESTS_ON_LINE_NUMBERS.test(f.code)) return f;
  const unsure = f.lineRefs.flatMap((line) =>
    unsureNumbers(ocr.lines[line - 1] ?? []).map((token) => ({ line, token })),
  );
  if (unsure.length === 0) return f;
  const read = unsure
    .map(({ line, token }) => `"${token.text}" on line ${line} (${Math.round(token.confidence * 100)}%)`)
    .join(', ');
  return {
    ...f,
    type: 'info',
    title: `Unsure: ${f.title.charAt(0).toLowerCase()}${f.title.slice(1)}`,
    description: `${f.description} The scan's numbers were read with low confidence: ${read}, so this is not reported as a problem; check the document.`,
  };
}

function unsureNumbers(tokens: readonly OcrToken[]): OcrToken[] {
  return tokens.filter((token) => /\d/.test(token.text) && token.confidence < OCR_DIGITS_UNSURE_BELOW);
}
