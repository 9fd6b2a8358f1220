/**
 * Hand-written rent rolls: a 'Paid This Period' or 'Amount Paid' column is the rent collected, so the
 * roll is read as one and the cash lines under it are read again line by line.
 */
import { describe, expect, it } from 'vitest';
import { readOwnerStatement } from './read-statement.ts';

const roll = (paidHeader: string) => [
  `Unit    Monthly Rent    ${paidHeader}    Owed`,
  '1       1,000.00        1,000.00            0.00',
  '2       1,000.00          400.00          600.00',
  'Totals  2,000.00        1,400.00          600.00',
  'Opening balance                          300.00',
  'Management fee                           (140.00)',
  'Closing balance                          300.00',
];

describe('rent roll columns', () => {
  it.each(['Paid This Period', 'Amount Paid', 'Received this month'])('reads "%s" as rent collected', (header) => {
    const statement = readOwnerStatement(roll(header));
    expect([...statement.units.values()].map((u) => [u.unit, u.scheduled, u.collected])).toEqual([
      ['1', 1000, 1000],
      ['2', 1000, 400],
    ]);
    expect(statement.entries.map((e) => e.kind)).toEqual(['rent', 'rent', 'opening', 'managementFee', 'closing']);
  });

  it('does not take an unnamed figure column for rent collected', () => {
    expect(readOwnerStatement(roll('Adjustments')).units.size).toBe(0);
  });
});
