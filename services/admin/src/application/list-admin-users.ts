import { cursorPage, listLimit, listOffset, type Connection, type PageArgs } from '@realty/service-kit';
import { toAdminUser, type AdminUser } from '../domain/admin-user.ts';
import { cursorRows, type AdminCollections } from '../store/collections.ts';
import { registeredUsers } from '../store/directory-users.ts';
import { withUnitCounts } from '../store/unit-counts.ts';
import { ADMIN_LIST_DEFAULT } from './admin-list.ts';

/** Registered users with their usage counts, by offset. */
export async function listAdminUsers(
  collections: AdminCollections,
  args: { limit?: number | null; offset?: number | null },
): Promise<AdminUser[]> {
  const rows = await registeredUsers(collections, listOffset(args.offset), listLimit(args.limit, ADMIN_LIST_DEFAULT));
  return (await withUnitCounts(collections, rows)).map(toAdminUser);
}

/** Registered users with their usage counts, a cursor page at a time. */
export function pageAdminUsers(collections: AdminCollections, args: PageArgs): Promise<Connection<AdminUser>> {
  return cursorPage(
    args,
    async (after, limit) =>
      withUnitCounts(collections, await cursorRows(collections.users, { registered: true }, after, limit)),
    toAdminUser,
  );
}
