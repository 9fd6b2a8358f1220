/**
 * Guards on what becomes a finding, with hand-written documents: the invoice-number check only for
 * documents that must carry one, and no finding resting on a field read with low confidence.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from './audit-invoice.ts';

const now = new Date('2025-06-01T12:00:00Z');
const codes = (text: string) => auditInvoice(text, { now }).findings.map((f) => f.code);

describe('invoice number only where one is required', () => {
  it('notes a vendor bill without a number', () => {
    expect(
      codes(
        'Ridgeview Plumbing LLC\nDate: 05/02/2025\nDescription  Qty  Rate  Amount\nDrain snake  1  145.00  145.00\nTotal  145.00',
      ),
    ).toContain('BILLING.MISSING_INVOICE_NUMBER');
  });

  it('does not ask an internal maintenance bill or a CSV export for one', () => {
    expect(
      codes(
        'Oakmont Property Management\nInternal maintenance charge to owner\nDate: 05/02/2025\nDescription  Qty  Rate  Amount\nReplace smoke detector  1  45.00  45.00\nTotal  45.00',
      ),
    ).not.toContain('BILLING.MISSING_INVOICE_NUMBER');
    expect(
      codes(
        'Date,Vendor,Description,Amount\n05/02/2025,Ridgeview Plumbing,Drain snake,145.00\n05/09/2025,Ridgeview Plumbing,Faucet,89.00',
      ),
    ).not.toContain('BILLING.MISSING_INVOICE_NUMBER');
  });
});

describe('no finding on an unsure number', () => {
  it('turns a total mismatch into a note when two equally good totals disagree', () => {
    const report = auditInvoice(
      [
        'Ridgeview Plumbing LLC',
        'Invoice # 7781',
        'Date: 05/02/2025',
        'Description  Qty  Rate  Amount',
        'Drain snake  1  145.00  145.00',
        'Total  145.00',
        'Total  154.00',
      ].join('\n'),
      { now },
    );
    expect(report.fields.total.confidence).toBeLessThan(0.6);
    const total = report.findings.find((f) => f.code === 'ARITHMETIC.TOTAL');
    expect(total?.type ?? 'info').toBe('info');
  });
});
