import { createHash } from 'node:crypto';
import type { UsageAuthorizeRequest } from '@realty/proto-schemas';
import { createEvent } from '@realty/service-kit';
import type { LedgerDoc } from '../store/usage-ledger.ts';

/** A UUID derived from a name, so every instance that builds the event of one fact gives it the same id. */
function nameBasedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The usage.recorded event of a unit being counted; `usageCount` is the count with it. */
export function usageRecorded(
  userId: string,
  tool: UsageAuthorizeRequest['tool'],
  unitId: string,
  periodStart: Date,
  usageCount: number,
  now: Date,
) {
  return createEvent('usage.recorded', {
    producer: 'billing',
    userId,
    occurredAt: now,
    data: { tool, unitId, periodStart: periodStart.toISOString(), usageCount, recordedAt: now.toISOString() },
  });
}

/**
 * The usage.released event of a ledger document given back. Its id is derived from the document (its key and
 * the moment it was counted), so instances that release the same counted unit at once, or a sweeper finishing
 * a release another instance began, publish one event.
 */
export function usageReleased(
  doc: Pick<LedgerDoc, '_id' | 'userId' | 'unitId' | 'periodStart' | 'countedAt'>,
  usageCount: number,
  now: Date,
) {
  return createEvent('usage.released', {
    producer: 'billing',
    userId: doc.userId,
    id: nameBasedId(`${doc._id}|${doc.countedAt.getTime()}|released`),
    occurredAt: now,
    data: { unitId: doc.unitId, periodStart: doc.periodStart.toISOString(), usageCount, releasedAt: now.toISOString() },
  });
}
