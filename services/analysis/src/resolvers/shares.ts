import { notFound, requireUser, type RequestContext } from '@realty/service-kit';
import type { ReadDeps } from '../application/served-analysis.ts';
import type { ShareLinks } from '../application/sharing/share-links.ts';
import { openSharedAnalysis, SHARE_NOT_FOUND } from '../application/sharing/open-shared-analysis.ts';

const NOT_FOUND = 'Property analysis not found';
/** GraphQL fields of share links: made and revoked by the owner; opened by anyone holding a live token. */
export function shareResolvers(deps: ReadDeps & { shareLinks: ShareLinks }) {
  const { shareLinks } = deps;
  return {
    Query: {
      sharedPropertyAnalysis: async (_: unknown, args: { token: string }) => {
        const shared = await openSharedAnalysis(deps, args.token);
        if (!shared) throw notFound(SHARE_NOT_FOUND);
        return { analysis: shared.analysis, expiresAt: shared.expiresAt.toISOString() };
      },
      analysisShareStatus: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const status = await shareLinks.status(requireUser(ctx.user).sub, String(args.id));
        if (!status) throw notFound(NOT_FOUND);
        return { active: status.active, expiresAt: status.expiresAt?.toISOString() ?? null };
      },
    },
    Mutation: {
      createAnalysisShareLink: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const link = await shareLinks.create(requireUser(ctx.user).sub, String(args.id));
        if (!link) throw notFound(NOT_FOUND);
        return { token: link.token, path: link.path, expiresAt: link.expiresAt.toISOString() };
      },
      revokeAnalysisShareLink: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const revoked = await shareLinks.revoke(requireUser(ctx.user).sub, String(args.id));
        if (revoked === null) throw notFound(NOT_FOUND);
        return revoked;
      },
    },
  };
}
