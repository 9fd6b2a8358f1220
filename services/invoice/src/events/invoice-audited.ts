import type { EventData } from '@realty/proto-schemas';
import { createEvent, outboxOf } from '@realty/service-kit';

/** The outbox of a stored audit: its `invoice.audited` event, published once the document is written. */
export function invoiceAuditedOutbox(userId: string, data: EventData<'invoice.audited'>): string[] {
  return outboxOf(createEvent('invoice.audited', { producer: 'invoice', userId, data }));
}
