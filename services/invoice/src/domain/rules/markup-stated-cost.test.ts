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

describe('a work order with a technician line, materials at cost and a markup on them', () => {
  const workOrder = (labour: string, markup: string) => [
    'Prairie Handyman Services           WORK ORDER INVOICE',
    'Invoice #: PH-3310                  Billed: 05/02/2025',
    'Supplies billed at store cost plus 12%.',
    'LABOR',
    `  Technician: R. Okafor    3 hrs @ $70.00/hr .................. ${labour}`,
    'MATERIALS (receipt attached)',
    '  Ceiling fan ..................................... $120.00',
    '  Wire nuts and mounting kit ....................... $30.00',
    '  Materials at cost ................................ $150.00',
    `  Markup ${markup}`,
    '',
    `TOTAL DUE ....................................... $${(Number(labour.slice(1)) + 150 + Number(markup.split('$')[1])).toFixed(2)}`,
  ];

  it('reads the technician line as a charge and the materials-at-cost line as their subtotal', () => {
    expect(codes(audit(workOrder('$210.00', '12% ......... $18.00')))).toEqual([]);
  });

  it('finds hours times rate charged wrong and a markup above the rate the bill states', () => {
    const report = audit(workOrder('$245.00', '25% ......... $37.50'));
    expect(report.findings.filter((f) => f.type !== 'info').map((f) => [f.code, f.impact])).toEqual([
      ['ARITHMETIC.LINE_EXTENSION', 35],
      ['FEES.MARKUP_ABOVE_DISCLOSED', 19.5],
    ]);
  });

  it("reads 'at receipt cost plus 10%' and 'at distributor cost + 15%' as disclosed rates", () => {
    expect(readDisclosedMarkup('Materials billed at receipt cost plus 10%.')).toBe(10);
    expect(readDisclosedMarkup('Parts are billed at distributor cost + 15%, per our agreement.')).toBe(15);
  });
});
