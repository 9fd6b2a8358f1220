import { isEventOfType, type EventEnvelope } from '@realty/proto-schemas';
import type { AdminCollections } from '../store/collections.ts';
import { recordPlan } from '../store/directory-plan.ts';
import { recordPayment } from '../store/payments.ts';
import { recordRegisteredUser } from '../store/registered-users.ts';
import { recordRelease, recordUsage } from '../store/usage-units.ts';

/** Applies one event to the read model. Every branch is idempotent; other event types are not needed here. */
export async function applyAdminEvent(collections: AdminCollections, event: EventEnvelope): Promise<void> {
  const userId = event.userId;
  if (!userId) return;
  if (isEventOfType(event, 'user.registered')) return recordRegisteredUser(collections, event, userId);
  if (isEventOfType(event, 'account.opened') || isEventOfType(event, 'subscription.changed'))
    return recordPlan(collections, event, userId);
  if (isEventOfType(event, 'usage.recorded')) return recordUsage(collections, event, userId);
  if (isEventOfType(event, 'usage.released')) return recordRelease(collections, event, userId);
  if (isEventOfType(event, 'payment.succeeded')) return recordPayment(collections, event);
}
