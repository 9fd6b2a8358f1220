import type { PlanType } from '@realty/proto-schemas';

/**
 * Usage periods. The trial is one period from registration to its end. A paid plan's usage
 * resets on the monthly anniversary of the moment it became active, which is Stripe's
 * billing-cycle anchor for the subscription to within seconds, so the allowance renews when
 * the customer is charged. All arithmetic is in UTC.
 */

/** Adds whole months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28 or 29). */
export function addMonthsClamped(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The start of the monthly period containing `now`, counting anniversaries from `anchor`. */
export function currentPeriodStart(anchor: Date, now: Date): Date {
  if (now.getTime() <= anchor.getTime()) return anchor;
  // Each anniversary is computed from the anchor itself, never from the previous one, so a
  // clamped February does not drag every later period to the 28th.
  let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let start = addMonthsClamped(anchor, months);
  while (start.getTime() > now.getTime()) {
    months -= 1;
    start = addMonthsClamped(anchor, months);
  }
  return start;
}

export interface PeriodState {
  planType: PlanType;
  periodStart: Date;
  periodAnchor: Date;
}

/** The new period start when the stored period has rolled over, or null while it is current. */
export function rolledPeriodStart(account: PeriodState, now: Date): Date | null {
  if (account.planType === 'trial') return null;
  const start = currentPeriodStart(account.periodAnchor, now);
  return start.getTime() > account.periodStart.getTime() ? start : null;
}
