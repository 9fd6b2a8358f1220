/**
 * Owner statements in layouts written by hand the way outside managers print them: bookkeeping
 * column names, property summaries above the detail, rent rolls restated by the income lines, and a
 * printed net that must follow the totals above it.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';

const issues = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('debit and credit columns marked (Dr) and (Cr)', () => {
  const statement = (renewalFee: string) => [
    'Terms: management fee 8% of rents collected; renewal fee $100 per renewal.',
    'Date       Description                               Charges (Dr)   Receipts (Cr)     Balance',
    '03/01/26   Opening balance                                                            500.00',
    '03/02/26   Apt 4 rent - March                                          1,200.00     1,700.00',
    '03/05/26   Management fee 8%                                 96.00                  1,604.00',
    `03/09/26   Renewal fee - Apt 4 (renewed to 2/28/27)         ${renewalFee}                  1,504.00`,
    '03/31/26   Owner draw                                     1,004.00                    500.00',
    '03/31/26   Closing balance                                                            500.00',
  ];

  it('reads the columns, so the statement reconciles and the renewal fee is checked against the terms', () => {
    expect(issues(statement('100.00'))).toEqual([]);
    expect(issues(statement('160.00'))).toContainEqual(['FEES.RENEWAL_FEE_ABOVE_AGREEMENT', 60]);
  });
});
