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

describe('a fee line that prints the base it multiplied', () => {
  const statement = (feeLine: string) => [
    'Terms: management fee 8% of rents collected.',
    'RENT ROLL',
    'Unit   Tenant        Market Rent   Rent Charged   Rent Received',
    '1      A. Reyes         1,100.00       1,000.00        1,000.00',
    '2      B. Okafor        1,100.00       1,000.00          500.00',
    'Totals                  2,200.00       2,000.00        1,500.00',
    'INCOME',
    '  Rent received                                       1,500.00',
    'EXPENSES',
    `  ${feeLine}`,
  ];

  it('names a fee taken on the rent charged, not collected, when the line prints that base ("8% x 2,000.00")', () => {
    expect(issues(statement('Management fee (8% x 2,000.00)                 160.00'))).toContainEqual([
      'FEES.MANAGEMENT_FEE_ON_SCHEDULED_RENT',
      40,
    ]);
  });

  it('accepts the fee on the rent collected', () => {
    expect(issues(statement('Management fee (8% x 1,500.00)                 120.00'))).toEqual([]);
  });
});

describe('a cash summary by category, then a detail section listing the same money', () => {
  const statement = (ending: string) => [
    'Opening cash                                   1,000.00',
    'Receipts',
    '   Rent                                        2,000.00',
    'Disbursements',
    '   Management Fees                               160.00',
    '   Repairs                                       240.00',
    '   Total Disbursements                           400.00',
    'Owner Distributions                            1,600.00',
    `Closing cash                                   ${ending}`,
    'Reserve requirement                            1,000.00',
    'Reserve held                                   1,000.00',
    '',
    'Expense detail',
    '   04/02   Management Fees   8% of rent collected      160.00',
    '   04/09   Repairs           faucet, unit 2            140.00',
    '   04/20   Repairs           smoke detectors           100.00',
  ];

  it('counts the money once and reads the reserve requirement as a figure, not a charge', () => {
    expect(issues(statement('1,000.00'))).toEqual([]);
  });

  it('still finds a closing balance that does not follow', () => {
    expect(issues(statement('1,040.00'))).toContainEqual(['ARITHMETIC.STATEMENT_RECONCILIATION', 40]);
  });
});

describe('per-property blocks headed by their address and occupancy', () => {
  const statement = (secondStatus: string, secondRent: string) => [
    'Terms: management fee 10% of rents collected.',
    '40 Maple St, Springfield, IL 62701                      Status: Leased',
    '   Rent collected 05/01                                       1,000.00',
    '   Management fee @ 10%                                        -100.00',
    '   Net                                                          900.00',
    `77 Birch Lane, Springfield, IL 62704                     Status: ${secondStatus}`,
    `   Rent collected                                              ${secondRent}`,
    '   Minimum management fee                                       -50.00',
    '   Net                                                          -50.00',
  ];

  it('flags a fee in a vacant block that collected nothing, and nothing else', () => {
    expect(issues(statement('Vacant', '0.00'))).toEqual([['FEES.FEE_ON_VACANT_UNIT', 50]]);
  });

  it('leaves a leased block alone', () => {
    expect(issues(statement('Leased', '500.00'))).toEqual([]);
  });
});

describe("a leasing fee measured against the lease's monthly rent, not a prorated first month", () => {
  const statement = (leaseLine: string) => [
    "Terms: management fee 10% of rents collected; leasing fee 50% of one month's rent.",
    leaseLine,
    'Opening balance                                          1,000.00',
    'Income',
    '  06/20   Prorated rent 06/20 - 06/30 (11 of 30 days)      440.00',
    'Expenses',
    '  06/20   Leasing commission                               800.00',
    '  06/30   Management fee                                    44.00',
    'Closing balance                                            596.00',
  ];

  it("takes the rent the lease line prints ('$1,200.00/mo') as one month's rent", () => {
    expect(issues(statement('New resident: P. Gomez, lease 06/20/2026 - 06/19/2027, $1,200.00/mo'))).toEqual([
      ['FEES.LEASING_FEE_ABOVE_AGREEMENT', 200],
    ]);
  });

  it('accepts a fee of half that rent', () => {
    expect(issues(statement('New resident: P. Gomez, lease 06/20/2026 - 06/19/2027, $1,600.00/mo'))).toEqual([]);
  });
});

describe('a payee column whose name carries a word of another kind of line', () => {
  const ledger = [
    'Date,Category,Payee,Memo,Income,Expense',
    '05/01/2026,Rent,R. Lopez,May rent,"2,000.00",',
    '05/04/2026,Management Fee,Harbor Management LLC,8% of rent collected,,160.00',
    '05/20/2026,Utilities,County Water Mgmt District,Water Mar-Apr,,88.10',
  ];

  it("reads 'Utilities' paid to 'County Water Mgmt District' as an expense, not a management fee", () => {
    const terms = { managementFeePercent: 8, managementFeeBasis: 'collected' as const };
    const report = auditInvoice(ledger.join('\n'), {
      now: new Date('2026-06-15T00:00:00Z'),
      documentClass: 'owner_statement',
      terms,
    });
    expect(report.findings.filter((f) => f.type !== 'info').map((f) => f.code)).toEqual([]);
  });
});

describe('one vendor invoice paid by two checks', () => {
  const ledger = (secondInvoice: string) => [
    'Date,Payee,Ref,Account,Description,Cash In,Cash Out',
    '06/01/2026,M. Chen,ACH,Rent Income,June rent,1800.00,',
    '06/09/2026,Alpine Roofing,5521,Repairs,Patch flashing (inv AR-7730),,640.00',
    `06/23/2026,Alpine Roofing,5534,Repairs,Patch flashing (inv ${secondInvoice}),,640.00`,
  ];

  it('flags the same invoice number paid under two check numbers', () => {
    expect(issues(ledger('AR-7730'))).toContainEqual(['DUPLICATE.LINE_ITEM', 640]);
  });

  it('leaves two invoices for the same work alone', () => {
    expect(issues(ledger('AR-7791')).map(([code]) => code)).not.toContain('DUPLICATE.LINE_ITEM');
  });

  it('reads the export under a title line that carries commas of its own', () => {
    const titled = ['Cash Flow - 8 Elm St, Provo, UT 84601 - 06/01/2026 to 06/30/2026', ...ledger('AR-7730')];
    expect(issues(titled)).toContainEqual(['DUPLICATE.LINE_ITEM', 640]);
  });
});

describe('a consolidated summary above per-property detail and the owner draw listed again', () => {
  const statement = (ending: string) => [
    'Consolidated Summary',
    '  Beginning Cash Balance ............ 100.00',
    '  + Cash In ......................... 1,500.00',
    '  - Cash Out ........................ 200.00',
    '  - Owner Disbursements ............. 1,300.00',
    `  Ending Cash Balance ............... ${ending}`,
    '  Property Reserve .................. 100.00',
    '',
    '52 W 14th St - Ogden, UT 84401',
    'Date        Description                    Cash In    Cash Out',
    '07/01/2026  Rent Income - July             1,500.00',
    '07/12/2026  Furnace filter service                       200.00',
    '',
    'Owner Disbursements',
    '07/31/2026  Owner Distribution                          1,300.00',
  ];

  it('reads the summary as totals and counts the draw once', () => {
    expect(issues(statement('100.00'))).toEqual([]);
  });

  it('still finds an ending balance that does not follow', () => {
    expect(issues(statement('160.00'))).toContainEqual(['ARITHMETIC.STATEMENT_RECONCILIATION', 60]);
  });
});

describe('a credit printed negative among charges printed as plain figures', () => {
  const statement = (ending: string) => [
    'Beginning balance                                      200.00',
    'INCOME',
    '  06/01/2026  Rent - June                            1,500.00',
    'EXPENSES',
    '  06/03/2026  Management fee - June                    120.00',
    '  06/03/2026  Adjustment: May fee taken in error       -40.00',
    '  06/15/2026  Smoke detector batteries                  30.00',
    '  Total expenses                                       110.00',
    'Owner distribution                                   1,390.00',
    `Ending balance                                         ${ending}`,
  ];

  it('takes the negative line as a credit, so the totals and the balance follow', () => {
    expect(issues(statement('200.00'))).toEqual([]);
  });

  it('still finds an ending balance that does not follow', () => {
    expect(issues(statement('280.00'))).toContainEqual(['ARITHMETIC.STATEMENT_RECONCILIATION', 80]);
  });
});

describe('an expense whose description wraps under its date', () => {
  const statement = (secondInvoice: string) => [
    'Disbursements',
    '  05/06/2026  Birch Tree Care - inv 4410,',
    '              limb removal over garage              260.00',
    `  05/20/2026  Birch Tree Care - inv ${secondInvoice},`,
    '              limb removal over garage              260.00',
  ];

  it('finds the same invoice paid on two dates', () => {
    expect(issues(statement('4410'))).toContainEqual(['DUPLICATE.LINE_ITEM', 260]);
  });

  it('leaves two invoices alone', () => {
    expect(issues(statement('4452')).map(([code]) => code)).not.toContain('DUPLICATE.LINE_ITEM');
  });
});
