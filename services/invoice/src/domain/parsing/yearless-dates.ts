/**
 * Item rows often carry a month and day only ('10/02  Service call'); the year is the invoice's, or the
 * year before when that day would fall after the invoice date (a December visit billed in January).
 */
import type { LineItem } from '../types.ts';

const MONTH_DAY = /^--(\d{2})-(\d{2})$/;

export function withInvoiceYear(monthDay: string, invoiceDate: string | null): string | null {
  const match = MONTH_DAY.exec(monthDay);
  if (!match) return monthDay;
  if (!invoiceDate) return null;
  const year = Number(invoiceDate.slice(0, 4));
  const sameYear = `${year}-${match[1]}-${match[2]}`;
  return sameYear > invoiceDate ? `${year - 1}-${match[1]}-${match[2]}` : sameYear;
}

/** Gives every yearless item date the invoice's year; without an invoice date the partial date is dropped. */
export function resolveYearlessDates(items: LineItem[], invoiceDate: string | null): void {
  for (const item of items) if (item.date !== null) item.date = withInvoiceYear(item.date, invoiceDate);
}
