import {
  forbidden,
  mapConnection,
  requireUser,
  type AuthClaims,
  type PageArgs,
  type RequestContext,
} from '@realty/service-kit';
import { createApiKey } from '../application/create-api-key.ts';
import { listApiKeys, pageApiKeys } from '../application/list-api-keys.ts';
import { revokeApiKey } from '../application/revoke-api-key.ts';
import type { ApiKeyDeps } from '../application/api-key-deps.ts';
import { apiKeyToGraphQL } from './api-key.ts';

/** Keys are managed by a person who signed in: a key can neither list, make nor revoke keys. */
function requirePerson(user: AuthClaims | null): AuthClaims {
  const claims = requireUser(user);
  if (claims.scope) throw forbidden('API keys are managed after signing in, not with an API key');
  return claims;
}

/** The API-key fields of Query and Mutation. */
export function apiKeyResolvers({ keys }: Pick<ApiKeyDeps, 'keys'>) {
  return {
    Query: {
      myApiKeys: async (_: unknown, __: unknown, ctx: RequestContext) =>
        (await listApiKeys(keys, requirePerson(ctx.user).sub)).map(apiKeyToGraphQL),
      myApiKeysConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) =>
        mapConnection(await pageApiKeys(keys, requirePerson(ctx.user).sub, args), apiKeyToGraphQL),
    },
    Mutation: {
      createApiKey: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
        const { key, doc } = await createApiKey(keys, requirePerson(ctx.user).sub, args.input, ctx.log);
        return { key, apiKey: apiKeyToGraphQL(doc) };
      },
      revokeApiKey: async (_: unknown, args: { id: string }, ctx: RequestContext) =>
        apiKeyToGraphQL(await revokeApiKey(keys, requirePerson(ctx.user).sub, String(args.id), ctx.log)),
    },
  };
}
