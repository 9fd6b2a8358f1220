import { cursorPage, listLimit, type Connection, type PageArgs } from '@realty/service-kit';
import { cursorRows, type AdminCollections } from '../store/collections.ts';
import { latestContactMessages, type ContactMessageRow } from '../store/contact-messages.ts';
import { ADMIN_LIST_DEFAULT } from './admin-list.ts';

export type { ContactMessageRow };

/** The newest contact messages. */
export function listContactMessages(
  collections: AdminCollections,
  limit: number | null | undefined,
): Promise<ContactMessageRow[]> {
  return latestContactMessages(collections, listLimit(limit, ADMIN_LIST_DEFAULT));
}

/** Contact messages a cursor page at a time. */
export function pageContactMessages(
  collections: AdminCollections,
  args: PageArgs,
): Promise<Connection<ContactMessageRow>> {
  return cursorPage(args, (after, limit) => cursorRows(collections.contactMessages, {}, after, limit, { _outbox: 0 }));
}
