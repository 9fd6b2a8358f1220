/**
 * A table's column-totals row ('Totals   10   3,200.00   450.00') sums each column of the rows
 * above; it is neither a charge nor the invoice total, because each number totals a different column.
 */
const COLUMN_TOTALS = /^\s*(?:grand\s+)?totals?\s*:?((?:\s+\(?-?\$?\s?\d[\d,]*(?:\.\d+)?\)?){2,})\s*$/i;

export function isColumnTotalsRow(text: string): boolean {
  return COLUMN_TOTALS.test(text);
}
