/**
 * The one CSV cell writer, used by the REST export (gateway) and the browser's export (web), so both files read the
 * same in a spreadsheet. Every cell is quoted with inner quotes doubled (spec section 7). Text a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe, so an address such
 * as '=HYPERLINK(...)' stays text; a number is not a formula, so -645, -3.2% or -$1,264 are written as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
// A signed number, optionally with a dollar sign, thousands separators, decimals, exponent or percent.
const NUMERIC = /^[-+]?\$?(\d[\d,]*(\.\d*)?|\.\d+)([eE][-+]?\d+)?%?$/;

/** The text of a cell with a formula defused (numbers stay numbers). */
export function neutraliseCsvText(text: string): string {
  return FORMULA_START.test(text) && !NUMERIC.test(text) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One quoted, formula-safe CSV cell. */
export function csvCell(value: unknown): string {
  return `"${neutraliseCsvText(cellText(value)).replace(/"/g, '""')}"`;
}

/** One CSV line (no line end). */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
