import type { EventData } from '@realty/proto-schemas';
import { createEvent, outboxOf } from '@realty/service-kit';

/** The outbox of a stored contact message: its `contact.received` event, published once the message is written. */
export function contactReceivedOutbox(userId: string | null, data: EventData<'contact.received'>): string[] {
  return outboxOf(createEvent('contact.received', { producer: 'admin', userId, data }));
}
