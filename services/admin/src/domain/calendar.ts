/** Calendar windows of the admin figures, in UTC so every instance and the tests agree. */
const DAY_MS = 86_400_000;

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** `YYYY-MM` of the calendar month containing the instant. */
export function monthKey(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The start of the last 7 days, for "signups this week". */
export function weekAgo(now: Date): Date {
  return new Date(now.getTime() - 7 * DAY_MS);
}

/** Revenue is summed in cents and reported in dollars, so float sums never show 0.30000000000000004. */
export function sumDollars(amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
