import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, CsvRowsParser, parseCsvRows } from './csv-rows.ts';
import { PROPERTY_LOCATION_MESSAGES } from './property-location.ts';

describe('parseCsvRows', () => {
  it('reads address and zipCode columns into rows numbered by file line', () => {
    const result = parseCsvRows('address,zipCode\n123 Main St,30301\n9 Elm Ave,02134\n');
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { line: 2, address: '123 Main St', zipCode: '30301' },
      { line: 3, address: '9 Elm Ave', zipCode: '02134' },
    ]);
  });

  it.each([
    ['Address', 'ZIP Code'],
    ['street address', 'zip'],
    ['Street Address', 'zipcode'],
    ['Property Address', 'postal code'],
    ['ADDRESS', 'Zip_Code'],
  ])('accepts the header variant "%s" / "%s"', (addressHeader, zipHeader) => {
    const result = parseCsvRows(`${addressHeader},${zipHeader}\n1 Oak St,60614`);
    expect(result).toEqual({
      rows: [{ line: 2, address: '1 Oak St', zipCode: '60614' }],
      errors: [],
      fileRejected: false,
    });
  });

  it('finds the columns in any order and ignores extra columns', () => {
    const result = parseCsvRows('id,ZIP,notes,Address\n7,73301,corner lot,5 Pine Rd\n');
    expect(result.rows).toEqual([{ line: 2, address: '5 Pine Rd', zipCode: '73301' }]);
  });

  it('keeps commas and escaped quotes inside quoted fields', () => {
    const result = parseCsvRows('address,zip\n"12 Main St, Apt 4","30301"\n"The ""Old Mill"", 3 Mill Ln",30302\n');
    expect(result.rows.map((r) => r.address)).toEqual(['12 Main St, Apt 4', 'The "Old Mill", 3 Mill Ln']);
  });

  it('strips a byte-order mark and handles CRLF line ends', () => {
    const result = parseCsvRows('\uFEFFAddress,Zip\r\n1 A St,10001\r\n2 B St,10002\r\n');
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { line: 2, address: '1 A St', zipCode: '10001' },
      { line: 3, address: '2 B St', zipCode: '10002' },
    ]);
  });

  it('reports the starting line of a record whose quoted field spans lines', () => {
    const result = parseCsvRows('address,zip\r\n"1 A St\r\nUnit 2",10001\r\n2 B St,10002');
    expect(result.rows).toEqual([
      { line: 2, address: '1 A St\r\nUnit 2', zipCode: '10001' },
      { line: 4, address: '2 B St', zipCode: '10002' },
    ]);
  });

  it('skips blank lines and lines of empty cells without errors', () => {
    const result = parseCsvRows('address,zip\n\n1 A St,10001\n,\n\n');
    expect(result).toEqual({
      rows: [{ line: 3, address: '1 A St', zipCode: '10001' }],
      errors: [],
      fileRejected: false,
    });
  });

  it('validates each row with the product messages', () => {
    const result = parseCsvRows(
      ['address,zip', ',10001', '2 B St,1234', '3 C St,12345678901', '4 D St,ABCDE', '5 E St,10005-1234', '  ,  '].join(
        '\n',
      ),
    );
    expect(result.rows).toEqual([{ line: 6, address: '5 E St', zipCode: '10005' }]);
    expect(result.errors).toEqual([
      { line: 2, message: PROPERTY_LOCATION_MESSAGES.addressRequired },
      { line: 3, message: 'Valid ZIP code is required' },
      { line: 4, message: 'ZIP code too long' },
      { line: 5, message: PROPERTY_LOCATION_MESSAGES.zipNotUs },
    ]);
    expect(PROPERTY_LOCATION_MESSAGES.addressRequired).toBe('Address is required');
  });

  it('reports both problems when a row has neither address nor zip', () => {
    const result = parseCsvRows('address,zip,note\n,,x\n');
    expect(result.errors).toEqual([
      { line: 2, message: 'Address is required' },
      { line: 2, message: 'Valid ZIP code is required' },
    ]);
  });

  it('treats a short row as missing its zip', () => {
    expect(parseCsvRows('address,zip\n1 A St\n').errors).toEqual([{ line: 2, message: 'Valid ZIP code is required' }]);
  });

  it('refuses a header without an address or zip column, with one clear error', () => {
    const result = parseCsvRows('street,city\n1 A St,Austin\n');
    expect(result.rows).toEqual([]);
    expect(result.fileRejected).toBe(true);
    expect(result.errors).toEqual([{ line: 1, message: CSV_MESSAGES.missingColumns(['zipCode']) }]);
    expect(result.errors[0]?.message).toContain('missing: zipCode');
    expect(parseCsvRows('name,city\n').errors[0]?.message).toContain('missing: address, zipCode');
  });

  it('refuses an empty file', () => {
    expect(parseCsvRows('')).toEqual({
      rows: [],
      errors: [{ line: 1, message: CSV_MESSAGES.emptyFile }],
      fileRejected: true,
    });
    expect(parseCsvRows('\uFEFF\r\n\r\n').errors).toEqual([{ line: 1, message: CSV_MESSAGES.emptyFile }]);
  });

  it('reports an unterminated quote at the line where the record starts', () => {
    const result = parseCsvRows('address,zip\n1 A St,10001\n"2 B St,10002\n3 C St,10003\n');
    expect(result.rows).toHaveLength(1);
    expect(result.fileRejected).toBe(false);
    expect(result.errors).toEqual([{ line: 3, message: CSV_MESSAGES.unterminatedQuote }]);
  });

  it('rejects binary content such as a spreadsheet file', () => {
    const zipHeader = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    expect(parseCsvRows(zipHeader)).toEqual({
      rows: [],
      errors: [{ line: 1, message: CSV_MESSAGES.binary }],
      fileRejected: true,
    });
    const late = parseCsvRows('address,zip\r\n1 A St,10001\r\n\u0000\u0001');
    expect(late.fileRejected).toBe(true);
    expect(late.errors).toEqual([{ line: 3, message: CSV_MESSAGES.binary }]);
  });

  it('reads a Windows-1252 export instead of calling it binary', () => {
    // "Café" in Windows-1252 ends with the byte 0xE9, which is not valid UTF-8.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('address,zip\n1 Caf'),
      0xe9,
      ...new TextEncoder().encode(' St,10001\n'),
    ]);
    expect(parseCsvRows(bytes).rows).toEqual([{ line: 2, address: '1 Café St', zipCode: '10001' }]);
  });
});

describe('CsvRowsParser (streaming)', () => {
  it('gives the same result whichever way the input is split into chunks', () => {
    const text = '\uFEFFStreet Address,ZIP Code\r\n"1 A St, Unit ""B""",10001\r\n2 B St,1234\r\n"3 C\r\nSt",10003\r\n';
    const whole = parseCsvRows(text);
    for (let size = 1; size <= 7; size += 1) {
      const parser = new CsvRowsParser();
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      parser.end();
      expect(parser.result()).toEqual(whole);
    }
    expect(whole.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(whole.errors).toEqual([{ line: 3, message: 'Valid ZIP code is required' }]);
  });

  it('decodes multi-byte UTF-8 characters split across byte chunks', () => {
    const bytes = new TextEncoder().encode('address,zip\n1 Peña Blvd,80249\n');
    const parser = new CsvRowsParser();
    for (const byte of bytes) parser.push(new Uint8Array([byte]));
    parser.end();
    expect(parser.result().rows).toEqual([{ line: 2, address: '1 Peña Blvd', zipCode: '80249' }]);
  });

  it('hands back each row as soon as its line is complete', () => {
    const parser = new CsvRowsParser();
    expect(parser.push('address,zip\n1 A St,100').rows).toEqual([]);
    expect(parser.push('01\n2 B').rows).toEqual([{ line: 2, address: '1 A St', zipCode: '10001' }]);
    expect(parser.end().rows).toEqual([]);
  });

  it('streams a 10,000-row file in 64 KB chunks', { timeout: 20_000 }, () => {
    const lines = ['address,zipCode'];
    for (let i = 0; i < 10_000; i += 1)
      lines.push(`"${i} Main St, Apt ${i % 7}",${String(10_000 + i).padStart(5, '0')}`);
    const bytes = new TextEncoder().encode(lines.join('\r\n'));
    const parser = new CsvRowsParser();
    let seen = 0;
    for (let i = 0; i < bytes.length; i += 65_536) seen += parser.push(bytes.subarray(i, i + 65_536)).rows.length;
    seen += parser.end().rows.length;
    expect(seen).toBe(10_000);
    const { rows, errors } = parser.result();
    expect(errors).toEqual([]);
    expect(rows[9_999]).toEqual({ line: 10_001, address: '9999 Main St, Apt 3', zipCode: '19999' });
  });
});

describe('CsvRowsParser (Windows-1252 input)', () => {
  it('reads a Windows-1252 byte at the very end of the file, even when it arrives alone', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('address,zip\n1 Main St,10001,Caf'), 0xe9]);
    for (const split of [bytes.length - 1, bytes.length]) {
      const parser = new CsvRowsParser();
      parser.push(bytes.subarray(0, split));
      parser.push(bytes.subarray(split));
      parser.end();
      expect(parser.result()).toEqual({
        rows: [{ line: 2, address: '1 Main St', zipCode: '10001' }],
        errors: [],
        fileRejected: false,
      });
    }
  });

  it('switches encoding mid-stream without losing a byte held from the previous chunk', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('address,zip\n1 Caf'),
      0xe9,
      0x20,
      ...new TextEncoder().encode('St,10001\n'),
    ]);
    const at = bytes.indexOf(0xe9);
    const parser = new CsvRowsParser();
    parser.push(bytes.subarray(0, at + 1));
    parser.push(bytes.subarray(at + 1));
    parser.end();
    expect(parser.result().rows).toEqual([{ line: 2, address: '1 Café St', zipCode: '10001' }]);
  });
});
