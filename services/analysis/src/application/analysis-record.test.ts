import { describe, expect, it } from 'vitest';
import { readResult, storeResult, type PropertyAnalysisRecord } from './analysis-record.ts';

const record = {
  estimatedValue: 412_000,
  capRate: 0.061,
  sources: [{ name: 'zillow-zhvi', date: '2025-06' }],
} as unknown as PropertyAnalysisRecord;

describe('stored analysis results', () => {
  it('stores a result as one JSON string and reads it back whole', () => {
    const stored = storeResult(record);
    expect(typeof stored).toBe('string');
    expect(readResult(stored)).toEqual(record);
  });

  it('reads a result written before as an object unchanged', () => {
    expect(readResult(record)).toBe(record);
  });
});
