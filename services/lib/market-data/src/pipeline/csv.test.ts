import { describe, expect, it } from 'vitest';
import { csvTable, parseCsv } from './csv.ts';

describe('csvTable', () => {
  const table = csvTable(parseCsv('State,County,"Rate, 2023"\nTexas,Travis County,1.8%\n'), 'taxes.csv');

  it('columns() gives the index of each named column, whatever order the file has them in', () => {
    expect(table.columns({ rate: 'Rate, 2023', state: 'State' })).toEqual({ rate: 2, state: 0 });
  });

  it('columns() names the file and the column when one is missing', () => {
    expect(() => table.columns({ state: 'State', value: 'Median Value' })).toThrow(
      'taxes.csv: expected column "Median Value" is missing',
    );
  });
});
