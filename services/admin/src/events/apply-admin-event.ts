import { isEventOfType, STREAM_SUBJECTS, type EventEnvelope } from '@realty/proto-schemas';
import { runDurableConsumer, type ServiceRuntime } from '@realty/service-kit';
import type { AdminCollections } from '../model.ts';
import { recordRegisteredUser } from './record-user.ts';
import { recordPlan } from './record-plan.ts';
import { recordRelease, recordUsage } from './record-usage.ts';
import { recordPayment } from './record-payment.ts';

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

/** The read model's only input: every event of the stream, through this service's durable consumer. */
export function consumeAllEvents(rt: ServiceRuntime, collections: AdminCollections) {
  return runDurableConsumer({
    nc: rt.nats.nc,
    js: rt.nats.js,
    durable: rt.durableName,
    filterSubject: STREAM_SUBJECTS,
    log: rt.log,
    handle: (event) => applyAdminEvent(collections, event),
  });
}
