/**
 * Hand-written owner statements: a street address between rule lines opens a property's block, a
 * positive reversal line in one signed column gives a charge back, and a deposit moved to trust
 * leaves the owner's cash without being a charge.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { readOwnerStatement } from './read-statement.ts';
import { kindOf } from './statement-categories.ts';

const codesOf = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => f.code);

describe('owner statement layouts', () => {
  it('opens a property block at an address set between rule lines, and not at a rule line alone', () => {
    const statement = readOwnerStatement([
      '--- 9 Quarry Rd, Barre, VT ---',
      'Expenses',
      '  Snow plowing - Green Mtn Plow       120.00',
      '----------------------------------------',
      '=== Property 2: 31 Elm St, Barre, VT ===',
      'Expenses',
      '  Snow plowing - Green Mtn Plow       120.00',
    ]);
    expect(statement.entries.map((e) => e.property)).toEqual(['9 Quarry Rd, Barre, VT', '31 Elm St, Barre, VT']);
    expect(readOwnerStatement(['------------', 'Expenses', '  Plowing   120.00']).entries[0]?.property).toBeUndefined();
  });

  it('reads a positive reversal line in a signed Amount column as giving back a charge', () => {
    const lines = [
      'Owner Report    Report date: 12/02/2025',
      'Date        Description                         Amount      Balance',
      '11/01/2025  Opening balance                                  500.00',
      '11/01/2025  Rent received                     1,000.00     1,500.00',
      '11/05/2025  Management fee 10%                 (100.00)    1,400.00',
      '11/05/2025  Management fee 10%                 (100.00)    1,300.00',
      '11/09/2025  Management fee reversed (twice)     100.00     1,400.00',
      '11/28/2025  Owner distribution                 (900.00)      500.00',
      '11/30/2025  Closing balance                                  500.00',
    ];
    expect(readOwnerStatement(lines).entries.find((e) => /reversed/.test(e.label))?.amount).toBe(-100);
    expect(codesOf(lines)).toEqual([]);
  });

  it('takes a deposit placed in trust out of the owner cash, and keeps a received deposit as money in', () => {
    expect(kindOf('Less pet deposit placed in trust account', 'summary')).toBe('trustTransfer');
    expect(kindOf('Security deposit received - held in trust', 'income')).toBe('deposit');
    expect(kindOf('Deposit transferred to trust account', 'expense')).toBe('expense');
    const lines = [
      'Owner Statement    Dated 10/06/2025',
      'Income',
      '  Rent - September                      1,000.00',
      '  Pet deposit collected                   300.00',
      'Expenses',
      '  Management fee (10% of rent)            100.00',
      'Summary',
      '  Opening balance                         200.00',
      '  Total income                          1,300.00',
      '  Total expenses                          100.00',
      '  Less pet deposit placed in trust account  300.00',
      '  Owner distribution                      900.00',
      '  Closing balance                         200.00',
    ];
    expect(codesOf(lines)).toEqual([]);
    // Only $200 of the $300 moved to trust: the owner is $100 short and the statement says so.
    const short = lines.map((l) => (l.includes('placed in trust') ? l.replace('300.00', '200.00') : l));
    expect(codesOf(short)).toContain('ARITHMETIC.STATEMENT_RECONCILIATION');
  });
});
