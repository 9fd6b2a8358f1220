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

/** Debit and credit columns marked (Dr) and (Cr), with the renewal fee charged. */
const drCrStatement = (renewalFee: string) => [
  'Terms: management fee 8% of rents collected; renewal fee $100 per renewal.',
  'Date       Description                               Charges (Dr)   Receipts (Cr)     Balance',
  '03/01/26   Opening balance                                                            500.00',
  '03/02/26   Apt 4 rent - March                                          1,200.00     1,700.00',
  '03/05/26   Management fee 8%                                 96.00                  1,604.00',
  `03/09/26   Renewal fee - Apt 4 (renewed to 2/28/27)         ${renewalFee}                  1,504.00`,
  '03/31/26   Owner draw                                     1,004.00                    500.00',
  '03/31/26   Closing balance                                                            500.00',
];

/** A portfolio summary table above each property's detail, with the first property's closing balance. */
const portfolioStatement = (closing: string) => [
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

/** A rent roll whose collections the income lines list again, with the second unit's rent line. */
const rentRollStatement = (secondRent: string) => [
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

/** A printed net without opening and closing balances. */
const netOnlyStatement = (net: string) => [
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

/** A 'Totals' label printed just left of the first figure column. */
const totalsLabelStatement = (net: string) => [
  'Owner Statement - 5 Finch Ln',
  'Date      Description                                      Receipts   Disbursements',
  '08/01/26  Rent - August                                    1,600.00',
  '08/04/26  Management fee 9%                                                144.00',
  '08/12/26  Gutter cleaning                                                  110.00',
  '                                                  Totals   1,600.00        254.00',
  '',
  `Net to owner                                                             ${net}`,
];

/** A Canadian statement's wording, with what was remitted to the owner. */
const canadianStatement = (remitted: string) => [
  'STATEMENT OF ACCOUNT - OWNER',
  'Date         Particulars                                Receipts    Disbursements',
  '01/11/2025   Rent - Upper unit                          1,800.00',
  '30/11/2025   Management fee 8% of receipts                              144.00',
  '30/11/2025   HST 13% on management fee                                   18.72',
  'Opening balance                                             0.00',
  `Remitted to owner by EFT 02/12/2025                     ${remitted}`,
  'Closing balance                                             0.00',
];

interface StatementCase {
  /** The behaviour the row shows, used as the test name. */
  name: string;
  lines: readonly string[];
  /** Every warning and error finding, as [code, impact]. */
  findings: [string, number][];
}

const CASES_BY_TOPIC: Record<string, StatementCase[]> = {
  'debit and credit columns marked (Dr) and (Cr)': [
    { name: 'reads the columns, so the statement reconciles', lines: drCrStatement('100.00'), findings: [] },
  ],
  'a portfolio summary table above each property’s detail': [
    {
      name: 'reads the summary rows as totals and a rent amount run into its description under Cash In',
      lines: portfolioStatement('100.00'),
      findings: [],
    },
    {
      name: 'still reconciles each property block on its own',
      lines: portfolioStatement('150.00'),
      findings: [['ARITHMETIC.STATEMENT_RECONCILIATION', 50]],
    },
  ],
  'a rent roll whose collections the income lines list again': [
    {
      name: 'counts the rent once, so the income total matches its lines',
      lines: rentRollStatement('950.00'),
      findings: [],
    },
  ],
  'a printed net without opening and closing balances': [
    { name: 'accepts a net equal to income less expenses', lines: netOnlyStatement('1,888.00'), findings: [] },
    {
      name: 'reports a net that does not follow the totals, by the difference',
      lines: netOnlyStatement('1,988.00'),
      findings: [['ARITHMETIC.STATEMENT_RECONCILIATION', 100]],
    },
  ],
  'a "Totals" label printed just left of the first figure column': [
    {
      name: 'is a totals row, not an expense, so the net follows the lines',
      lines: totalsLabelStatement('1,346.00'),
      findings: [],
    },
    {
      name: 'is a totals row, so a net that does not follow the lines is reported by the difference',
      lines: totalsLabelStatement('1,446.00'),
      findings: [['ARITHMETIC.STATEMENT_RECONCILIATION', 100]],
    },
  ],
  'a rent roll with a note after the fee, and a cash summary that is the only list of charges': [
    {
      name: "reads '90.00   (minimum fee)' as the vacant unit's fee",
      lines: [
        'Owner Statement',
        'Beginning balance                                    100.00',
        'Unit  Tenant          Rent collected    Mgmt fee',
        '1     R. Silva              1,000.00       80.00',
        '2     VACANT                    0.00       90.00   (minimum fee)',
        '      Totals                1,000.00      170.00',
        'Owner distribution                                   830.00',
        'Ending balance                                       100.00',
      ],
      findings: [['FEES.FEE_ON_VACANT_UNIT', 90]],
    },
    {
      name: 'counts a fee and a repair printed only in the cash summary, so the statement reconciles',
      lines: [
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
      ],
      findings: [],
    },
  ],
  'Canadian and British statement wordings': [
    {
      name: "reads 'Remitted to owner' as the draw and the HST on the fee as a tax, not more fee",
      lines: canadianStatement('1,637.28'),
      findings: [],
    },
    {
      name: "reads 'Remitted to owner' as the draw, so a remittance that does not follow is reported by the difference",
      lines: canadianStatement('1,537.28'),
      findings: [['ARITHMETIC.STATEMENT_RECONCILIATION', 100]],
    },
  ],
};

describe.each(Object.entries(CASES_BY_TOPIC))('%s', (_topic, cases) => {
  // '%s' prints the name whole; '$name' would quote it and cut it short.
  it.each(cases.map((row) => [row.name, row] as const))('%s', (_name, { lines, findings }) => {
    expect(issues(lines)).toEqual(findings);
  });
});

describe('debit and credit columns marked (Dr) and (Cr)', () => {
  it('checks the renewal fee against the terms', () => {
    expect(issues(drCrStatement('160.00'))).toContainEqual(['FEES.RENEWAL_FEE_ABOVE_AGREEMENT', 60]);
  });
});

describe('a rent roll whose collections the income lines list again', () => {
  it('counts both when the lines do not restate the roll', () => {
    expect(issues(rentRollStatement('900.00')).map(([code]) => code)).toContain('ARITHMETIC.STATEMENT_SUBTOTAL');
  });
});
