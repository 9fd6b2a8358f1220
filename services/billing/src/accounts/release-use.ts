import type { UsageReleaseRequest } from '@realty/proto-schemas';
import { createEvent, pushEvents } from '@realty/service-kit';
import type { AccountStore } from './current-account.ts';
import { backoff } from './backoff.ts';
import { UsageContentionError } from './authorize-use.ts';
import { dropReservation } from './usage-reservations.ts';

const MAX_ATTEMPTS = 60;

/**
 * Gives a counted unit back, once: the update requires the unit to be among this period's
 * counted units and removes it in the same write ($pullAll of the id, $inc -1), so a repeated
 * release, or a release after the period rolled over, changes nothing. The count is
 * compare-and-set like an authorization's, so the usage.released event carries the exact count.
 */
export async function releaseUse(store: AccountStore, req: UsageReleaseRequest): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const released = await store.lock.run(req.userId, () => tryRelease(store, req));
    if (released !== null) {
      // Only after the unit is given back: a crash in between leaves the reservation, whose
      // expiry repeats this release (which then changes nothing).
      await dropReservation(store.reservations, req.userId, req.unitId);
      return released;
    }
    await backoff(attempt);
  }
  throw new UsageContentionError(req.userId);
}

/** One read-decide-write round; null when another writer changed the account in between. */
async function tryRelease(store: AccountStore, req: UsageReleaseRequest): Promise<boolean | null> {
  const now = new Date();
  const account = await store.accounts.findOne({ _id: req.userId });
  if (!account || !(account.unitIds ?? []).includes(req.unitId)) return false;
  const usageCount = Math.max(0, account.usageCount - 1);
  const event = createEvent('usage.released', {
    producer: 'billing',
    userId: req.userId,
    occurredAt: now,
    data: { unitId: req.unitId, periodStart: account.periodStart.toISOString(), usageCount, releasedAt: now.toISOString() },
  });
  // Atomic on MongoDB; null means another billing instance changed the account since we read it.
  const updated = await store.accounts.findOneAndUpdate(
    { _id: req.userId, usageCount: account.usageCount, periodStart: account.periodStart, unitIds: req.unitId },
    { $inc: { usageCount: -1 }, $pullAll: { unitIds: [req.unitId] }, ...pushEvents(event) },
  );
  if (!updated) return null;
  store.onEventsQueued([req.userId]);
  return true;
}
