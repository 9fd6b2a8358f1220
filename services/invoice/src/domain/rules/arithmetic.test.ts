import { describe, expect, it } from 'vitest';
import { audit, codes, HEADER } from '../testing/audit-text.ts';

describe('arithmetic', () => {
  it('when quantity x rate differs from the amount by more than rounding, the overcharge is the impact', () => {
    const report = audit([...HEADER, 'Labor   3   95.00   300.00']);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'ARITHMETIC.LINE_EXTENSION', impact: 15, lineRefs: [5] }),
    ]);
  });

  it('when quantity x rate differs only by a rounding cent, nothing is flagged', () => {
    expect(codes(audit([...HEADER, 'Water usage   1975 gal   0.0105/gal   20.74']))).toEqual([]);
  });

  it("when a line is undercharged, it is information in the payer's favour, with an impact of 0", () => {
    const [found, ...rest] = audit([...HEADER, 'Filters   4   12.00   40.00']).findings;
    expect(rest).toEqual([]);
    expect(found).toEqual(expect.objectContaining({ code: 'ARITHMETIC.LINE_EXTENSION', type: 'info', impact: 0 }));
    expect(found?.description).toContain("under by $8.00, in the payer's favour");
  });

  it('when a line is overcharged, it is an error', () => {
    expect(audit([...HEADER, 'Filters   4   12.00   50.00']).findings).toEqual([
      expect.objectContaining({ code: 'ARITHMETIC.LINE_EXTENSION', type: 'error', impact: 2 }),
    ]);
  });

  it('when the lines do not add up to the subtotal, the subtotal line is flagged', () => {
    const report = audit([
      ...HEADER,
      'Gutter cleaning   $240.00',
      'Downspout flush   $60.00',
      'Subtotal   $310.00',
      'Total   $310.00',
    ]);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'ARITHMETIC.SUBTOTAL', impact: 10, lineRefs: [7] }),
    ]);
  });

  it('when the tax does not match its printed rate on any set of lines, it is flagged', () => {
    const report = audit([
      ...HEADER,
      'Service   $100.00',
      'Parts   $50.00',
      'Subtotal   $150.00',
      'Sales Tax 8%   $15.00',
      'Total   $165.00',
    ]);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'ARITHMETIC.TAX_RATE', impact: 3 })]);
  });

  it('when the tax matches its rate on the parts only, it is accepted', () => {
    expect(
      codes(
        audit([
          ...HEADER,
          'Service   $100.00',
          'Parts   $50.00',
          'Subtotal   $150.00',
          'Sales Tax 8%   $4.00',
          'Total   $154.00',
        ]),
      ),
    ).toEqual([]);
  });

  it('when a 0% tax line charges nothing, it is accepted', () => {
    expect(
      codes(audit([...HEADER, 'Service   $100.00', 'Subtotal   $100.00', 'Sales Tax 0%   $0.00', 'Total   $100.00'])),
    ).toEqual([]);
  });

  it('when a 0% tax line charges something, the whole tax is the impact', () => {
    const report = audit([
      ...HEADER,
      'Service   $100.00',
      'Subtotal   $100.00',
      'Sales Tax 0%   $5.00',
      'Total   $105.00',
    ]);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'ARITHMETIC.TAX_RATE', impact: 5 })]);
  });

  it('when subtotal plus fees and tax differs from the total, the total is flagged', () => {
    const report = audit([
      ...HEADER,
      'Repair   $200.00',
      'Subtotal   $200.00',
      'Permit fee   $25.00',
      'Tax   $0.00',
      'Total   $252.00',
    ]);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'ARITHMETIC.TOTAL', impact: 27 })]);
  });

  it('when the balance due is not the total less payments, the balance is flagged', () => {
    const report = audit([
      ...HEADER,
      'Repair   $200.00',
      'Total   $200.00',
      'Payment received   ($50.00)',
      'Balance Due   $160.00',
    ]);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'ARITHMETIC.BALANCE', impact: 10 })]);
  });

  it('when credits reduce the total, they are counted in the sums', () => {
    expect(
      codes(
        audit([...HEADER, 'Repair   $200.00', 'Courtesy credit   ($20.00)', 'Subtotal   $180.00', 'Total   $180.00']),
      ),
    ).toEqual([]);
  });
});
