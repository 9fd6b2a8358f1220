/**
 * Owner statements as more outside managers print them: operators before the labels of a roll-forward, a fee that
 * prints its base, a detail section after the summary, per-property blocks with their occupancy, and more.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';

const issues = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('operators printed before the labels of a balance roll-forward', () => {
  const statement = (ending: string) => [
    'INCOME',
    'Rent - 12 Oak Ln                                  $900.00',
    'EXPENSES',
    'Gutter cleaning                                   $100.00',
    'Net income                                        $800.00',
    '',
    'Beginning balance                      $250.00',
    '+ Net income                           $800.00',
    '- Owner draw                           $800.00',
    `Ending balance                         ${ending}`,
  ];

  it('reads "+ Net income" as the net (a total) and "- Owner draw" as the draw', () => {
    expect(issues(statement('$250.00'))).toEqual([]);
  });

  it('still finds an ending balance that does not follow', () => {
    expect(issues(statement('$300.00'))).toContainEqual(['ARITHMETIC.STATEMENT_RECONCILIATION', 50]);
  });
});
