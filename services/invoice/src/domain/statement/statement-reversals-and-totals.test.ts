/**
 * Hand-written owner statements: a void in the Expense column takes its charge back, a property's
 * net line is a total, and 'Cash receipts' is money in.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { kindOf } from './statement-categories.ts';
import { readOwnerStatement } from './read-statement.ts';
import { billReferenceIn } from './statement-checks.ts';

const codesOf = (lines: readonly string[]) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

const TWO_PROPERTIES = [
  'Owner Statement    Statement date: 11/04/2025',
  'Property: 410 Alder St',
  '  Date     Description                          Income     Expense',
  '  10/02    Rent Income - October              1,000.00',
  '  10/03    Mgmt fee @ 8%                                    80.00',
  '  10/09    Gutter cleaning - inv 77                         150.00',
  '  10/20    Void: inv 77 posted to wrong property           (150.00)',
  '  Net for property                            920.00',
  'Property: 12 Pearl St',
  '  Date     Description                          Income     Expense',
  '  10/01    Rent Income - October              1,000.00',
  '  10/03    Mgmt fee @ 8%                                    80.00',
  '  10/20    Gutter cleaning - inv 77                         150.00',
  '  Net for property                            770.00',
  'Summary',
  '  Beginning cash balance                      500.00',
  '  Total income                              2,000.00',
  '  Total expenses                              310.00',
  '  Owner distribution                        1,690.00',
  '  Ending cash balance                         500.00',
];

describe('owner statements with voids, property nets and cash receipts', () => {
  it('reads a negative figure in the Expense column as a reversal of that amount', () => {
    const statement = readOwnerStatement(TWO_PROPERTIES);
    expect(statement.entries.find((e) => e.label.startsWith('Void'))).toMatchObject({ kind: 'expense', amount: -150 });
  });

  it('a bill voided on one property and posted on another is paid once, and the statement adds up', () => {
    expect(codesOf(TWO_PROPERTIES)).toEqual([]);
  });

  it('a bill posted twice without a void is still a duplicate', () => {
    const posted = TWO_PROPERTIES.map((l) =>
      l.includes('Void:') ? '  10/20    Gutter cleaning - inv 77                         150.00' : l,
    );
    expect(codesOf(posted).map(([code]) => code)).toContain('DUPLICATE.LINE_ITEM');
  });

  it("knows a property's net line as a total and 'Cash receipts' as money in", () => {
    expect(kindOf('Net for property', null)).toBe('total');
    expect(kindOf('Property net', null)).toBe('total');
    expect(kindOf('Cash receipts', 'expense')).toBe('otherIncome');
    expect(kindOf('Credit card processing fee', null)).toBe('expense');
  });

  it('reads a credit line among the charges as money back', () => {
    const statement = readOwnerStatement([
      'Expenses',
      '  Pool service - September                   120.00',
      '  Credit - pool service overbilled in August   40.00',
    ]);
    expect(statement.entries.map((e) => e.amount)).toEqual([120, -40]);
  });

  it("a fee printed as '8% of' rent plus a deposit received is miscalculated, not taken on scheduled rent", () => {
    const lines = [
      'Owner Statement    Statement date: 08/04/2025',
      'Beginning balance                                   0.00',
      'Receipts',
      '  Rent - July (new tenant A. Cordova)           2,000.00',
      '  Security deposit received - A. Cordova        2,000.00',
      'Disbursements',
      '  Management fee (8% of $4,000.00)                320.00',
      '  Security deposit transferred to trust         2,000.00',
      'Owner distribution                              1,680.00',
      'Ending balance                                      0.00',
    ];
    expect(codesOf(lines)).toEqual([['FEES.MANAGEMENT_FEE_MISCALCULATED', 160]]);
  });
});

describe("a vendor's bill number written in an expense's description", () => {
  const paid = (second: string) => [
    'Owner Statement   09/30/2025',
    'Expenses',
    '  09/12/2025  Valley Appliance Repair inv #VA-2291 - dryer belt      164.00',
    `  09/26/2025  Valley Appliance Repair ${second} - dryer belt      164.00`,
  ];

  it('reads the number after inv, invoice or bill', () => {
    expect(billReferenceIn('Valley Appliance Repair inv #VA-2291 - dryer belt')).toBe('VA-2291');
    expect(billReferenceIn('Gutter cleaning - Invoice No. 5521')).toBe('5521');
    expect(billReferenceIn('Invoice review and approval')).toBeNull();
    expect(billReferenceIn('Landscaping bill no. 88')).toBe('88');
    expect(billReferenceIn('Comcast bill 8821 - internet')).toBeNull();
  });

  it('finds the same bill paid on two dates, and not two bills of the same amount', () => {
    expect(codesOf(paid('inv #VA-2291'))).toEqual([['DUPLICATE.LINE_ITEM', 164]]);
    expect(codesOf(paid('inv #VA-2307'))).toEqual([]);
  });
});
