/**
 * Hand-written bills: 'Total operating expenses' sums the cost lines above it (a subtotal, not the amount billed),
 * and a share of that total ('Your share (40%)') is billed instead of the whole, so a balance after it adds up.
 */
import { describe, expect, it } from 'vitest';
import { readSummaryLine } from '../parsing/read-summary-line.ts';
import { audit } from '../testing/audit-text.ts';

const found = (lines: readonly string[]) => audit(lines).findings.map((f) => [f.code, f.impact]);

const bill = (costTotal: string) => [
  'Lakeshore Commons Owners Association',
  'Invoice #: SH-2026-04      Invoice Date: 04/02/2025',
  'Shared driveway repaving - cost sharing',
  'Asphalt Bros - milling and overlay                6,400.00',
  'Engineer inspection                                 600.00',
  `Total project costs                              ${costTotal}`,
  'Your share (40%)                                 ' + (Number(costTotal.replace(',', '')) * 0.4).toFixed(2),
  'Less deposit paid in March                      (1,000.00)',
  'Amount due                                       ' + (Number(costTotal.replace(',', '')) * 0.4 - 1000).toFixed(2),
];

describe('a total of costs followed by a share of it', () => {
  it('reads a total of expenses or costs as the subtotal of the lines above', () => {
    expect(readSummaryLine('Total operating expenses', '12,000.00')?.kind).toBe('subtotal');
    expect(readSummaryLine('Total common-area costs', '12,000.00')?.kind).toBe('subtotal');
    expect(readSummaryLine('Total due', '12,000.00')?.kind).toBe('total');
  });

  it('finds nothing when the costs add up and the share and deposit give the amount due', () => {
    expect(found(bill('7,000.00'))).toEqual([]);
  });

  it('reads a deduction that prints its count and rate unsigned as adding up', () => {
    const lines = [
      ...bill('7,000.00').slice(0, 7),
      'Less: estimated payments (2 x 500.00)    (1,000.00)',
      ...bill('7,000.00').slice(8),
    ];
    expect(found(lines)).toEqual([]);
    const wrong = [
      ...bill('7,000.00').slice(0, 7),
      'Less: estimated payments (2 x 500.00)    (1,100.00)',
      ...bill('7,000.00').slice(8),
    ];
    expect(found(wrong).map(([code]) => code)).toContain('ARITHMETIC.LINE_EXTENSION');
  });

  it('reports a cost total that does not match its lines as a subtotal error, costing the payer its share', () => {
    // The costs are overstated by 500.00 and the bill charges 40% of them: the payer overpays 200.00.
    expect(found(bill('7,500.00'))).toContainEqual(['ARITHMETIC.SUBTOTAL', 200]);
    expect(found(bill('7,500.00')).map(([code]) => code)).not.toContain('ARITHMETIC.BALANCE');
  });
});
