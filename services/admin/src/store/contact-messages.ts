import type { AdminCollections, ContactMessageDoc } from './collections.ts';

/** A message as it is read back, without its pending events. */
export type ContactMessageRow = Omit<ContactMessageDoc, '_outbox'>;

/** The message and its pending events in one document write (the outbox), so the event is never lost. */
export async function insertContactMessage(collections: AdminCollections, doc: ContactMessageDoc): Promise<void> {
  await collections.contactMessages.insertOne(doc);
}

/** The newest messages first (id as tie-break), at most `limit`. */
export function latestContactMessages(collections: AdminCollections, limit: number): Promise<ContactMessageRow[]> {
  return collections.contactMessages
    .find({}, { projection: { _outbox: 0 } })
    .sort({ createdAt: -1, _id: 1 })
    .limit(limit)
    .toArray();
}
