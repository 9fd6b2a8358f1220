/**
 * Hand-written lines: a cost and a percentage on top state a markup even without a dollar sign or
 * the word 'markup', and even beside 'at cost'; a pass-through at cost with no percentage is not one.
 */
import { describe, expect, it } from 'vitest';
import { classifyCharge } from '../classify-charge.ts';
import { audit, codes, HEADER } from '../testing/audit-text.ts';

describe('markups stated as a cost plus a percentage', () => {
  it('classifies a cost and a percentage on top as a markup, whatever the wording around them', () => {
    expect(classifyCharge('Flush valve (our cost 48.00, +35%)')).toBe('markup');
    expect(classifyCharge('Strainer - billed at cost 30.00 plus 40%')).toBe('markup');
    expect(classifyCharge('Water - billed at cost')).toBe('other');
    expect(classifyCharge('Cost of 2 filters, 30% off')).toBe('other');
  });

  it('finds a markup above 20% on a cost printed without a dollar sign', () => {
    const report = audit([...HEADER, 'Mixing valve (cost to us 50.00 plus 40%)   $70.00']);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'FEES.MARKUP_ABOVE_TYPICAL', impact: 10 })]);
    expect(codes(audit([...HEADER, 'Mixing valve (our cost 50.00, +15%)   $57.50']))).toEqual([]);
  });
});
