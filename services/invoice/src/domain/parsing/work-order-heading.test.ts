/**
 * Hand-written batch invoices: charges under work-order headings take the heading's date, so the same labour line
 * under two work orders is not a duplicate, and the same line twice under one work order still is.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { workOrderDate } from './work-order-heading.ts';

const codesOf = (lines: string[]) =>
  auditInvoice(['Northgate Maintenance Co.', 'Batch invoice B-0412        Date: 04/30/2025', '', ...lines].join('\n'), {
    now: new Date('2026-01-15T00:00:00Z'),
    documentClass: 'vendor_invoice',
  })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('work-order headings', () => {
  it('reads the date of a work-order, job or ticket heading, and nothing from other lines', () => {
    expect(workOrderDate('WO 5521   04/02   Unit 7   Unclog tub drain')).toBe('--04-02');
    expect(workOrderDate('Job #30418 - 04/09/2025 - 14 Elm St')).toBe('2025-04-09');
    expect(workOrderDate('Ticket 88102  (no date)')).toBeNull();
    expect(workOrderDate('Labor 1.0 hr @ 75.00   75.00')).toBeUndefined();
    expect(workOrderDate('Work order total 150.00')).toBeUndefined();
  });

  it('does not report the same labour line under two dated work orders as a duplicate', () => {
    expect(
      codesOf([
        'WO 5521   04/02   Unit 7   Unclog tub drain',
        '          Labor 1.0 hr @ 75.00                  75.00',
        '',
        'WO 5540   04/16   Unit 12  Replace smoke detector',
        '          Labor 1.0 hr @ 75.00                  75.00',
        '          Smoke detector                        24.00',
        '',
        'BATCH TOTAL                                    174.00',
      ]),
    ).toEqual([]);
  });

  it('still reports the same line twice under one work order', () => {
    expect(
      codesOf([
        'WO 5521   04/02   Unit 7   Unclog tub drain',
        '          Labor 1.0 hr @ 75.00                  75.00',
        '          Labor 1.0 hr @ 75.00                  75.00',
        '',
        'BATCH TOTAL                                    150.00',
      ]),
    ).toEqual([['DUPLICATE.LINE_ITEM', 75]]);
  });
});
