import type { AdminCollections } from './collections.ts';
import { monthKey, monthStart, nextMonthStart, weekAgo } from '../domain/calendar.ts';

/** What the read model counts for the dashboard, and the amounts of this month's payments (summed by the caller). */
export interface AdminFigures {
  totalUsers: number;
  activeTrials: number;
  paidSubscribers: number;
  monthPaymentAmounts: number[];
  usageThisMonth: number;
  signupsThisWeek: number;
}

/**
 * The dashboard's figures, read at once. Users are the registered ones (a row made by an early billing event alone
 * is not a user yet); months and weeks are UTC.
 */
export async function countAdminFigures(collections: AdminCollections, now: Date): Promise<AdminFigures> {
  const { users, usageUnits, payments } = collections;
  const [totalUsers, activeTrials, paidSubscribers, monthPayments, usageThisMonth, signupsThisWeek] = await Promise.all(
    [
      users.countDocuments({ registered: true }),
      users.countDocuments({ registered: true, subscriptionStatus: 'trial', trialEndDate: { $gt: now } }),
      users.countDocuments({ registered: true, subscriptionStatus: 'active', planType: { $ne: 'trial' } }),
      payments
        .find({ paidAt: { $gte: monthStart(now), $lt: nextMonthStart(now) } }, { projection: { amount: 1 } })
        .toArray(),
      usageUnits.countDocuments({ month: monthKey(now), recorded: true, released: false }),
      users.countDocuments({ registered: true, createdAt: { $gte: weekAgo(now) } }),
    ],
  );
  const monthPaymentAmounts = monthPayments.map((p) => p.amount);
  return { totalUsers, activeTrials, paidSubscribers, monthPaymentAmounts, usageThisMonth, signupsThisWeek };
}
