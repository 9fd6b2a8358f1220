import { mapConnection, type PageArgs, type RequestContext } from '@realty/service-kit';
import { listAdminUsers, pageAdminUsers } from '../application/list-admin-users.ts';
import { listContactMessages, pageContactMessages } from '../application/list-contact-messages.ts';
import { readAdminStats } from '../application/read-admin-stats.ts';
import { sendContactMessage, type ContactDeps } from '../application/send-contact-message.ts';
import { requireAdmin } from '../errors.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { contactMessageToGraphQL } from './contact-message.ts';

/** GraphQL to the admin use cases: every query needs role admin; the contact form is open to visitors. */
export function adminResolvers(deps: ContactDeps): Resolvers {
  const { collections } = deps;
  return {
    Query: {
      adminStats: async (_: unknown, __: unknown, ctx: RequestContext) => {
        requireAdmin(ctx);
        return readAdminStats(collections, new Date());
      },
      adminUsers: async (_: unknown, args: { limit?: number | null; offset?: number | null }, ctx: RequestContext) => {
        requireAdmin(ctx);
        return listAdminUsers(collections, args);
      },
      contactMessages: async (_: unknown, args: { limit?: number | null }, ctx: RequestContext) => {
        requireAdmin(ctx);
        return (await listContactMessages(collections, args.limit)).map(contactMessageToGraphQL);
      },
      adminUsersConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
        requireAdmin(ctx);
        return pageAdminUsers(collections, args);
      },
      contactMessagesConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
        requireAdmin(ctx);
        return mapConnection(await pageContactMessages(collections, args), contactMessageToGraphQL);
      },
    },
    Mutation: {
      sendContactMessage: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
        sendContactMessage(deps, { userId: ctx.user?.sub ?? null, clientIp: ctx.clientIp }, args.input),
    },
  };
}
