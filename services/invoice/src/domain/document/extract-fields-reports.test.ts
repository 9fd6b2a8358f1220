/**
 * Header fields of property-management reports and service tickets, written by hand: a ledger's or
 * statement's print or run date is its date when no other is labelled, and a ticket that is also the
 * bill ('Service Ticket / Invoice: NS-55870') carries the invoice number.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('report dates and ticket numbers', () => {
  it("takes 'Printed' or 'Run date' over the first row's date", () => {
    const ledger = (dateLine: string) =>
      extractFields([
        'Resident Ledger',
        dateLine,
        'Date        Description      Charge     Payment    Balance',
        '03/01/2025  Rent             1,500.00              1,500.00',
      ]).issueDate.value;
    expect(ledger('Printed 05/20/2025 10:41 AM')).toBe('2025-05-20');
    expect(ledger('Run date: 09/10/2025')).toBe('2025-09-10');
    expect(ledger('Printed on recycled paper')).toBe('2025-03-01');
  });

  it("takes 'Generated', 'Created on' and a statement of account's 'As of' date over the first row's date", () => {
    const ledger = (dateLine: string) =>
      extractFields([
        'Tenant Statement of Account',
        dateLine,
        'Date        Description      Charges    Payments   Balance',
        '02/01/2025  Rent             1,100.00              1,100.00',
      ]).issueDate.value;
    expect(ledger('Report range 1/1/2025 - 3/31/2025       Generated 4/2/2025')).toBe('2025-04-02');
    expect(ledger('Created on: Apr 3, 2025')).toBe('2025-04-03');
    expect(ledger('As of:    04/04/2025')).toBe('2025-04-04');
  });

  it("reads a contractor's payment application: its application date and its numbered 'current payment due'", () => {
    const f = extractFields([
      'APPLICATION AND CERTIFICATE FOR PAYMENT',
      'Invoice No.: PA-220-03          Application No.: 3',
      'Application Date: 10/03/2026     Period To: 09/30/2026',
      'Contract For: Siding, Building A (contract dated 06/02/2026)',
      '4. Total completed and stored to date                    20,000.00',
      '5. Retainage (10% of completed work)                      2,000.00',
      '8. CURRENT PAYMENT DUE                                    6,300.00',
    ]);
    expect(f.issueDate.value).toBe('2026-10-03');
    expect(f.total.amount).toBe(6300);
  });

  it('keeps a labelled statement date over a print date', () => {
    const f = extractFields(['Statement date: 07/05/2025', 'Printed: 07/09/2025']);
    expect(f.issueDate.value).toBe('2025-07-05');
  });

  it("reads the number of a 'Service Ticket / Invoice'", () => {
    expect(extractFields(['Service Ticket / Invoice: NS-55870        Date: 01/08/2026']).invoiceNumber.value).toBe(
      'NS-55870',
    );
    expect(extractFields(['Work Order/Invoice # 3310']).invoiceNumber.value).toBe('3310');
  });
});
