/**
 * Parts billed at a disclosed cost-plus rate: a line printing its cost beside the billed amount ('Cost 200.00  Billed
 * 220.00') is not mis-extended when the amount is exactly the cost plus the markup; labour stays at its rate.
 */
import { describe, expect, it } from 'vitest';
import { audit, codes, HEADER } from '../testing/audit-text.ts';

const bill = (partLine: string, labourLine = 'LAB   Labor, 2 hrs @ 80.00        2        80.00       160.00') => [
  ...HEADER,
  'Parts are billed at our cost plus 10% under our service agreement.',
  'Code   Description                     Qty     Cost       Billed',
  labourLine,
  partLine,
];

describe('cost-plus parts lines', () => {
  it('accepts a part billed at its cost plus the disclosed 10%', () => {
    expect(codes(audit(bill('P-204  Blower motor                   1      200.00       220.00')))).not.toContain(
      'ARITHMETIC.LINE_EXTENSION',
    );
  });

  it('still flags a part billed above its cost plus the markup', () => {
    expect(codes(audit(bill('P-204  Blower motor                   1      200.00       240.00')))).toContain(
      'ARITHMETIC.LINE_EXTENSION',
    );
  });

  it('still flags labour billed above hours times rate', () => {
    const labour = 'LAB   Labor, 2 hrs @ 80.00        2        80.00       176.00';
    expect(codes(audit(bill('P-204  Blower motor                   1      200.00       220.00', labour)))).toContain(
      'ARITHMETIC.LINE_EXTENSION',
    );
  });
});

describe('a materials table printing cost beside billed, with no quantity', () => {
  const bill = (firstBilled: string, secondBilled: string) => [
    ...HEADER,
    'Materials are billed at cost plus 10% per our service agreement.',
    'MATERIALS                          our cost        billed',
    `  Ballcock fill valve                  20.00        ${firstBilled}`,
    `  Supply line, braided                 10.00        ${secondBilled}`,
  ];

  it('accepts parts billed at cost plus the disclosed 10%', () => {
    expect(codes(audit(bill('22.00', '11.00')))).not.toContain('FEES.MARKUP_ABOVE_DISCLOSED');
  });

  it('reports what is billed above cost plus 10% over the lines as one overcharge', () => {
    expect(audit(bill('26.00', '13.00')).findings).toContainEqual(
      expect.objectContaining({ code: 'FEES.MARKUP_ABOVE_DISCLOSED', impact: 6 }),
    );
  });
});
