import { isEventOfType, subjectFor, type EventEnvelope } from '@realty/proto-schemas';
import { runDurableConsumer, type ServiceRuntime } from '@realty/service-kit';
import type { AccountStore } from '../accounts/current-account.ts';
import { openAccount } from '../accounts/open-account.ts';

/** Opens the trial account of every registered user; idempotent, so redeliveries change nothing. */
export async function openAccountWhenUserRegistered(store: AccountStore, event: EventEnvelope): Promise<void> {
  if (!isEventOfType(event, 'user.registered') || !event.userId) return;
  const { userId, data } = event;
  const opened = await store.lock.run(userId, () => openAccount(store.accounts, userId, new Date(data.createdAt)));
  if (opened) store.onEventsQueued([userId]);
}

export function consumeUserRegistrations(rt: ServiceRuntime, store: AccountStore) {
  return runDurableConsumer({
    nc: rt.nats.nc,
    js: rt.nats.js,
    durable: rt.durableName,
    filterSubject: subjectFor('user.registered'),
    log: rt.log,
    handle: (event) => openAccountWhenUserRegistered(store, event),
  });
}
