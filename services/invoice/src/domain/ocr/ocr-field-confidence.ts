/**
 * A field read from a scan is only as sure as the OCR words it was read from: its confidence is the
 * lower of the extraction's own confidence and the OCR confidence of the words on its line that
 * carry its value (all of the line's words when none can be matched to the value, e.g. a date
 * written "01/20/2025" and stored as "2025-01-20" matches by its numbers).
 */
import type { OcrReading, OcrToken } from '../invoice-input.ts';

interface FieldLike {
  value: string | null;
  line: number | null;
  confidence: number;
}

export function withOcrConfidence<F extends FieldLike>(fields: readonly F[], ocr: OcrReading | undefined): F[] {
  if (!ocr) return [...fields];
  return fields.map((field) => {
    if (field.value === null || field.line === null) return field;
    const tokens = ocr.lines[field.line - 1] ?? [];
    const carrying = tokens.filter((token) => carriesValue(token.text, field.value ?? ''));
    const read = lowest(carrying.length > 0 ? carrying : tokens);
    return read < field.confidence ? { ...field, confidence: Math.round(read * 100) / 100 } : field;
  });
}

function lowest(tokens: readonly OcrToken[]): number {
  return tokens.reduce((min, token) => Math.min(min, token.confidence), 1);
}

const digits = (text: string) => text.replace(/\D/g, '');
const numberGroups = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function carriesValue(token: string, value: string): boolean {
  if (/\d/.test(token)) {
    // "1,321.02" carries 1321.02 (same digits); "01/20/2025" carries 2025-01-20 (same numbers).
    if (digits(token) === digits(value)) return true;
    const groups = new Set(numberGroups(value));
    return numberGroups(token).every((group) => groups.has(group));
  }
  const word = letters(token);
  return word.length > 0 && letters(value).includes(word);
}
