import { describe, expect, it, vi } from 'vitest';
import { csvCell as quoteCell, neutraliseCsvText as neutraliseCell } from '@realty/proto-schemas';
import { buildCsv, csvFilename, exportCsv } from './csv';

describe('buildCsv', () => {
  it("uses the first record's fields as the header and quotes every value", () => {
    const csv = buildCsv([
      { createdAt: '2025-01-05', address: '1 Main St', estimatedValue: 300000 },
      { createdAt: '2025-01-06', address: '2 Oak Ave', estimatedValue: 410000 },
    ]);
    expect(csv).toBe(
      '"createdAt","address","estimatedValue"\r\n"2025-01-05","1 Main St","300000"\r\n"2025-01-06","2 Oak Ave","410000"\r\n',
    );
  });

  it('doubles quotes inside values and keeps commas and newlines inside the quotes', () => {
    expect(quoteCell('The "Oaks", unit 2\nrear')).toBe('"The ""Oaks"", unit 2\nrear"');
  });

  it('never exports Apollo __typename and writes missing values as empty', () => {
    expect(buildCsv([{ __typename: 'PropertyAnalysis', a: null, b: undefined }])).toBe('"a","b"\r\n"",""\r\n');
  });

  it('returns null for an empty list', () => {
    expect(buildCsv([])).toBeNull();
  });
});

describe('formula injection', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises %j with a leading quote',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(buildCsv([{ address: value }])).toContain(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('leaves ordinary text and numbers alone', () => {
    expect(neutraliseCell('123 Main St')).toBe('123 Main St');
  });

  it('writes a negative number as a number, never with an apostrophe', () => {
    expect(quoteCell(-5)).toBe('"-5"');
    expect(quoteCell(-645.25)).toBe('"-645.25"');
    for (const text of ['-3.2%', '-$1,264', '-0.5', '+2.5', '-1e-3']) expect(neutraliseCell(text)).toBe(text);
    expect(buildCsv([{ cashFlow: -1200, capRate: '-1.4%' }])).toBe('"cashFlow","capRate"\r\n"-1200","-1.4%"\r\n');
  });

  it('still guards text that only starts like a number', () => {
    for (const text of ['-2+3', '-1)*cmd', '+1-1', '-$5+A1', '- 5']) expect(neutraliseCell(text)).toBe(`'${text}`);
  });
});

describe('csvFilename', () => {
  it('is <dataset>_<YYYY-MM-DD>.csv for the local day', () => {
    expect(csvFilename('property_analyses', new Date(2025, 0, 5, 10))).toBe('property_analyses_2025-01-05.csv');
    expect(csvFilename('invoice_audits', new Date(2025, 10, 30, 23))).toBe('invoice_audits_2025-11-30.csv');
  });
});

describe('exportCsv', () => {
  it('downloads a file named after the dataset and the day', () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const outcome = exportCsv('invoice_audits', [{ issuesFound: 1 }], new Date(2025, 0, 5));
    expect(outcome).toEqual({ ok: true, filename: 'invoice_audits_2025-01-05.csv' });
    expect(clicks).toEqual(['invoice_audits_2025-01-05.csv']);
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('reports nothing to export for an empty list', () => {
    expect(exportCsv('invoice_audits', [])).toEqual({ ok: false });
  });
});
