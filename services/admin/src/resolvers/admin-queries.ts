import {
  CURSOR_SORT,
  cursorPage,
  listLimit,
  listOffset,
  type PageArgs,
  type RequestContext,
} from '@realty/service-kit';
import type { AdminCollections, ContactMessageDoc } from '../model.ts';
import { requireAdmin } from '../errors.ts';
import { adminStats } from '../read-model/admin-stats.ts';
import { withUnitCounts } from '../read-model/unit-counts.ts';
import { toAdminUser } from '../domain/admin-user.ts';

/** Rows an admin list answers when no limit is asked. */
const ADMIN_LIST_DEFAULT = 100;

function toContactMessage(m: ContactMessageDoc) {
  return {
    id: m._id,
    createdAt: m.createdAt.toISOString(),
    name: m.name,
    email: m.email,
    company: m.company ?? null,
    subject: m.subject,
    message: m.message,
  };
}

export function adminQueries(collections: AdminCollections) {
  return {
    adminStats: async (_: unknown, __: unknown, ctx: RequestContext) => {
      requireAdmin(ctx);
      return adminStats(collections, new Date());
    },
    adminUsers: async (_: unknown, args: { limit?: number | null; offset?: number | null }, ctx: RequestContext) => {
      requireAdmin(ctx);
      // Offset paging over a stable order (newest first, id as tie-break), so pages never overlap.
      const rows = await collections.users
        .find({ registered: true })
        .sort({ createdAt: -1, _id: 1 })
        .skip(listOffset(args.offset))
        .limit(listLimit(args.limit, ADMIN_LIST_DEFAULT))
        .toArray();
      return (await withUnitCounts(collections, rows)).map(toAdminUser);
    },
    contactMessages: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
      requireAdmin(ctx);
      const rows = await collections.contactMessages
        .find({}, { projection: { _outbox: 0 } })
        .sort({ createdAt: -1, _id: 1 })
        .limit(listLimit(args.limit, ADMIN_LIST_DEFAULT))
        .toArray();
      return rows.map(toContactMessage);
    },
    adminUsersConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
      requireAdmin(ctx);
      return cursorPage(
        args,
        async (after, limit) =>
          withUnitCounts(
            collections,
            await collections.users
              .find({ registered: true, ...after })
              .sort(CURSOR_SORT)
              .limit(limit)
              .toArray(),
          ),
        toAdminUser,
      );
    },
    contactMessagesConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
      requireAdmin(ctx);
      return cursorPage(
        args,
        (after, limit) =>
          collections.contactMessages
            .find(after, { projection: { _outbox: 0 } })
            .sort(CURSOR_SORT)
            .limit(limit)
            .toArray(),
        toContactMessage,
      );
    },
  };
}
