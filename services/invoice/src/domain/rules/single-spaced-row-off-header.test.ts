/**
 * A hand-written single-spaced item table whose first row wraps: the row that carries the figures is shorter than the
 * header and does not line up under it, yet its last numbers are its quantity, rate and amount.
 */
import { describe, expect, it } from 'vitest';
import { parseInvoice } from '../parse-invoice.ts';

const invoice = (rows: string[]) =>
  parseInvoice(['Harbor Tile & Stone', 'Invoice 5520', '', 'Description Qty Rate Amount', ...rows].join('\n'));

describe('a single-spaced row that does not line up under its header', () => {
  it('is read from its trailing figures, with the wrapped words above it', () => {
    const items = invoice([
      'Regrout shower surround and tub deck, reseal,',
      'remove old caulk 1 640.00 640.00',
      'Grout, 25 lb bag 3 21.50 64.50',
    ]).lineItems;
    expect(items.map((i) => [i.description, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Regrout shower surround and tub deck, reseal, remove old caulk', 1, 640, 640],
      ['Grout, 25 lb bag', 3, 21.5, 64.5],
    ]);
  });

  it('takes no charge from a row whose only number is inside its words', () => {
    expect(
      invoice(['Note: 2 coats on unit 12', 'Grout, 25 lb bag 3 21.50 64.50']).lineItems.map((i) => i.amount),
    ).toEqual([64.5]);
  });
});
