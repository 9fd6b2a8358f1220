import { dealColumns, readDealCells } from './csv-deal-columns.ts';
import { checkPropertyLocation } from './property-location.ts';

// Bulk-upload CSV parsing. The parser is fed chunks as they arrive (a push parser), so a large upload is
// validated while it streams and never has to sit in memory as one string. It follows RFC 4180 quoting
// ("a, b" and "say ""hi""") and tolerates a byte-order mark, CRLF or bare CR line ends, blank lines, extra
// columns and the common spellings of the two column names.

export interface CsvPropertyRow {
  /** 1-based line of the file on which the record starts. */
  line: number;
  address: string;
  zipCode: string;
  /** Optional deal columns (price, rent, beds, baths, sqft, type, assumptions), not yet validated. */
  deal?: Record<string, unknown>;
}

export interface CsvRowError {
  /** 1-based line of the file on which the problem record starts (1 for header problems). */
  line: number;
  message: string;
}

/** What one `push` or `end` call completed. */
export interface CsvRowsBatch {
  rows: CsvPropertyRow[];
  errors: CsvRowError[];
}

export interface CsvRowsResult extends CsvRowsBatch {
  /**
   * True when the file as a whole is unusable (binary, empty, or no address/ZIP column); its one error says
   * why. Rows read before the problem was found are still listed but should not be processed.
   */
  fileRejected: boolean;
}

export const CSV_MESSAGES = {
  missingColumns: (missing: string[]) =>
    `The header row must name an address column and a ZIP code column (missing: ${missing.join(', ')}). ` +
    'CSV should contain columns: address, zipCode',
  emptyFile: 'The file is empty. CSV should contain columns: address, zipCode',
  binary: 'The file is not a text CSV (binary content found)',
  unterminatedQuote: 'A quoted field is never closed',
} as const;

// Header cells are compared after lower-casing and dropping everything but letters and digits, so
// 'ZIP Code', 'zip_code' and 'Zip-Code' all read as 'zipcode'.
const ADDRESS_HEADERS = new Set(['address', 'streetaddress', 'propertyaddress', 'street', 'addressline1', 'address1']);
const ZIP_HEADERS = new Set(['zip', 'zipcode', 'zip5', 'postalcode', 'postcode', 'postal']);

function normalizeHeader(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// C0 control characters other than tab, LF, FF and CR never appear in a text CSV; a NUL in particular is
// the surest sign of a spreadsheet or image uploaded by mistake.
function firstBinaryIndex(text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) return i;
  }
  return -1;
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** The trailing bytes that start a UTF-8 character but do not finish it (at most 3). */
function incompleteUtf8Tail(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // A continuation byte: keep looking for the lead byte.
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.slice(bytes.length - back) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

export class CsvRowsParser {
  // Bytes are read as UTF-8. Spreadsheet programs on Windows still export CSV in Windows-1252, which is
  // rarely valid UTF-8, so on the first invalid sequence the parser switches to that encoding rather than
  // rejecting the file; binary files are caught by their control characters instead.
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private isUtf8 = true;
  /** Bytes the UTF-8 decoder holds back as the start of a character split across chunks. */
  private heldBytes: Uint8Array = new Uint8Array(0);
  private readonly rows: CsvPropertyRow[] = [];
  private readonly errors: CsvRowError[] = [];

  private started = false;
  private stopped = false;
  private rejected = false;
  private ended = false;

  // Tokenizer state. `quoteInQuoted` means a quote was just read inside a quoted field: the next
  // character decides whether it was an escaped quote ("") or the end of the field.
  private state: 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' | 'afterQuoted' = 'fieldStart';
  private field = '';
  private record: string[] = [];
  private recordHasContent = false;
  /** True when the previous character was CR, so a following LF belongs to the same line end. */
  private afterCR = false;
  private line = 1;
  private recordStartLine = 1;

  // Header state.
  private addressIndex = -1;
  private zipIndex = -1;
  private dealIndexes: Array<[string, number]> = [];
  private headerSeen = false;

  /** Feeds the next chunk; returns the rows and errors completed by it. */
  push(chunk: string | Uint8Array): CsvRowsBatch {
    if (this.ended) throw new Error('CsvRowsParser: push after end');
    const before = this.mark();
    if (this.stopped) return this.since(before);

    let text: string;
    if (typeof chunk === 'string') {
      text = chunk;
    } else {
      text = this.decodeBytes(chunk);
    }
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const binaryAt = firstBinaryIndex(text);
    if (binaryAt >= 0) {
      const linesBefore = text.slice(0, binaryAt).match(/\r\n|\r|\n/g)?.length ?? 0;
      this.reject(this.line + linesBefore, CSV_MESSAGES.binary);
      return this.since(before);
    }
    for (const ch of text) {
      this.consume(ch);
      if (this.stopped) break;
    }
    return this.since(before);
  }

  /** Signals the end of input; returns the rows and errors completed by it. */
  end(): CsvRowsBatch {
    if (this.ended) return { rows: [], errors: [] };
    const before = this.mark();
    if (!this.stopped && this.heldBytes.length > 0) {
      // The input ended inside a UTF-8 character, so it was never UTF-8; read the bytes as Windows-1252.
      const rest = new TextDecoder('windows-1252').decode(this.heldBytes);
      this.heldBytes = new Uint8Array(0);
      for (const ch of rest) this.consume(ch);
    }
    if (!this.stopped) {
      if (this.state === 'quoted') {
        this.errors.push({ line: this.recordStartLine, message: CSV_MESSAGES.unterminatedQuote });
      } else {
        this.finishRecord();
      }
      if (!this.headerSeen) this.reject(1, CSV_MESSAGES.emptyFile);
    }
    this.ended = true;
    return this.since(before);
  }

  private decodeBytes(chunk: Uint8Array): string {
    if (!this.isUtf8) return this.decoder.decode(chunk, { stream: true });
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      this.heldBytes = incompleteUtf8Tail(concatBytes(this.heldBytes, chunk.subarray(Math.max(0, chunk.length - 4))));
      return text;
    } catch {
      // Nothing of a chunk that fails is emitted, so the held bytes plus the chunk are exactly what is
      // still unread.
      this.isUtf8 = false;
      this.decoder = new TextDecoder('windows-1252');
      const unread = concatBytes(this.heldBytes, chunk);
      this.heldBytes = new Uint8Array(0);
      return this.decoder.decode(unread, { stream: true });
    }
  }

  /** Everything parsed so far. */
  result(): CsvRowsResult {
    return { rows: [...this.rows], errors: [...this.errors], fileRejected: this.rejected };
  }

  private mark(): { rows: number; errors: number } {
    return { rows: this.rows.length, errors: this.errors.length };
  }

  private since(mark: { rows: number; errors: number }): CsvRowsBatch {
    return { rows: this.rows.slice(mark.rows), errors: this.errors.slice(mark.errors) };
  }

  private reject(line: number, message: string): void {
    this.errors.push({ line, message });
    this.stopped = true;
    this.rejected = true;
  }

  private consume(ch: string): void {
    const wasCR = this.afterCR;
    this.afterCR = false;

    if (this.state === 'quoted') {
      if (ch === '"') {
        this.state = 'quoteInQuoted';
        return;
      }
      // Line ends inside quotes belong to the value but still advance the file's line count.
      this.field += ch;
      if (ch === '\r') {
        this.line += 1;
        this.afterCR = true;
      } else if (ch === '\n' && !wasCR) {
        this.line += 1;
      }
      return;
    }
    if (this.state === 'quoteInQuoted') {
      if (ch === '"') {
        this.field += '"';
        this.state = 'quoted';
        return;
      }
      // The quote closed the field; anything up to the next comma is kept as literal text.
      this.state = 'afterQuoted';
    }

    if (ch === '\n' && wasCR) return; // The LF of a CRLF pair; the line end was handled at the CR.
    if (ch === ',') {
      this.record.push(this.field);
      this.field = '';
      this.state = 'fieldStart';
      this.recordHasContent = true;
      return;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r') this.afterCR = true;
      this.finishRecord();
      this.line += 1;
      this.recordStartLine = this.line;
      return;
    }
    this.recordHasContent = true;
    if (ch === '"' && this.state === 'fieldStart') {
      this.state = 'quoted';
      return;
    }
    this.field += ch;
    if (this.state === 'fieldStart') this.state = 'unquoted';
  }

  private finishRecord(): void {
    const hasContent = this.recordHasContent;
    const record = [...this.record, this.field];
    this.record = [];
    this.field = '';
    this.state = 'fieldStart';
    this.recordHasContent = false;
    if (!hasContent) return; // A blank line.

    if (record.every((cell) => cell.trim() === '')) return; // A line of empty cells, e.g. ',,'.
    if (!this.headerSeen) {
      this.readHeader(record);
      return;
    }
    const check = checkPropertyLocation(record[this.addressIndex] ?? '', record[this.zipIndex] ?? '');
    if (check.errors.length > 0) {
      for (const message of check.errors) this.errors.push({ line: this.recordStartLine, message });
      return;
    }
    const deal = readDealCells(record, this.dealIndexes);
    this.rows.push({
      line: this.recordStartLine,
      address: check.address,
      zipCode: check.zipCode,
      ...(Object.keys(deal).length ? { deal } : {}),
    });
  }

  private readHeader(cells: string[]): void {
    this.headerSeen = true;
    const names = cells.map(normalizeHeader);
    this.addressIndex = names.findIndex((n) => ADDRESS_HEADERS.has(n));
    this.zipIndex = names.findIndex((n) => ZIP_HEADERS.has(n));
    this.dealIndexes = dealColumns(names);
    const missing = [...(this.addressIndex < 0 ? ['address'] : []), ...(this.zipIndex < 0 ? ['zipCode'] : [])];
    if (missing.length > 0) this.reject(this.recordStartLine, CSV_MESSAGES.missingColumns(missing));
  }
}

/** Parses a whole CSV text (or bytes) at once. */
export function parseCsvRows(content: string | Uint8Array): CsvRowsResult {
  const parser = new CsvRowsParser();
  parser.push(content);
  parser.end();
  return parser.result();
}
