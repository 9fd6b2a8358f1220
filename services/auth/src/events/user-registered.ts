import type { EventData } from '@realty/proto-schemas';
import { createEvent, outboxOf } from '@realty/service-kit';

/** The outbox of a new user document: its `user.registered` event, written in the same insert. */
export function userRegisteredOutbox(userId: string, data: EventData<'user.registered'>): string[] {
  return outboxOf(createEvent('user.registered', { producer: 'auth', userId, data }));
}
