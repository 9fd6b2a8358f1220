/**
 * Hand-written owner statements: a reserve or cash figure held at the start and end of the month is the opening and
 * closing balance, a page banner ('== Page 3: Disbursements ==') opens its section, and a cash summary printed
 * above its detail pages reconciles with the lines below it.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { readOwnerStatement } from './read-statement.ts';
import { kindOf, sectionOf } from './statement-categories.ts';

const findingsOf = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('reserve balances and page banners on owner statements', () => {
  it('reads a reserve or cash figure held at the start or end of the month as a balance', () => {
    expect(kindOf('Operating reserve at the beginning of the period', null)).toBe('opening');
    expect(kindOf('Cash on hand at start of month', null)).toBe('opening');
    expect(kindOf('Opening reserve', null)).toBe('opening');
    expect(kindOf('Reserve kept at end of the month', null)).toBe('closing');
    expect(kindOf('Closing cash', null)).toBe('closing');
    expect(kindOf('Reserve replenishment', 'expense')).toBe('expense');
  });

  it('does not add a reserve balance into the disbursements total', () => {
    const lines = [
      'Bluestem Realty - Owner Report, March 2026',
      'Cash reserve at start of month                   500.00',
      'Receipts',
      '  Apt 1 rent                                   1,200.00',
      '  Apt 2 rent                                   1,100.00',
      '  Total receipts                               2,300.00',
      'Disbursements',
      '  Management fee 9%                              207.00',
      '  Gutter cleaning, Apt 2                         140.00',
      '  Total disbursements                            347.00',
      'Owner draw                                     1,953.00',
      'Cash reserve at end of month                     500.00',
    ];
    const statement = readOwnerStatement(lines);
    expect(statement.entries.filter((e) => e.kind === 'opening' || e.kind === 'closing').map((e) => e.line)).toEqual([
      2, 12,
    ]);
    expect(findingsOf(lines)).toEqual([]);
  });

  it('opens a section at a page banner with rules and a page number around its name', () => {
    expect(sectionOf('== Page 3: Disbursements ==')).toBe('expense');
    expect(sectionOf('--- Page 2 of 4 - Rents collected ---')).toBe('income');
    expect(sectionOf('** Account summary **')).toBe('summary');
    expect(sectionOf('-- Page 2: 14 Elm St --')).toBeUndefined();
  });

  it('reconciles a cash summary printed above its detail pages, and checks the fee on the detail rents', () => {
    const lines = [
      'Owner packet  |  February 2026',
      '== Page 1: Account summary ==',
      'Opening cash                                   400.00',
      'Rents collected                              3,000.00',
      'Expenses paid                                 (330.00)',
      'Owner distribution                          (2,670.00)',
      'Closing cash                                   400.00',
      '== Page 2: Rents collected ==',
      '02/01  North flat rent                       1,600.00',
      '02/02  South flat rent                       1,400.00',
      '       Total                                 3,000.00',
      '== Page 3: Expenses paid ==',
      '02/28  Management fee (11% of receipts)        330.00',
      '       Total                                   330.00',
      'Agreement: management fee 9% of rents collected.',
    ];
    // 9% of the 3,000.00 collected is 270.00; the summary's own lines are not counted again.
    expect(findingsOf(lines)).toEqual([['FEES.MANAGEMENT_FEE_ABOVE_AGREEMENT', 60]]);
    const unbalanced = lines.map((line) =>
      line.replace(
        'Closing cash                                   400.00',
        'Closing cash                                   450.00',
      ),
    );
    expect(findingsOf(unbalanced)).toContainEqual(['ARITHMETIC.STATEMENT_RECONCILIATION', 50]);
  });
});
