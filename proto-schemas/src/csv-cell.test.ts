import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseCsvText } from './csv-cell.ts';

describe('csvCell', () => {
  it('quotes every value and doubles inner quotes', () => {
    expect(csvCell('The "Oaks", unit 2\nrear')).toBe('"The ""Oaks"", unit 2\nrear"');
    expect(csvCell(350000)).toBe('"350000"');
    expect(csvCell(null)).toBe('""');
  });
  it.each(['=HYPERLINK("http://x")', '+1+2', '-cmd|calc', '@SUM(A1)', '\tx', '\rx'])(
    'defuses the formula %j',
    (value) => {
      expect(neutraliseCsvText(value)).toBe(`'${value}`);
    },
  );
  it.each(['-645', '-3.2%', '-$1,264', '+4.5e3'])('leaves the number %j alone', (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });
  it('writes a line', () => {
    expect(csvLine(['a', 1, undefined])).toBe('"a","1",""');
  });
});
