import { isEventOfType, type EventEnvelope } from '@realty/proto-schemas';
import type { AccountStore } from './current-account.ts';
import { openAccount } from './open-account.ts';

/** Opens the trial account of every registered user; idempotent, so redeliveries change nothing. */
export async function openAccountWhenUserRegistered(store: AccountStore, event: EventEnvelope): Promise<void> {
  if (!isEventOfType(event, 'user.registered') || !event.userId) return;
  const { userId, data } = event;
  const opened = await store.lock.run(userId, () => openAccount(store.accounts, userId, new Date(data.createdAt)));
  if (opened) store.onEventsQueued([userId]);
}
