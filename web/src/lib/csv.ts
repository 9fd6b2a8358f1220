/**
 * CSV export built in the browser (spec section 7): the first record's fields are the header, and the file is
 * '<dataset>_<YYYY-MM-DD>.csv'. Cells are written by the one CSV cell writer the REST export uses too
 * (proto-schemas csv-cell.ts: every value quoted, formulas defused, numbers left as numbers).
 */
import { csvLine } from '@realty/proto-schemas';

export type CsvRecord = Record<string, unknown>;

/** Builds the CSV text, or null for an empty list. Apollo's __typename bookkeeping is never exported. */
export function buildCsv(records: readonly CsvRecord[]): string | null {
  const first = records[0];
  if (!first) return null;
  const headers = Object.keys(first).filter((key) => key !== '__typename');
  const lines = [csvLine(headers)];
  for (const record of records) lines.push(csvLine(headers.map((key) => record[key])));
  return `${lines.join('\r\n')}\r\n`;
}

/** '<dataset>_<YYYY-MM-DD>.csv' for the local calendar day. */
export function csvFilename(dataset: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dataset}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(filename, new Blob([text], { type }));
}

/** Saves a file the page holds (a CSV it built, a PDF it fetched) under the given name. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
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
