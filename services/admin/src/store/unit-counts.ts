import type { AdminCollections, DirectoryUserDoc } from './collections.ts';

/**
 * The directory rows with each user's usage count taken from the read model's units: the units of the user's
 * newest period that are recorded and not released. Units are flags set once per event, so this count is
 * the same whatever order the events arrived in and however many billing instances counted them (the count an
 * event carries is each instance's own view, and two granting at once can both be short). A user with no
 * unit yet keeps the count the last plan event carried.
 */
export async function withUnitCounts(
  collections: AdminCollections,
  rows: DirectoryUserDoc[],
): Promise<DirectoryUserDoc[]> {
  const counted = rows.filter((r) => r.usagePeriod !== undefined);
  if (counted.length === 0) return rows;
  const units = await collections.usageUnits
    .find(
      {
        userId: { $in: counted.map((r) => r._id) },
        periodStart: { $in: [...new Set(counted.map((r) => r.usagePeriod!))] },
        recorded: true,
        released: false,
      },
      { projection: { userId: 1, periodStart: 1 } },
    )
    .toArray();
  const periodOf = new Map(counted.map((r) => [r._id, r.usagePeriod]));
  const counts = new Map<string, number>();
  for (const unit of units)
    if (periodOf.get(unit.userId) === unit.periodStart) counts.set(unit.userId, (counts.get(unit.userId) ?? 0) + 1);
  return rows.map((r) => (r.usagePeriod === undefined ? r : { ...r, usageCount: counts.get(r._id) ?? 0 }));
}
