import type { AdminStats } from '@realty/proto-schemas';
import { sumDollars } from '../domain/calendar.ts';
import { countAdminFigures } from '../store/admin-figures.ts';
import type { AdminCollections } from '../store/collections.ts';

export type { AdminStats };

/** The dashboard's six figures from the read model, this month's revenue summed in cents. */
export async function readAdminStats(collections: AdminCollections, now: Date): Promise<AdminStats> {
  const { monthPaymentAmounts, ...counts } = await countAdminFigures(collections, now);
  return { ...counts, totalRevenue: sumDollars(monthPaymentAmounts) };
}
