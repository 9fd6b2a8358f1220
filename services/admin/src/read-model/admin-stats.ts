import type { AdminCollections } from '../model.ts';
import { monthKey, monthStart, nextMonthStart, sumDollars, weekAgo } from '../domain/calendar.ts';

export interface AdminStats {
  totalUsers: number;
  activeTrials: number;
  paidSubscribers: number;
  totalRevenue: number;
  usageThisMonth: number;
  signupsThisWeek: number;
}

/**
 * The dashboard's six figures from the read model. Users are the registered ones (a row made
 * by an early billing event alone is not a user yet); months and weeks are UTC.
 */
export async function adminStats(collections: AdminCollections, now: Date): Promise<AdminStats> {
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
  return {
    totalUsers,
    activeTrials,
    paidSubscribers,
    totalRevenue: sumDollars(monthPayments.map((p) => p.amount)),
    usageThisMonth,
    signupsThisWeek,
  };
}
