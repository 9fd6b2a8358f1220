/**
 * The e-invoice evaluation's sender split (eval/einvoice): deterministic, and no sender or invoice
 * (document group) appears in both halves, so the report half is never tuned on.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTruth, sideOf } from '../../eval/einvoice/truth.ts';

function truthFile(rows: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-truth-'));
  const path = join(dir, 'truth.csv');
  writeFileSync(
    path,
    [
      'file,seller_name,invoice_number,issue_date,due_date,currency,grand_total,amount_due,sender_group,document_group',
      ...rows,
    ].join('\n'),
  );
  return path;
}

describe('e-invoice truth and split', () => {
  const path = truthFile([
    'a.pdf,Alpha GmbH,1,2020-01-02,,EUR,10.00,10.00,ALPHA GMBH,ALPHA GMBH|1|10.00',
    'b.pdf,Alpha GmbH,1,2020-01-02,,EUR,10.00,,ALPHA GMBH,ALPHA GMBH|1|10.00',
    'c.pdf,"Beta, SARL",F-9,2021-05-06,2021-06-06,EUR,-8.79,-8.79,BETA SARL,BETA SARL|F-9|-8.79',
    ...Array.from(
      { length: 20 },
      (_, i) => `s${i}.pdf,Seller ${i},${i},2022-01-01,,EUR,1.00,1.00,SELLER ${i},SELLER ${i}|${i}|1.00`,
    ),
  ]);

  it('reads quoted cells, negative totals and empty amounts', () => {
    const rows = readTruth(path);
    expect(rows[2]).toMatchObject({ seller: 'Beta, SARL', total: -8.79, amountDue: -8.79, dueDate: '2021-06-06' });
    expect(rows[1]?.amountDue).toBeNull();
  });

  it('puts every sender on one side, the same on every run, and uses both sides', () => {
    const rows = readTruth(path);
    const sides = sideOf(rows);
    expect(sides.get('a.pdf')).toBe(sides.get('b.pdf'));
    expect(sideOf(rows)).toEqual(sides);
    expect(new Set(sides.values())).toEqual(new Set(['tune', 'report']));
  });
});
