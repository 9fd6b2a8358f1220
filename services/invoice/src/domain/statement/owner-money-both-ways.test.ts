/**
 * 'Owner contribution / (distribution)' names both directions; the sign of the figure picks one, so a
 * parenthesised payout is a draw and the statement reconciles.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { ownerMoneyBothWays } from './statement-categories.ts';

const codesOf = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

const statement = (payout: string, closing: string) => [
  'Owner Report - May 2025',
  'Beginning balance                          300.00',
  'Cash in',
  '  05/01  Rent May                        1,500.00',
  'Cash out',
  '  05/03  Management fee                    120.00',
  '  05/20  Gutter cleaning                    80.00',
  `Owner contribution / (distribution)     ${payout}`,
  `Ending balance                           ${closing}`,
];

describe('a line naming both an owner contribution and a distribution', () => {
  it('reads the parenthesised word as what a parenthesised figure is', () => {
    expect(ownerMoneyBothWays('Owner contribution / (distribution)', true)).toBe('draw');
    expect(ownerMoneyBothWays('Owner contribution / (distribution)', false)).toBe('contribution');
    expect(ownerMoneyBothWays('Owner distribution / (contribution)', true)).toBe('contribution');
    expect(ownerMoneyBothWays('Owner distribution', true)).toBeNull();
    expect(ownerMoneyBothWays('Repairs / (credits)', true)).toBeNull();
  });

  it('reconciles a statement whose payout is printed in parentheses', () => {
    expect(codesOf(statement('(1,300.00)', '300.00'))).toEqual([]);
  });

  it('still finds a statement that does not reconcile', () => {
    expect(codesOf(statement('(1,200.00)', '300.00'))).toEqual([['ARITHMETIC.STATEMENT_RECONCILIATION', 100]]);
  });
});
