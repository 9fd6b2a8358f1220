import type { EventEnvelope } from '@realty/proto-schemas';
import type { AdminCollections } from './collections.ts';
import { ensureDirectoryUser } from './directory-users.ts';
import { recordUsageCount } from './usage-units.ts';

/**
 * account.opened and subscription.changed: the plan, status and trial end, applied only when
 * the event is newer than the one that last set them, so a late or repeated event never
 * rolls the plan back. subscription.changed also carries the usage count at that moment.
 */
export async function recordPlan(
  collections: AdminCollections,
  event: EventEnvelope<'account.opened'> | EventEnvelope<'subscription.changed'>,
  userId: string,
): Promise<void> {
  const occurredAt = new Date(event.occurredAt);
  const { planType, subscriptionStatus, trialEndDate } = event.data;
  await ensureDirectoryUser(collections, userId);
  await collections.users.updateOne(
    { _id: userId, planAt: { $lt: occurredAt } },
    {
      $set: {
        planType,
        subscriptionStatus,
        trialEndDate: trialEndDate ? new Date(trialEndDate) : null,
        planAt: occurredAt,
      },
    },
  );
  if (event.type === 'subscription.changed')
    await recordUsageCount(collections, userId, event.data.usageCount, occurredAt);
}
