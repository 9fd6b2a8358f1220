/**
 * Sales tax charged on some lines only (a Tax column of T and N, or 'taxable 700.00' beside the tax): the tax on
 * labour is the rate of the labour among the lines the tax was charged on, not whatever the tax exceeds on all the
 * other lines.
 */
import { describe, expect, it } from 'vitest';
import { audit, HEADER } from '../testing/audit-text.ts';
import { leastLabourTaxed } from './tax-bases.ts';

describe('tax on labour when only some lines are taxed', () => {
  it('values the tax on labour at the rate of the labour that was taxed', () => {
    const report = audit(
      [
        ...HEADER,
        'Qty   Description                     Tax    Rate     Amount',
        '1     Trip charge                      N    90.00      90.00',
        '2     Labor - replace valve (hrs)      T   100.00     200.00',
        '1     Shutoff valve kit                T   500.00     500.00',
        'Subtotal                                              790.00',
        'Sales tax 10% (taxable 700.00)                         70.00',
        'Total                                                 860.00',
      ],
      { state: 'CA' },
    );
    expect(report.findings).toContainEqual(
      expect.objectContaining({ code: 'BILLING.SALES_TAX_ON_LABOUR', impact: 20 }),
    );
  });

  it('takes the set of lines with the least labour when several explain the tax', () => {
    const lines = [
      { amount: 100, labour: true },
      { amount: 100, labour: false },
      { amount: 50, labour: false },
    ];
    expect(leastLabourTaxed(lines, 15, 0.1)).toBe(0);
    expect(leastLabourTaxed(lines, 25, 0.1)).toBe(100);
    expect(leastLabourTaxed(lines, 7, 0.1)).toBeNull();
  });
});
