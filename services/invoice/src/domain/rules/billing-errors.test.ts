import { describe, expect, it } from 'vitest';
import { audit, codes, HEADER } from '../testing/audit-text.ts';

describe('billing errors', () => {
  it('when the invoice date is after today, it is flagged as dated in the future', () => {
    expect(codes(audit(['Acme LLC', 'Invoice #: 9', 'Invoice Date: 07/01/2025', 'Repair   $90.00']))).toEqual([
      'BILLING.FUTURE_INVOICE_DATE',
    ]);
  });

  it('when "now" is later, the same invoice is not in the future: the clock is never read', () => {
    const lines = ['Acme LLC', 'Invoice #: 9', 'Invoice Date: 07/01/2025', 'Repair   $90.00'];
    expect(codes(audit(lines, { now: new Date('2025-07-02T00:00:00Z') }))).toEqual([]);
  });

  it('when a line is dated after today, the work billed before it was done is the impact', () => {
    const report = audit([...HEADER, '06/30/2025  Gutter cleaning   $180.00', '04/30/2025  Roof inspection   $95.00']);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'BILLING.FUTURE_SERVICE_DATE', impact: 180, lineRefs: [5] }),
    ]);
  });

  it('when a line is dated after the invoice date (but not after today), it is flagged', () => {
    expect(audit([...HEADER, '05/09/2025  Gutter cleaning   $180.00']).findings).toEqual([
      expect.objectContaining({ code: 'BILLING.SERVICE_AFTER_INVOICE_DATE', type: 'warning', lineRefs: [5] }),
    ]);
  });

  it('when a service period starts before the invoice date and ends after it, it is not flagged', () => {
    expect(
      codes(audit([...HEADER.slice(0, 3), 'Service period: 05/01/2025 - 05/31/2025', 'Monthly pest service   $89.00'])),
    ).toEqual([]);
  });

  it('when the invoice number and the vendor are missing, both are flagged', () => {
    expect(codes(audit(['INVOICE', 'Date: 05/01/2025', 'Repair   $90.00'])).sort()).toEqual([
      'BILLING.MISSING_INVOICE_NUMBER',
      'BILLING.MISSING_VENDOR',
    ]);
  });

  it('when most lines are round lump sums without quantities, an info note is added but no issue', () => {
    const report = audit([...HEADER, 'Paint   $600.00', 'Cleaning   $300.00', 'Repairs   $800.00']);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'BILLING.ROUND_AMOUNTS', type: 'info' })]);
    expect(report.issuesFound).toBe(0);
  });

  it('when several charges sit just under an approval limit, they are flagged as possibly split', () => {
    const report = audit([
      ...HEADER,
      'Fence repair, panel 1-3   $485.00',
      'Fence repair, panel 4-6   $495.00',
      'Gate latch   $45.00',
    ]);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'BILLING.SPLIT_BELOW_APPROVAL_THRESHOLD', lineRefs: [5, 6] }),
    ]);
  });

  it('when one charge is just under a limit, it is not a split', () => {
    expect(codes(audit([...HEADER, 'Fence repair   $495.00', 'Gate latch   $45.00']))).toEqual([]);
  });

  it('when sales tax covers labour in a state that does not tax repair labour, the tax on labour is the impact', () => {
    const report = audit(
      [
        ...HEADER,
        'Labor - repair disposal   2   100.00   200.00',
        'Disposal unit   $100.00',
        'Subtotal   $300.00',
        'Sales Tax 8%   $24.00',
        'Total   $324.00',
      ],
      { state: 'CA' },
    );
    expect(report.findings).toEqual([expect.objectContaining({ code: 'BILLING.SALES_TAX_ON_LABOUR', impact: 16 })]);
  });

  it('when the same invoice is in a state that taxes labour, it is not flagged', () => {
    const lines = [
      ...HEADER,
      'Labor - repair disposal   2   100.00   200.00',
      'Disposal unit   $100.00',
      'Subtotal   $300.00',
      'Sales Tax 8%   $24.00',
      'Total   $324.00',
    ];
    expect(codes(audit(lines, { state: 'NM' }))).toEqual([]);
  });

  it('when a "miscellaneous" line has no explanation, the whole amount is at stake', () => {
    expect(audit([...HEADER, 'Misc. supplies   $45.00']).findings).toEqual([
      expect.objectContaining({ code: 'BILLING.UNEXPLAINED_MISCELLANEOUS', impact: 45 }),
    ]);
  });

  it('when a miscellaneous line lists what it covers, it is not flagged', () => {
    expect(codes(audit([...HEADER, 'Misc. fittings: 4 elbows, 2 couplings, thread tape   $45.00']))).toEqual([]);
  });
});
