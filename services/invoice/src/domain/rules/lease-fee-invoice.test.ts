/**
 * Hand-written manager's fee invoices: a title line naming the document an invoice outweighs a passing mention of
 * rent collected, a rent stated in a sentence ('rent $1,900.00/mo') is the fee's basis, and a leasing or renewal fee
 * is held to the agreement's figure, entered or printed on the invoice, before the market benchmark.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { classifyDocument } from '../document/classify-document.ts';
import { readStatedMonthlyRent } from '../parsing/read-summary-line.ts';
import { audit } from '../testing/audit-text.ts';

const placementBill = (termsLine: string, fee: string) => [
  'Copperline Realty Management',
  'TENANT PLACEMENT INVOICE',
  'Invoice No.: CRM-5108          Invoice Date: 03/02/2026',
  'Owner: D. Okafor',
  termsLine,
  'Placement: new resident A. Ruiz, lease from 03/01/2026, rent $1,900.00/mo',
  '',
  'Item                                        Amount',
  `Leasing fee - new lease                     ${fee}`,
  'Key copies                                   12.00',
  'Total                                   ' + (Number(fee.replace(',', '')) + 12).toFixed(2),
];

const found = (lines: readonly string[], terms = {}) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-04-01T00:00:00Z'), terms }).findings.map((f) => [
    f.code,
    f.impact,
  ]);

describe("a manager's leasing fee invoice", () => {
  it('is a vendor invoice when a title line calls it one, though a sentence mentions rent collected', () => {
    const lines = placementBill('The fee is taken from the first rent collected.', '950.00');
    expect(classifyDocument(lines.join('\n')).documentClass).toBe('vendor_invoice');
  });

  it('reads a monthly rent stated inside a sentence', () => {
    expect(readStatedMonthlyRent('12-month lease, rent $2,050.00/mo, starting 5/1')).toBe(2050);
    expect(readStatedMonthlyRent('Monthly rent of $1,325 for unit 4')).toBe(1325);
    expect(readStatedMonthlyRent('Rent: $980.00 per month')).toBe(980);
    expect(readStatedMonthlyRent('Rent collected $980.00')).toBeNull();
  });

  it('holds the leasing fee to the percentage of rent the invoice itself quotes from the agreement', () => {
    const terms = "Under your management agreement the leasing fee is 60% of one month's rent.";
    // 60% of 1,900.00 is 1,140.00.
    expect(found(placementBill(terms, '1,520.00'))).toEqual([['FEES.LEASING_FEE_ABOVE_AGREEMENT', 380]]);
    expect(found(placementBill(terms, '1,140.00'))).toEqual([]);
  });

  it('holds it to entered terms, and to the one-month benchmark without any', () => {
    const lines = placementBill('Thank you for your business.', '1,520.00');
    expect(found(lines, { leasingFeeFlat: 1000 })).toEqual([['FEES.LEASING_FEE_ABOVE_AGREEMENT', 520]]);
    expect(found(lines)).toEqual([]);
    expect(found(placementBill('Thank you.', '2,100.00'))).toEqual([['FEES.LEASING_FEE_ABOVE_ONE_MONTH', 200]]);
  });

  it('holds a renewal fee to the agreed renewal fee', () => {
    const lines = [
      'Copperline Realty Management',
      'Invoice #: CRM-5190      Date: 05/01/2025',
      'Description                         Amount',
      'Lease renewal fee - unit 2          300.00',
      'Total                               300.00',
    ];
    expect(audit(lines, { terms: { renewalFee: 200 } }).findings.map((f) => [f.code, f.impact])).toEqual([
      ['FEES.RENEWAL_FEE_ABOVE_AGREEMENT', 100],
    ]);
  });
});
