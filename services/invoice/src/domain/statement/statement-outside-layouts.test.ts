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

describe('a portfolio summary table above each property’s detail', () => {
  const statement = (closing: string) => [
    'Portfolio Summary',
    'Property                 Beginning     Cash In    Cash Out     Ending',
    '9 Wren Ct                   100.00    1,400.00    1,400.00     100.00',
    '41 Heron Rd                 100.00      900.00      900.00     100.00',
    '',
    '9 Wren Ct',
    'Date        Description                                  Cash In   Cash Out    Balance',
    '            Beginning balance                                                  100.00',
    '06/01/2026  Rent - June - Unit 1 (paid late, by money order) 1,400.00          1,500.00',
    '06/03/2026  Management fee 10%                                      140.00     1,360.00',
    '06/30/2026  Owner distribution                                    1,260.00      100.00',
    `            Ending balance                                                     ${closing}`,
    '',
    '41 Heron Rd',
    'Date        Description                                  Cash In   Cash Out    Balance',
    '            Beginning balance                                                  100.00',
    '06/02/2026  Rent - June                                      900.00             1,000.00',
    '06/04/2026  Management fee 10%                                       90.00       910.00',
    '06/30/2026  Owner distribution                                      810.00       100.00',
    '            Ending balance                                                     100.00',
  ];

  it('reads the summary rows as totals and a rent amount run into its description under Cash In', () => {
    expect(issues(statement('100.00'))).toEqual([]);
  });

  it('still reconciles each property block on its own', () => {
    expect(issues(statement('150.00'))).toEqual([['ARITHMETIC.STATEMENT_RECONCILIATION', 50]]);
  });
});

describe('a rent roll whose collections the income lines list again', () => {
  const statement = (secondRent: string) => [
    'Owner Statement - 7 Lark St duplex',
    'Unit   Status      Market Rent    Collected',
    'A      Occupied       1,000.00     1,000.00',
    'B      Occupied         950.00       950.00',
    '',
    'Account              Description                    Amount',
    'Rent Income          Unit A - July rent           1,000.00',
    `Rent Income          Unit B - July rent             ${secondRent}`,
    '                     Total Income                 1,950.00',
    'Management Fees      Management fee 10%             195.00',
    '                     Total Expenses                 195.00',
  ];

  it('counts the rent once, so the income total matches its lines', () => {
    expect(issues(statement('950.00'))).toEqual([]);
  });

  it('counts both when the lines do not restate the roll', () => {
    expect(issues(statement('900.00')).map(([code]) => code)).toContain('ARITHMETIC.STATEMENT_SUBTOTAL');
  });
});

describe('a printed net without opening and closing balances', () => {
  const statement = (net: string) => [
    'Owner Statement',
    'INCOME',
    '  Rent - Unit 1                   1,100.00',
    '  Rent - Unit 2                   1,050.00',
    '  TOTAL INCOME                    2,150.00',
    'EXPENSES',
    '  Management fee 8%                 172.00',
    '  Lawn care                          90.00',
    '  TOTAL EXPENSES                    262.00',
    `  NET TO OWNER                    ${net}`,
    '  Owner draw                      1,888.00',
  ];

  it('accepts a net equal to income less expenses', () => {
    expect(issues(statement('1,888.00'))).toEqual([]);
  });

  it('reports a net that does not follow the totals, by the difference', () => {
    expect(issues(statement('1,988.00'))).toEqual([['ARITHMETIC.STATEMENT_RECONCILIATION', 100]]);
  });
});

describe('a "Totals" label printed just left of the first figure column', () => {
  const statement = (net: string) => [
    'Owner Statement - 5 Finch Ln',
    'Date      Description                                      Receipts   Disbursements',
    '08/01/26  Rent - August                                    1,600.00',
    '08/04/26  Management fee 9%                                                144.00',
    '08/12/26  Gutter cleaning                                                  110.00',
    '                                                  Totals   1,600.00        254.00',
    '',
    `Net to owner                                                             ${net}`,
  ];

  it('is a totals row, not an expense, so the net follows the lines', () => {
    expect(issues(statement('1,346.00'))).toEqual([]);
    expect(issues(statement('1,446.00'))).toEqual([['ARITHMETIC.STATEMENT_RECONCILIATION', 100]]);
  });
});

describe('a rent roll with a note after the fee, and a cash summary that is the only list of charges', () => {
  it("reads '90.00   (minimum fee)' as the vacant unit's fee", () => {
    const lines = [
      'Owner Statement',
      'Beginning balance                                    100.00',
      'Unit  Tenant          Rent collected    Mgmt fee',
      '1     R. Silva              1,000.00       80.00',
      '2     VACANT                    0.00       90.00   (minimum fee)',
      '      Totals                1,000.00      170.00',
      'Owner distribution                                   830.00',
      'Ending balance                                       100.00',
    ];
    expect(issues(lines)).toEqual([['FEES.FEE_ON_VACANT_UNIT', 90]]);
  });

  it('counts a fee and a repair printed only in the cash summary, so the statement reconciles', () => {
    const lines = [
      'Owner packet',
      'RENT ROLL',
      'Unit   Resident        Scheduled     Collected',
      '1      K. Ito           900.00        900.00',
      '2      M. Osei          850.00        850.00',
      '       Totals          1,750.00      1,750.00',
      'CASH SUMMARY',
      'Beginning cash                                 300.00',
      '  Rents received                             1,750.00',
      '  Management fee 10%                          -175.00',
      '  Smoke detector batteries, Unit 2             -40.00',
      '  Owner draw                                -1,535.00',
      'Ending cash                                    300.00',
    ];
    expect(issues(lines)).toEqual([]);
  });
});

describe('Canadian and British statement wordings', () => {
  const statement = (remitted: string) => [
    'STATEMENT OF ACCOUNT - OWNER',
    'Date         Particulars                                Receipts    Disbursements',
    '01/11/2025   Rent - Upper unit                          1,800.00',
    '30/11/2025   Management fee 8% of receipts                              144.00',
    '30/11/2025   HST 13% on management fee                                   18.72',
    'Opening balance                                             0.00',
    `Remitted to owner by EFT 02/12/2025                     ${remitted}`,
    'Closing balance                                             0.00',
  ];

  it("reads 'Remitted to owner' as the draw and the HST on the fee as a tax, not more fee", () => {
    expect(issues(statement('1,637.28'))).toEqual([]);
    expect(issues(statement('1,537.28'))).toEqual([['ARITHMETIC.STATEMENT_RECONCILIATION', 100]]);
  });
});
