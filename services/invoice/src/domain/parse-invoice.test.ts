import { describe, expect, it } from 'vitest';
import { parseInvoice } from './parse-invoice.ts';
import { auditInvoice } from './audit-invoice.ts';

const items = (text: string) =>
  parseInvoice(text).lineItems.map(({ description, quantity, unitPrice, amount, date }) => ({
    description,
    quantity,
    unitPrice,
    amount,
    date,
  }));

describe('parseInvoice', () => {
  it('reads the labelled header fields, including side-by-side layouts', () => {
    const parsed = parseInvoice(
      [
        'Acme Plumbing LLC',
        '12 Main St, Austin, TX 78701',
        'Invoice #: A-1042              Invoice Date: 03/05/2025',
        'Due Date: April 4, 2025        Terms: Net 30',
        'Bill To: Oak Rentals LLC, 5 Oak St, Dallas, TX 75201',
        'Property: 9 Elm St, Unit 2, Dallas, TX 75204',
        'Service Date: 2025-03-01',
        'Replace flapper   $25.00',
      ].join('\n'),
    );
    expect(parsed).toMatchObject({
      vendor: 'Acme Plumbing LLC',
      invoiceNumber: 'A-1042',
      invoiceDate: '2025-03-05',
      dueDate: '2025-04-04',
      serviceDates: ['2025-03-01'],
      billTo: 'Oak Rentals LLC, 5 Oak St, Dallas, TX 75201',
      property: '9 Elm St, Unit 2, Dallas, TX 75204',
      state: 'TX',
    });
  });

  it('reads an aligned table by its header columns, with thousands separators and wrapped descriptions', () => {
    const text = [
      'Description                          Qty      Rate        Amount',
      'Architectural shingles, installed   28 sq    165.00      4,620.00',
      '    color Charcoal',
      'Ridge vent                          46 lf      8.75        402.50',
      '',
      'Subtotal                                                5,022.50',
    ].join('\n');
    expect(items(text)).toEqual([
      {
        description: 'Architectural shingles, installed color Charcoal',
        quantity: 28,
        unitPrice: 165,
        amount: 4620,
        date: null,
      },
      { description: 'Ridge vent', quantity: 46, unitPrice: 8.75, amount: 402.5, date: null },
    ]);
    expect(parseInvoice(text).subtotal?.amount).toBe(5022.5);
  });

  it('reads a pipe table and skips its rule line', () => {
    const text = [
      '| Date | Description | Qty | Rate | Amount |',
      '|---|---|---|---|---|',
      '| 2025-03-04 | Mow and edge | 1 | $65.00 | $65.00 |',
    ].join('\n');
    expect(items(text)).toEqual([
      { description: 'Mow and edge', quantity: 1, unitPrice: 65, amount: 65, date: '2025-03-04' },
    ]);
  });

  it('reads CSV rows with quoted commas, key-value header rows and summary rows', () => {
    const text = [
      'Vendor,Leaf & Limb LLC',
      'Description,Qty,Rate,Amount',
      '"Prune oaks, front yard",2,"1,100.00","2,200.00"',
      ',,Total,"2,200.00"',
    ].join('\n');
    const parsed = parseInvoice(text);
    expect(parsed.layout).toBe('csv');
    expect(parsed.vendor).toBe('Leaf & Limb LLC');
    expect(items(text)).toEqual([
      { description: 'Prune oaks, front yard', quantity: 2, unitPrice: 1100, amount: 2200, date: null },
    ]);
    expect(parsed.total?.amount).toBe(2200);
  });

  it("reads written arithmetic: 'Qty x Price = Amount' and '2 @ $45.00'", () => {
    const text = [
      'Copper fittings 6 x $4.25 = $25.50',
      'Wax ring 2 @ $12.50    $25.00',
      'Labor 3 hrs @ $95.00/hr   $285.00',
    ].join('\n');
    expect(items(text)).toEqual([
      { description: 'Copper fittings', quantity: 6, unitPrice: 4.25, amount: 25.5, date: null },
      { description: 'Wax ring', quantity: 2, unitPrice: 12.5, amount: 25, date: null },
      { description: 'Labor', quantity: 3, unitPrice: 95, amount: 285, date: null },
    ]);
  });

  it('reads parentheses and minus signs as credits, and fees between subtotal and total as summary items', () => {
    const text = [
      'Gutter cleaning   $240.00',
      'Returning customer credit   ($20.00)',
      'Subtotal   $220.00',
      'Fuel surcharge   $15.00',
      'Discount   -10.00',
      'Total   $225.00',
    ].join('\n');
    const parsed = parseInvoice(text);
    expect(parsed.lineItems.map((i) => i.amount)).toEqual([240, -20]);
    expect(parsed.fees.map((i) => [i.description, i.amount, i.section])).toEqual([
      ['Fuel surcharge', 15, 'summary'],
      ['Discount', -10, 'summary'],
    ]);
  });

  it('reads the tax rate, payments and balance due', () => {
    const parsed = parseInvoice(
      [
        'Parts   $100.00',
        'Subtotal $100.00',
        'Sales Tax (8.25%) $8.25',
        'Total $108.25',
        'Less deposit (50.00)',
        'Balance Due $58.25',
      ].join('\n'),
    );
    expect(parsed.tax).toMatchObject({ amount: 8.25, ratePercent: 8.25 });
    expect(parsed.amountPaid?.amount).toBe(50);
    expect(parsed.balanceDue?.amount).toBe(58.25);
  });

  it('does not read phone numbers, ZIP codes, unit numbers or fractions as charges', () => {
    const text = [
      'Phone (512) 555-0134',
      'Austin, TX 78701',
      'Suite 200',
      'Turnover clean Unit 12   350.00',
      'Replace 3/4" ball valve   $48.00',
    ].join('\n');
    expect(items(text)).toEqual([
      { description: 'Turnover clean Unit 12', quantity: null, unitPrice: null, amount: 350, date: null },
      { description: 'Replace 3/4" ball valve', quantity: null, unitPrice: null, amount: 48, date: null },
    ]);
  });

  it('does not read notes after the total as charges', () => {
    const parsed = parseInvoice(
      ['Service call   $95.00', 'Total   $95.00', '', 'A $25.00 late fee applies after 30 days.'].join('\n'),
    );
    expect(parsed.lineItems).toHaveLength(1);
    expect(parsed.fees).toHaveLength(0);
  });

  it('reads rent collected and monthly rent as the basis for fees, not as charges', () => {
    const parsed = parseInvoice(
      ['Rent collected: $3,900.00', 'Monthly rent: $1,950.00', 'Management fee   $312.00'].join('\n'),
    );
    expect(parsed.context).toMatchObject({ rentCollected: 3900, monthlyRent: 1950 });
    expect(parsed.lineItems.map((i) => i.description)).toEqual(['Management fee']);
  });

  it("reads an invoice number printed in the title, e.g. 'Invoice 2291'", () => {
    expect(parseInvoice('SPARKLE CLEAN CO\nInvoice 2291\nWindow wash   $100.00').invoiceNumber).toBe('2291');
  });

  it('records the source line number of each item', () => {
    const parsed = parseInvoice(['Acme', '', 'Filter   $10.00', 'Belt   $22.00'].join('\n'));
    expect(parsed.lineItems.map((i) => i.lineNumber)).toEqual([3, 4]);
  });
});

describe('numbered lines and inline invoice numbers', () => {
  const text =
    'ACME Plumbing Invoice #1042\nDate: 2025-01-05\n1. Replace water heater  1 x $1,200.00  $1,200.00\n2. Replace water heater  1 x $1,200.00  $1,200.00\n3. Service call fee  1 x $450.00  $450.00\nTotal due: $2,850.00';

  it('item numbers are not part of the description, so repeated numbered lines are duplicates', () => {
    const parsed = parseInvoice(text);
    expect(parsed.lineItems.map((i) => i.description)).toEqual([
      'Replace water heater',
      'Replace water heater',
      'Service call fee',
    ]);
    const report = auditInvoice(text, { now: new Date('2025-02-01T00:00:00Z') });
    expect(report.findings.map((f) => f.code)).toContain('DUPLICATE.LINE_ITEM');
  });

  it('a letterhead with the invoice number on the same line gives both vendor and number', () => {
    const parsed = parseInvoice(text);
    expect(parsed.vendor).toBe('ACME Plumbing');
    expect(parsed.invoiceNumber).toBe('1042');
  });
});
