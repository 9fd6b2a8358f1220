/** Months are handled as 'YYYY-MM' strings in the dataset and as integer month numbers for arithmetic. */
export type Month = string;

export function monthNumber(month: Month): number {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return year * 12 + (m - 1);
}

export function monthFromNumber(n: number): Month {
  const year = Math.floor(n / 12);
  const m = (n % 12) + 1;
  return `${year}-${String(m).padStart(2, '0')}`;
}

export function addMonths(month: Month, count: number): Month {
  return monthFromNumber(monthNumber(month) + count);
}

export function monthsBetween(from: Month, to: Month): number {
  return monthNumber(to) - monthNumber(from);
}
