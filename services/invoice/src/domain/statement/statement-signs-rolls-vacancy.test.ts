/**
 * Hand-written owner statements: a charge printed as a deduction stays a charge whatever its words say, a rent roll
 * without a totals row ends at the first cash-account line, a vacancy stated on a turnover expense ties the unit's fee
 * to it, and a renewal fee on a new lease is at stake in full unless a leasing fee was agreed.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import type { AgreementTerms } from '../terms/agreement-terms.ts';
import { readOwnerStatement } from './read-statement.ts';
import { kindOf } from './statement-categories.ts';

const findingsOf = (lines: readonly string[], terms: AgreementTerms | null = null) =>
  auditInvoice(lines.join('\n'), { now: new Date('2026-01-15T00:00:00Z'), terms, documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('charges printed as deductions', () => {
  const signed = [
    'Juniper Flats Management    Owner Statement - June 2025',
    'Opening balance                                      400.00',
    'Rent collected - June                              2,000.00',
    'Management fee 9%                                   (180.00)',
    'Management fee 9% - duplicate, voided                (180.00)',
    'Voided duplicate management fee                      180.00',
    'Gutter cleaning - Alpine Gutters                    (220.00)',
    'Owner draw                                        (1,600.00)',
    'Closing balance                                      400.00',
  ];

  it('reads a deduction worded as voided as a charge, and the positive line as what gives it back', () => {
    const fees = readOwnerStatement(signed).entries.filter((e) => e.kind === 'managementFee');
    expect(fees.map((e) => e.amount)).toEqual([180, 180, -180]);
    expect(findingsOf(signed)).toEqual([]);
  });

  it('still reads a void printed negative as a reversal where charges print positive', () => {
    const positive = readOwnerStatement([
      'Opening balance                      0.00',
      'Rent collected                   1,000.00',
      'Landscaping - May                   90.00',
      'Landscaping - May                   90.00',
      'Void - landscaping billed twice    (90.00)',
      'Owner draw                         910.00',
      'Closing balance                      0.00',
    ]);
    expect(positive.entries.filter((e) => e.kind === 'expense').map((e) => e.amount)).toEqual([90, 90, -90]);
  });
});

describe('a rent roll without a totals row', () => {
  const lines = [
    'Lakeside Homes LLC - Owner statement, May 2025',
    'Terms: management fee 10% of rents collected',
    '',
    'Units            Scheduled     Collected',
    'Apt 1A            1,200.00      1,200.00',
    'Apt 1B            1,300.00        650.00',
    '',
    'Opening balance                    0.00',
    'Rents collected                1,850.00',
    'Management fee                   250.00',
    'Owner draw                     1,600.00',
    'Closing balance                    0.00',
  ];

  it('ends at the first line of the cash account, so the balances and the fee are read as lines', () => {
    const statement = readOwnerStatement(lines);
    expect([...statement.units.keys()]).toEqual(['1A', '1B']);
    expect(statement.entries.map((e) => e.kind)).toContain('opening');
    expect(statement.entries.find((e) => e.kind === 'managementFee')?.amount).toBe(250);
  });

  it('finds the fee taken on the scheduled rent', () => {
    expect(findingsOf(lines)).toEqual([['FEES.MANAGEMENT_FEE_ON_SCHEDULED_RENT', 65]]);
  });
});

describe('vacancy stated on a turnover line', () => {
  it.each([
    ['Make-ready, unit listed for rent', 'expense'],
    ['Carpet shampoo to get unit rent-ready', 'expense'],
    ['Rent - July - B. Osei', 'rent'],
  ])("does not read 'listed for rent' or 'rent-ready' as rent received: '%s' is %s", (description, kind) => {
    expect(kindOf(description, null)).toBe(kind);
  });

  it('charges the fee on a unit whose only line says it is vacant as a fee on a vacant unit', () => {
    const lines = [
      'Owner Statement - July 2025',
      'Date         Unit   Description                                   Amount',
      '07/01/2025   A      Rent - July - B. Osei                         900.00',
      '07/01/2025   B      Rent - July - M. Dahl                         950.00',
      '07/03/2025   A      Management fee 10%                            -90.00',
      '07/03/2025   B      Management fee 10%                            -95.00',
      '07/03/2025   C      Management fee 10%                            -90.00',
      '07/18/2025   C      Turnover cleaning (vacant since 6/30)        -175.00',
      '07/31/2025          Owner distribution                          -1,400.00',
    ];
    expect(findingsOf(lines)).toEqual([['FEES.FEE_ON_VACANT_UNIT', 90]]);
  });
});

describe('a renewal fee on a new lease', () => {
  const lines = [
    'Owner Statement - March 2026',
    'Property: 7 Fern Ct, Salem, OR 97301',
    'Beginning balance                                  0.00',
    'Rent - March (new tenant, moved in 03/01)      1,600.00',
    'Management fee 8%                                128.00',
    'Renewal fee                                      250.00',
    'Owner distribution                             1,222.00',
    'Ending balance                                     0.00',
  ];

  it('is at stake in full when no leasing fee was agreed', () => {
    expect(findingsOf(lines)).toEqual([['FEES.RENEWAL_FEE_ON_NEW_LEASE', 250]]);
  });

  it('is weighed against the agreed leasing fee when there is one', () => {
    expect(findingsOf(lines, { leasingFeePercentOfRent: 10 })).toEqual([['FEES.RENEWAL_FEE_ON_NEW_LEASE', 90]]);
  });
});
