import type { EventData } from '@realty/proto-schemas';
import { createEvent, outboxOf } from '@realty/service-kit';

/** The outbox of a stored search: its `rental.searched` event, published once the document is written. */
export function rentalSearchedOutbox(userId: string, data: EventData<'rental.searched'>): string[] {
  return outboxOf(createEvent('rental.searched', { producer: 'rental', userId, data }));
}
