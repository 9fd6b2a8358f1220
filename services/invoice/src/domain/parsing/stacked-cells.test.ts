/** Tables pasted one cell per line, written by hand the way a PDF viewer's copy produces them. */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { rebuildStackedCells } from './stacked-cells.ts';

const pasted = [
  'Crestline Appliance Repair',
  'Invoice # CAR-5521',
  'Date: 04/02/2025',
  'Description',
  'Qty',
  'Rate',
  'Amount',
  'Dryer belt replacement',
  '1',
  '95.00',
  '95.00',
  'Dryer belt (part)',
  '1',
  '38.00',
  '38.00',
  'Subtotal',
  '133.00',
  'Total',
  '133.00',
].join('\n');

describe('tables pasted one cell per line', () => {
  it('regroups the cells under a header of column names into rows, each column padded to its widest cell', () => {
    expect(rebuildStackedCells(pasted).split('\n').slice(3)).toEqual([
      'Description              Qty   Rate    Amount',
      'Dryer belt replacement   1     95.00   95.00',
      'Dryer belt (part)        1     38.00   38.00',
      'Subtotal  133.00',
      'Total  133.00',
    ]);
  });

  it('leaves text without a one-cell-per-line header unchanged', () => {
    const aligned = 'Description  Qty  Rate  Amount\nFilter  2  18.00  36.00\nTotal  36.00';
    expect(rebuildStackedCells(aligned)).toBe(aligned);
  });

  it('audits the pasted table as line items instead of reporting none', () => {
    const report = auditInvoice(pasted, { now: new Date('2025-05-01T00:00:00Z') });
    expect(report.parsed.lineItems.map((i) => i.amount)).toEqual([95, 38]);
    expect(report.findings.map((f) => f.code)).not.toContain('PARSE.NO_LINE_ITEMS');
    expect(report.fields.total.amount).toBe(133);
  });

  it('reads a blank line inside a row as an empty cell and keeps the later cells under their headers', () => {
    const text = [
      'Date',
      'Description',
      'Charges',
      'Payments',
      'Balance',
      '10/01/2025',
      'Rent - October',
      '1,275.00',
      '',
      '1,275.00',
      '10/03/2025',
      'Payment - portal',
      '',
      '1,275.00',
      '0.00',
    ].join('\n');
    const rows = rebuildStackedCells(text).split('\n');
    expect(rows).toHaveLength(3);
    const header = rows[0] ?? '';
    expect((rows[1] ?? '').indexOf('1,275.00')).toBe(header.indexOf('Charges'));
    expect((rows[2] ?? '').indexOf('1,275.00')).toBe(header.indexOf('Payments'));
  });

  it('does not take a group whose cells between the first and the amount are all blank', () => {
    const text = ['Date', 'Description', 'Amount', '10/01/2025', '', '95.00'].join('\n');
    expect(rebuildStackedCells(text)).toBe(text);
  });

  it('keeps a blank last cell as an empty Expense cell when the header ends in Income and Expense', () => {
    const text = ['Date', 'Description', 'Income', 'Expense', '09/01/2025', 'Rent', '1,725.00', '']
      .concat(['09/02/2025', 'Management fee', '', '172.50'])
      .join('\n');
    const rows = rebuildStackedCells(text).split('\n');
    expect(rows.map((r) => r.split(/\s{3,}/))).toEqual([
      ['Date', 'Description', 'Income', 'Expense'],
      ['09/01/2025', 'Rent', '1,725.00'],
      ['09/02/2025', 'Management fee', '172.50'],
    ]);
    expect(rows[1]?.indexOf('1,725.00')).toBe(rows[0]?.indexOf('Income'));
    expect(rows[2]?.indexOf('172.50')).toBe(rows[0]?.indexOf('Expense'));
  });

  it('does not take a blank last cell under a header whose last column is not a money column', () => {
    const text = ['Date', 'Description', 'Amount', 'Balance', '09/01/2025', 'Rent', '1,725.00', ''].join('\n');
    expect(rebuildStackedCells(text).split('\n')).not.toContainEqual(expect.stringMatching(/^Date\s+Description/));
  });
});
