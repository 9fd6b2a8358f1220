/**
 * Hand-written manager's bills and a rent roll: a charge listed by property with its description wrapped onto the
 * next line, the rent printed inside that description, the service's own name as the fee, and a note printed after
 * a rent roll's figure.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { classifyCharge } from '../classify-charge.ts';
import { parseInvoice } from '../parse-invoice.ts';
import { readSummaryLine } from '../parsing/read-summary-line.ts';

const findingsOf = (text: string, documentClass: 'vendor_invoice' | 'owner_statement') =>
  auditInvoice(text, { now: new Date('2026-01-15T00:00:00Z'), documentClass })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

const bill = [
  'Alder Creek Realty Management',
  'INVOICE  AC-3310                        Invoice date: 04/02/2025',
  'Bill to: D. Whitcombe (owner)',
  '',
  'Property                   Service                                         Amount',
  '41 Birch Hollow Rd         Tenant placement - new lease 04/01/2025,',
  '                           monthly rent 1,600.00 (two months)              3,200.00',
  '9 Fox Run, Unit 2          Lease renewal - 12 months                         200.00',
  '                                                          Amount due      3,400.00',
].join('\n');

describe("a manager's bill listed by property", () => {
  it('reads the property column as a table and the wrapped description as one charge', () => {
    const items = parseInvoice(bill).lineItems;
    expect(items.map((i) => [i.lineNumber, i.amount])).toEqual([
      [7, 3200],
      [8, 200],
    ]);
    expect(items[0]?.description).toMatch(/Tenant placement - new lease 04\/01\/2025, monthly rent 1,600\.00/);
  });

  it('does not take a line that prints the rent inside its label as the monthly rent', () => {
    expect(readSummaryLine('monthly rent 1,600.00 (two months)', '3,200.00')).toBeNull();
    expect(readSummaryLine('Monthly rent', '1,600.00')).toEqual({
      kind: 'monthlyRent',
      amount: 1600,
      ratePercent: null,
    });
  });

  it('names the fee by the service: a tenant placement is a leasing fee, a lease renewal a renewal fee', () => {
    expect(classifyCharge('Tenant placement - new lease')).toBe('leasingFee');
    expect(classifyCharge('Lease renewal - 12 months')).toBe('renewalFee');
    expect(classifyCharge('Water heater - lease renewal walkthrough repair')).not.toBe('renewalFee');
  });

  it("finds a placement fee of two months' rent, and no balance error", () => {
    expect(findingsOf(bill, 'vendor_invoice')).toEqual([['FEES.LEASING_FEE_ABOVE_ONE_MONTH', 1600]]);
  });
});

describe('a note printed after a rent roll figure', () => {
  it("reads the fee beside '(minimum fee)' and charges it on the vacant unit", () => {
    const statement = [
      'Owner Statement - March 2025',
      'Beginning balance                                    100.00',
      '',
      'Unit  Tenant          Rent collected    Mgmt fee',
      '1     R. Obi               1,000.00        80.00',
      '2     VACANT                   0.00        75.00   (minimum fee)',
      '      Totals               1,000.00       155.00',
      '',
      'Owner distribution                                   845.00',
      'Ending balance                                       100.00',
    ].join('\n');
    expect(findingsOf(statement, 'owner_statement')).toEqual([['FEES.FEE_ON_VACANT_UNIT', 75]]);
  });
});
