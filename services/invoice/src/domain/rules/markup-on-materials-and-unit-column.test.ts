/**
 * Hand-written lines: a handling or overhead charge taken as a percentage of the materials is a markup on them,
 * and a table's Unit column (the apartment a row is for) keeps the same service in two units from being a duplicate.
 */
import { describe, expect, it } from 'vitest';
import { classifyCharge } from '../classify-charge.ts';
import { audit, HEADER } from '../testing/audit-text.ts';

const found = (lines: readonly string[]) => audit(lines).findings.map((f) => [f.code, f.impact]);

describe('a percentage handling charge on materials', () => {
  it.each([
    ['Parts overhead 25%', 'markup'],
    ['Handling on supplies (35%)', 'markup'],
    ['Material surcharge @ 12.5%', 'markup'],
    ['Handling fee', 'junkFee'],
    ['Materials - drywall, tape, mud', 'materials'],
  ])(
    'classifies a handling or overhead percentage on materials as a markup, and a flat handling fee as before: "%s" is %s',
    (description, kind) => {
      expect(classifyCharge(description)).toBe(kind);
    },
  );

  it('holds the handling percentage to the typical 20% markup, on the materials it was taken on', () => {
    const lines = (rate: number, amount: string) => [
      ...HEADER,
      'Drywall patch, hall closet (labor)        300.00',
      'Supplies billed at cost                   400.00',
      `Supplies handling ${rate}%                   ${amount}`,
      `Amount due                               ${(700 + Number(amount)).toFixed(2)}`,
    ];
    // 35% of 400.00 is 140.00; at 20% it would be 80.00.
    expect(found(lines(35, '140.00'))).toEqual([['FEES.MARKUP_ABOVE_TYPICAL', 60]]);
    expect(found(lines(15, '60.00'))).toEqual([]);
  });
});

describe('a Unit column in an item table', () => {
  const table = (secondUnit: string) => [
    ...HEADER,
    'Date         Unit    Service                  Amount',
    `04/28/2025   3A      Dryer vent cleaning       85.00`,
    `04/28/2025   ${secondUnit.padEnd(6)}  Dryer vent cleaning       85.00`,
    'Total                                         170.00',
  ];

  it('reads the same service in two apartments as two charges', () => {
    expect(found(table('3B'))).toEqual([]);
    expect(audit(table('3B')).parsed.lineItems.map((i) => i.description)).toEqual([
      'Dryer vent cleaning (unit 3A)',
      'Dryer vent cleaning (unit 3B)',
    ]);
  });

  it('still finds the same service billed twice in one apartment', () => {
    expect(found(table('3A'))).toEqual([['DUPLICATE.LINE_ITEM', 85]]);
  });

  it('leaves a unit of measure out of the description', () => {
    const lines = [
      ...HEADER,
      'Item              Unit   Qty   Amount',
      'Caulk tube        ea     3     18.00',
      'Total   18.00',
    ];
    expect(audit(lines).parsed.lineItems[0]?.description).toBe('Caulk tube');
  });
});
