import type { MortgageRatePoint } from '../dataset-types.ts';
import { cell, csvTable, parseCsv } from './csv.ts';
import { parseNumber } from './parse-helpers.ts';

/**
 * Reads FRED's MORTGAGE30US CSV and keeps the weeks within `keepYears` of the latest observation. FRED marks
 * missing weeks with "." which is skipped.
 */
export function readMortgageFile(text: string, source: string, keepYears: number): MortgageRatePoint[] {
  const table = csvTable(parseCsv(text), source);
  const dateCol = table.header.findIndex((h) => /date/i.test(h));
  const rateCol = table.column('MORTGAGE30US');
  if (dateCol < 0) throw new Error(`${source}: no date column`);
  const points: MortgageRatePoint[] = [];
  for (const row of table.rows) {
    const date = cell(row, dateCol);
    const ratePct = parseNumber(cell(row, rateCol));
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && ratePct !== null) points.push({ date, ratePct });
  }
  points.sort((a, b) => a.date.localeCompare(b.date));
  const last = points.at(-1);
  if (!last) return [];
  const cutoff = `${Number(last.date.slice(0, 4)) - keepYears}${last.date.slice(4)}`;
  return points.filter((p) => p.date > cutoff);
}
