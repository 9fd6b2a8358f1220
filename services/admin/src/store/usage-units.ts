import type { EventEnvelope } from '@realty/proto-schemas';
import type { AdminCollections } from './collections.ts';
import { monthKey } from '../domain/calendar.ts';
import { ensureDirectoryUser } from './directory-users.ts';

/**
 * Stores the absolute usage count an event carries, only if the event is newer than the stored one. Events
 * of one billing write share their time (a batch, or concurrent authorizations granted together, count
 * +1, +2, ... at one instant), so at an equal time the higher count is the later one. Only plan events
 * store it: it is shown for a user with no usage event yet. Once one has come, the count is the units of its
 * period (two billing instances granting at once each count from their own view, so the count a usage event
 * carries can be short).
 */
export async function recordUsageCount(
  collections: AdminCollections,
  userId: string,
  usageCount: number,
  occurredAt: Date,
): Promise<void> {
  await ensureDirectoryUser(collections, userId);
  await collections.users.updateOne(
    { _id: userId, $or: [{ usageAt: { $lt: occurredAt } }, { usageAt: occurredAt, usageCount: { $lt: usageCount } }] },
    { $set: { usageCount, usageAt: occurredAt } },
  );
}

/** A unit is identified by user, usage period and unit id: billing never counts one twice in a period. */
const unitKey = (userId: string, periodStart: string, unitId: string) => `${userId}|${periodStart}|${unitId}`;

/**
 * The user's newest usage period seen, on its directory row (made here when this event is its first): the
 * directory counts the units of that period (see unit-counts.ts). `$max` commutes, so events of any order and
 * any number of admin instances agree.
 */
function recordPeriod(collections: AdminCollections, userId: string, periodStart: string): Promise<void> {
  return ensureDirectoryUser(collections, userId, { $max: { usagePeriod: periodStart } });
}

/**
 * usage.recorded: the unit in its period's and this month's set. Flags, not counters:
 * setting recorded=true again on a redelivery changes nothing, so nothing is counted twice.
 */
export async function recordUsage(
  collections: AdminCollections,
  event: EventEnvelope<'usage.recorded'>,
  userId: string,
): Promise<void> {
  const { unitId, periodStart, recordedAt } = event.data;
  await collections.usageUnits.updateOne(
    { _id: unitKey(userId, periodStart, unitId) },
    {
      $set: { recorded: true, month: monthKey(new Date(recordedAt)), periodStart },
      $setOnInsert: { userId, released: false },
    },
    { upsert: true },
  );
  await recordPeriod(collections, userId, periodStart);
}

/** usage.released: the unit leaves the month's set, whether its recording arrived before or after. */
export async function recordRelease(
  collections: AdminCollections,
  event: EventEnvelope<'usage.released'>,
  userId: string,
): Promise<void> {
  const { unitId, periodStart } = event.data;
  await collections.usageUnits.updateOne(
    { _id: unitKey(userId, periodStart, unitId) },
    { $set: { released: true, periodStart }, $setOnInsert: { userId, recorded: false } },
    { upsert: true },
  );
  await recordPeriod(collections, userId, periodStart);
}
