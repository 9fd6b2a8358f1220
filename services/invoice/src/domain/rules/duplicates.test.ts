import { describe, expect, it } from 'vitest';
import { audit, codes, HEADER } from '../testing/audit-text.ts';

describe('duplicate charges', () => {
  it('when a line repeats with the same amount and date, it is flagged as a duplicate', () => {
    const report = audit([
      ...HEADER,
      '04/20/2025  Replace smoke detector, hallway   $38.00',
      '04/20/2025  Replace smoke detector, hallway   $38.00',
      '04/20/2025  Batteries   $9.00',
    ]);
    const duplicate = report.findings.find((f) => f.code === 'DUPLICATE.LINE_ITEM');
    expect(duplicate).toMatchObject({ type: 'error', impact: 38, lineRefs: [5, 6] });
    expect(duplicate?.description).toContain('line 5');
  });

  it('when the same service repeats on different dates, it is not a duplicate', () => {
    const report = audit([...HEADER, '04/02/2025  Weekly mowing   $65.00', '04/09/2025  Weekly mowing   $65.00']);
    expect(codes(report)).toEqual([]);
  });

  it('when lines differ only by unit number, they are not duplicates', () => {
    const report = audit([...HEADER, 'Turnover clean - Unit 2A   $350.00', 'Turnover clean - Unit 2B   $350.00']);
    expect(codes(report)).toEqual([]);
  });

  it('when lines differ only by a unit named with a letter, they are not duplicates', () => {
    const report = audit([...HEADER, '- replace bath fan unit A   $64.00', '- replace bath fan unit B   $64.00']);
    expect(codes(report)).toEqual([]);
    expect(codes(audit([...HEADER, 'Bath fan, apt C   $64.00', 'bath fan - Apt C   $64.00']))).toEqual([
      'DUPLICATE.LINE_ITEM',
    ]);
  });

  it('when descriptions differ only in punctuation and "&" versus "and", the lines are exact duplicates', () => {
    const report = audit([...HEADER, 'Mow & edge lawn   $65.00', 'mow and edge lawn.   $65.00']);
    expect(codes(report)).toEqual(['DUPLICATE.LINE_ITEM']);
  });

  it('when a near-identical description has the same amount, it is flagged as a possible duplicate', () => {
    const report = audit([
      ...HEADER,
      'Mowing, trimming and edging, common areas   $340.00',
      'Mowing and edging, common areas   $340.00',
    ]);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'DUPLICATE.SIMILAR_LINE_ITEM', type: 'warning', impact: 340 }),
    ]);
  });

  it('when the same amount has a different description, it is not a duplicate', () => {
    expect(codes(audit([...HEADER, 'Replace dryer vent   $120.00', 'Clean gutters   $120.00']))).toEqual([]);
  });

  it('when the invoice number was audited before for the same vendor, the whole invoice is at stake', () => {
    const report = audit([...HEADER, 'Replace dryer vent   $120.00', 'Total   $120.00'], {
      previousInvoices: [
        { invoiceNumber: 't100', vendor: 'ACME Property Services', auditedAt: '2025-05-03T10:00:00Z' },
      ],
    });
    // The finding is about the whole invoice, so its evidence is the line that prints the number.
    expect(report.findings).toEqual([
      expect.objectContaining({
        code: 'DUPLICATE.INVOICE_NUMBER',
        type: 'error',
        impact: 120,
        lineRefs: [2],
        evidence: [{ line: 2, text: 'Invoice #: T-100' }],
      }),
    ]);
  });

  it('when a previous invoice has the same number from another vendor, it is not a repeat', () => {
    const report = audit([...HEADER, 'Replace dryer vent   $120.00'], {
      previousInvoices: [{ invoiceNumber: 'T-100', vendor: 'Zenith Roofing', auditedAt: '2025-05-03' }],
    });
    expect(codes(report)).toEqual([]);
  });
});
