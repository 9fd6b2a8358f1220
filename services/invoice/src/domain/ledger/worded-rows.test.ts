/**
 * Hand-written tenant ledgers without a column header: each row names its own kind and balance
 * ('charge', 'paid', 'bal $...'), as app exports and pasted account histories print them.
 */
import { describe, expect, it } from 'vitest';
import { checkTenantLedger } from './ledger-checks.ts';
import { readTenantLedger } from './read-ledger.ts';

const rows = (lines: string[]) => readTenantLedger(lines).rows.map((r) => [r.date, r.charge, r.payment, r.balance]);

describe('tenant ledger rows without a column header', () => {
  it.each(
    [
      {
        name: 'reads a minus sign or a payment word as a payment and a "bal" cell as the running balance',
        lines: [
          'Mar 1, 2026    Rent - March          charge     $1,300.00    bal $1,300.00',
          'Mar 3, 2026    ACH transfer          paid      -$1,000.00    bal $300.00',
          'Mar 9, 2026    Payment - money order             $300.00    balance: $0.00',
        ],
        expected: [
          ['2026-03-01', 1300, 0, 1300],
          ['2026-03-03', 0, 1000, 300],
          ['2026-03-09', 0, 300, 0],
        ],
      },
      {
        name: 'takes a second bare amount as the running balance, and skips rows with no amount or three',
        lines: [
          '04/01/2026   April rent                 875.00     875.00',
          '04/02/2026   Note: tenant called about the sink',
          '04/03/2026   Adjustment   25.00   40.00   940.00',
          '04/06/2026   Late charge                 40.00     915.00',
        ],
        expected: [
          ['2026-04-01', 875, 0, 875],
          ['2026-04-06', 40, 0, 915],
        ],
      },
      {
        name: 'a word inside a charge\'s description ("rent not paid") does not make it a payment',
        lines: ['05/07/2026   Late fee - rent not paid by the 5th   $45.00   bal $1,045.00'],
        expected: [['2026-05-07', 45, 0, 1045]],
      },
    ].map((row) => [row.name, row] as const),
  )('%s', (_name, { lines, expected }) => {
    // Each row: [date, charge, payment, balance].
    expect(rows(lines)).toEqual(expected);
  });

  it('finds a Massachusetts late fee charged before rent is 30 days late (G.L. c.186 §15B(1)(c))', () => {
    const ledger = readTenantLedger([
      'Feb 1, 2026    Rent - February       charge     $1,650.00    bal $1,650.00',
      'Feb 12, 2026   Late fee              charge        $40.00    bal $1,690.00',
      'Feb 20, 2026   Payment - check       paid      -$1,690.00    bal $0.00',
    ]);
    const findings = checkTenantLedger(ledger, {}, 'MA');
    expect(findings.map((f) => [f.code, f.impact])).toEqual([['FEES.LATE_FEE_IN_GRACE_PERIOD', 40]]);
  });
});

describe('credits marked after the figure and rent paid in installments', () => {
  it("reads '2100.00-' and '1,700.00 CR' as credits and '1,600.00 DR' as a debit, so the balance follows", () => {
    const csv = readTenantLedger([
      'Trans Date,Amount,Description,Balance',
      '03/01/2026,1400.00,Rent,1400.00',
      '03/03/2026,1400.00-,Payment - ePay,0.00',
    ]);
    expect(checkTenantLedger(csv, {}, 'OH')).toEqual([]);
    const marked = readTenantLedger([
      'Posted      Description               Amount         Balance',
      '03/01/2026  Rent March             1,400.00 DR     1,400.00 DR',
      '03/04/2026  Payment - check        1,400.00 CR         0.00',
    ]);
    expect(marked.rows.map((r) => [r.charge, r.payment, r.balance])).toEqual([
      [1400, 0, 1400],
      [0, 1400, 0],
    ]);
  });

  it("takes a student lease's 'Installment - October' as the rent a late fee follows", () => {
    const ledger = readTenantLedger([
      'Date       Description                     Charge     Credit     Balance',
      '10/01/26   Installment - October           790.00                 790.00',
      '10/02/26   Payment - ACH                              790.00        0.00',
      '10/03/26   Late fee - October               40.00                  40.00',
    ]);
    expect(checkTenantLedger(ledger, {}, null).map((f) => [f.code, f.impact])).toEqual([
      ['FEES.LATE_FEE_IN_GRACE_PERIOD', 40],
    ]);
  });
});
