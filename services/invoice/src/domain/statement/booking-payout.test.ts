/**
 * Hand-written short-stay payouts: a bare 'Commission' line is the manager's fee, a booking table's revenue column is
 * money in, and guests' cleaning fees in their own column are passed through, so a commission taken on them as well
 * as on the bookings is above the agreed rate on the revenue, not a fee on scheduled rent.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { readOwnerStatement } from './read-statement.ts';
import { kindOf } from './statement-categories.ts';

const payout = (commissionLine: string) => [
  'Harbor Light Stays - Owner Payout, March 2026',
  'Under the rental management agreement the commission is 18% of booking revenue.',
  '',
  'BOOKINGS',
  'Arrival     Guest          Booking revenue    Cleaning fee',
  '03/06/26    M. Ortiz              1,000.00          120.00',
  '03/20/26    S. Lind                 500.00          120.00',
  '',
  'DEDUCTIONS',
  'Turnover cleaning (2)                             240.00',
  commissionLine,
  'Owner payout                                     ' + '1,000.00',
];

const findingsOf = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-05-01T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('short-stay owner payouts', () => {
  it("reads a bare commission as the manager's fee, and a leasing commission as a leasing fee", () => {
    expect(kindOf('Commission (18% of bookings)', 'expense')).toBe('managementFee');
    expect(kindOf('Host commission', 'expense')).toBe('managementFee');
    expect(kindOf('Leasing commission - new tenant', 'expense')).toBe('leasingFee');
  });

  it('reads the booking revenue as money in and the cleaning fees as passed through', () => {
    const statement = readOwnerStatement(payout('Commission (18%)                                  270.00'));
    expect(statement.entries.filter((e) => e.line === 6).map((e) => [e.kind, e.amount])).toEqual([
      ['otherIncome', 1000],
      ['passThrough', 120],
    ]);
  });

  it('finds a commission taken on the cleaning fees too above the agreed rate on the revenue', () => {
    // 18% of 1,740.00 (revenue and cleaning fees) is 313.20; 18% of the 1,500.00 revenue is 270.00.
    expect(findingsOf(payout('Commission (18% of $1,740.00)                     313.20'))).toEqual([
      ['FEES.MANAGEMENT_FEE_ABOVE_AGREEMENT', 43.2],
    ]);
    expect(findingsOf(payout('Commission (18% of $1,500.00)                     270.00'))).toEqual([]);
  });
});
