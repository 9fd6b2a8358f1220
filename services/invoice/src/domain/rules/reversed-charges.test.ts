import { describe, expect, it } from 'vitest';
import { audit, codes, HEADER } from '../testing/audit-text.ts';
import { chargesNotReversed } from './reversed-charges.ts';

const line = (lineNumber: number, amount: number) => ({ lineNumber, amount });

describe('charges taken back by a credit of the same amount', () => {
  it('a credit takes back the nearest charge above it', () => {
    const left = chargesNotReversed([line(1, 95), line(2, 95), line(3, -95), line(4, 40)], (i) => i.lineNumber);
    expect(left.map((i) => i.lineNumber)).toEqual([1, 4]);
  });

  it('a credit printed before its charge takes back the nearest charge below it', () => {
    const left = chargesNotReversed([line(1, -60), line(2, 60), line(3, 60)], (i) => i.lineNumber);
    expect(left.map((i) => i.lineNumber)).toEqual([3]);
  });

  it('a credit of another amount takes nothing back', () => {
    const left = chargesNotReversed([line(1, 95), line(2, -50)], (i) => i.lineNumber);
    expect(left.map((i) => i.lineNumber)).toEqual([1]);
  });

  it('on an invoice, a service call credited as billed in error and billed again is not a duplicate', () => {
    const report = audit([
      ...HEADER,
      'Service call - no hot water   $95.00',
      'Credit - service call billed in error   -$95.00',
      'Service call - no hot water   $95.00',
    ]);
    expect(codes(report)).not.toContain('DUPLICATE.LINE_ITEM');
  });

  it('on an invoice, the same charge three times with one credit is still billed twice', () => {
    const report = audit([
      ...HEADER,
      'Service call - no hot water   $95.00',
      'Service call - no hot water   $95.00',
      'Service call - no hot water   $95.00',
      'Credit - service call billed in error   -$95.00',
    ]);
    expect(report.findings.find((f) => f.code === 'DUPLICATE.LINE_ITEM')?.impact).toBe(95);
  });
});
