/**
 * Hand-written lines: a cost and a percentage on top state a markup even without a dollar sign or
 * the word 'markup', and even beside 'at cost'; a pass-through at cost with no percentage is not one.
 * A '+ 25% markup' line marks up the cost printed on the line above, and a rate sheet's 'parts billed
 * at our cost plus 15%' discloses the rate that markup is held to.
 */
import { describe, expect, it } from 'vitest';
import { classifyCharge } from '../classify-charge.ts';
import { readDisclosedMarkup } from '../parsing/read-summary-line.ts';
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

  const table = (rateSheet: string) => [
    ...HEADER,
    rateSheet,
    'Description                                   Amount',
    'Labor 2 hr @ 95.00                            190.00',
    'Condenser fan motor - our cost 260.00',
    '   + 25% markup                               325.00',
    'Total                                         515.00',
  ];

  it("reads a '+ 25% markup' line as marking up the cost printed on the line above", () => {
    expect(audit(table('')).findings).toEqual([
      expect.objectContaining({ code: 'FEES.MARKUP_ABOVE_TYPICAL', impact: 13 }),
    ]);
  });

  it("holds the markup to a rate sheet's 'billed at our cost plus 15%'", () => {
    expect(audit(table('Parts billed at our cost plus 15%.')).findings).toEqual([
      expect.objectContaining({ code: 'FEES.MARKUP_ABOVE_DISCLOSED', impact: 26 }),
    ]);
    expect(readDisclosedMarkup('Strainer - billed at cost 30.00 plus 40%')).toBeNull();
  });
});
