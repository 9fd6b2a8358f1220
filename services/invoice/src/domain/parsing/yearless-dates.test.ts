import { describe, expect, it } from 'vitest';
import { parseInvoice } from '../parse-invoice.ts';
import { withInvoiceYear } from './yearless-dates.ts';

describe('item dates written without a year', () => {
  it('takes the invoice year', () => {
    expect(withInvoiceYear('--10-02', '2025-10-15')).toBe('2025-10-02');
  });

  it('takes the year before when the day would fall after the invoice date', () => {
    expect(withInvoiceYear('--12-28', '2026-01-06')).toBe('2025-12-28');
  });

  it('is dropped without an invoice date, and a full date is left alone', () => {
    expect(withInvoiceYear('--10-02', null)).toBeNull();
    expect(withInvoiceYear('2025-03-04', null)).toBe('2025-03-04');
  });

  it('reads a month and day opening a free-text row, and a Date column holding one', () => {
    const text = [
      'Invoice No: Q-1   Invoice date: 10/15/2025',
      '10/02  Service call - no heat   89.00',
      '',
      'Date    Unit   Description                 Amount',
      '10/09   7F     Service call - no heat      89.00',
    ].join('\n');
    const items = parseInvoice(text).lineItems;
    expect(items.map((i) => [i.date, i.quantity, i.description])).toEqual([
      ['2025-10-02', null, 'Service call - no heat'],
      // The Unit column names the apartment, which joins the description.
      ['2025-10-09', null, 'Service call - no heat (unit 7F)'],
    ]);
  });

  it('a repeated service call on two dates of one invoice is not a duplicate', () => {
    const text = [
      'Prairie Mechanical   Invoice No: Q-2   Invoice date: 10/15/2025',
      'Date    Unit   Description                 Amount',
      '10/02   3R     Service call - no heat      89.00',
      '10/09   7F     Service call - no heat      89.00',
      '10/09   7F     Service call - no heat      89.00',
    ].join('\n');
    const dated = parseInvoice(text).lineItems.map((i) => i.date);
    expect(dated).toEqual(['2025-10-02', '2025-10-09', '2025-10-09']);
  });
});
