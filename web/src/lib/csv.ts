/**
 * CSV export built in the browser (spec section 7): the first record's fields are the header, every value is
 * quoted with inner quotes doubled, and the file is '<dataset>_<YYYY-MM-DD>.csv'. Cells that a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) are neutralised with a leading
 * single quote, so an address such as '=HYPERLINK(...)' stays text when the file is opened. A number is not a
 * formula: -645, '-3.2%' or '-$1,264' are written as they are, so a negative cash flow stays a number.
 */

export type CsvRecord = Record<string, unknown>;

const FORMULA_START = /^[=+\-@\t\r]/;
// A signed number, optionally with a dollar sign, thousands separators, decimals, exponent or percent:
// nothing in it a spreadsheet could evaluate.
const NUMERIC = /^[-+]?\$?(\d[\d,]*(\.\d*)?|\.\d+)([eE][-+]?\d+)?%?$/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !NUMERIC.test(text) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function quoteCell(value: unknown): string {
  return `"${neutraliseCell(cellText(value)).replace(/"/g, '""')}"`;
}

/** Builds the CSV text, or null for an empty list. Apollo's __typename bookkeeping is never exported. */
export function buildCsv(records: readonly CsvRecord[]): string | null {
  const first = records[0];
  if (!first) return null;
  const headers = Object.keys(first).filter((key) => key !== '__typename');
  const lines = [headers.map(quoteCell).join(',')];
  for (const record of records) lines.push(headers.map((key) => quoteCell(record[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** '<dataset>_<YYYY-MM-DD>.csv' for the local calendar day. */
export function csvFilename(dataset: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dataset}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ExportOutcome = { ok: true; filename: string } | { ok: false };

/** Builds and downloads the file; `{ ok: false }` when there is nothing to export. */
export function exportCsv(dataset: string, records: readonly CsvRecord[], now: Date = new Date()): ExportOutcome {
  const text = buildCsv(records);
  if (text === null) return { ok: false };
  const filename = csvFilename(dataset, now);
  downloadText(filename, text);
  return { ok: true, filename };
}
