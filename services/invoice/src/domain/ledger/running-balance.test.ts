/**
 * Hand-written tenant ledgers: an amount pushed between the Debit and Credit columns by a long
 * description is placed by the running balance, and only when the balance settles it.
 */
import { describe, expect, it } from 'vitest';
import { placeByRunningBalance, readTenantLedger, type LedgerRow } from './read-ledger.ts';

const row = (charge: number, payment: number, balance: number | null): LedgerRow => ({
  line: 1,
  text: '',
  date: '2025-11-01',
  label: '',
  charge,
  payment,
  balance,
});

describe('placing a ledger amount by the running balance', () => {
  it('moves a credit to the charges when the balance rises by exactly that amount', () => {
    const rows = [row(900, 0, 900), row(0, 900, 0), row(0, 900, 900)];
    placeByRunningBalance(rows);
    expect(rows[2]).toMatchObject({ charge: 900, payment: 0 });
  });

  it('leaves a row alone when neither reading matches the balance, or when the balance is missing', () => {
    const rows = [row(900, 0, 900), row(0, 900, 500), row(0, 100, null)];
    placeByRunningBalance(rows);
    expect(rows.slice(1).map((r) => [r.charge, r.payment])).toEqual([
      [0, 900],
      [0, 100],
    ]);
  });

  it('reads a bounced payment printed between the columns as a charge', () => {
    const ledger = readTenantLedger([
      'Date        Description                                   Debit       Credit      Balance',
      '11/01/2025  Rent - November                            1,000.00                 1,000.00',
      '11/02/2025  Payment                                                 1,000.00        0.00',
      '11/05/2025  Payment reversed by bank - stop payment ordered    1,000.00        1,000.00',
    ]);
    expect(ledger.rows.map((r) => [r.charge, r.payment])).toEqual([
      [1000, 0],
      [0, 1000],
      [1000, 0],
    ]);
  });
});
