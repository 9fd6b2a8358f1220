import { requireUser, type RequestContext } from '@realty/service-kit';
import type { AuthDeps } from '../application/auth-deps.ts';
import { changePassword } from '../application/change-password.ts';
import { endAllSessions, logOut } from '../application/end-sessions.ts';
import { currentUser, userById } from '../application/find-user.ts';
import { logIn } from '../application/log-in.ts';
import { register } from '../application/register.ts';
import type { ApiKeyDeps } from '../application/api-key-deps.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { apiKeyResolvers } from './api-keys.ts';

/** GraphQL to the auth use cases: accounts, sessions and API keys. */
export function authResolvers(deps: AuthDeps, apiKeys: Pick<ApiKeyDeps, 'keys'>): Resolvers {
  const keyFields = apiKeyResolvers(apiKeys);
  return {
    Query: {
      me: (_: unknown, __: unknown, ctx: RequestContext) =>
        ctx.user ? currentUser(deps, ctx.user.sub, ctx.user.ver) : null,
      ...keyFields.Query,
    },
    Mutation: {
      register: (_: unknown, args: { input: unknown }, ctx: RequestContext) => register(deps, ctx.clientIp, args.input),
      login: (_: unknown, args: { input: unknown }, ctx: RequestContext) => logIn(deps, ctx.clientIp, args.input),
      logout: async (_: unknown, __: unknown, ctx: RequestContext) => {
        await logOut(deps, requireUser(ctx.user));
        return true;
      },
      logoutEverywhere: async (_: unknown, __: unknown, ctx: RequestContext) => {
        await endAllSessions(deps, requireUser(ctx.user).sub);
        return true;
      },
      changePassword: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
        changePassword(deps, requireUser(ctx.user), ctx.clientIp, args.input),
      ...keyFields.Mutation,
    },
    User: {
      __resolveReference: (ref: { id: string }) => userById(deps, ref.id),
    },
  } as Resolvers;
}
