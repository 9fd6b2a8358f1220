import { randomUUID } from 'node:crypto';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_MAX_PER_USER,
  createApiKeySchema,
  fieldErrors,
} from '@realty/proto-schemas';
import {
  appError,
  CURSOR_SORT,
  cursorPage,
  forbidden,
  invalidInput,
  notFound,
  requireUser,
  type AuthClaims,
  type PageArgs,
  type RequestContext,
} from '@realty/service-kit';
import { toApiKey, type ApiKeyModel } from './api-key-model.ts';
import { newApiKey } from './api-key-secret.ts';

/** Keys are managed by a person who signed in: a key can neither list, make nor revoke keys. */
function requirePerson(user: AuthClaims | null): AuthClaims {
  const claims = requireUser(user);
  if (claims.scope) throw forbidden('API keys are managed after signing in, not with an API key');
  return claims;
}

export function apiKeyResolvers(keys: ApiKeyModel) {
  return {
    Query: {
      myApiKeys: async (_: unknown, __: unknown, ctx: RequestContext) => {
        const user = requirePerson(ctx.user);
        const docs = await keys.find({ userId: user.sub }).sort({ createdAt: -1 }).limit(200).lean();
        return docs.map(toApiKey);
      },
      myApiKeysConnection: async (_: unknown, args: PageArgs, ctx: RequestContext) => {
        const user = requirePerson(ctx.user);
        return cursorPage(
          args,
          (after, limit) =>
            keys
              .find({ userId: user.sub, ...after })
              .sort(CURSOR_SORT)
              .limit(limit)
              .lean(),
          toApiKey,
        );
      },
    },
    Mutation: {
      createApiKey: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
        const user = requirePerson(ctx.user);
        const parsed = createApiKeySchema.safeParse(args.input);
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const live = await keys.countDocuments({ userId: user.sub, revokedAt: null });
        if (live >= API_KEY_MAX_PER_USER) {
          throw appError('CONFLICT', `You have ${API_KEY_MAX_PER_USER} active API keys; revoke one to make another`);
        }
        const { key, prefix, hash } = newApiKey();
        const doc = {
          _id: randomUUID(),
          userId: user.sub,
          name: parsed.data.name,
          scope: parsed.data.scope,
          prefix,
          hash,
          rateLimitPerMinute: parsed.data.rateLimitPerMinute ?? API_KEY_DEFAULT_RATE_LIMIT,
          createdAt: new Date(),
          lastUsedAt: null,
          revokedAt: null,
        };
        await keys.create(doc);
        ctx.log.info('api key created', { userId: user.sub, keyId: doc._id, scope: doc.scope });
        return { key, apiKey: toApiKey(doc) };
      },
      revokeApiKey: async (_: unknown, args: { id: string }, ctx: RequestContext) => {
        const user = requirePerson(ctx.user);
        const id = String(args.id);
        // Revoking twice answers the key as it is; only the first revocation sets the time.
        const revoked = await keys
          .findOneAndUpdate(
            { _id: id, userId: user.sub, revokedAt: null },
            { $set: { revokedAt: new Date() } },
            { new: true },
          )
          .lean();
        const doc = revoked ?? (await keys.findOne({ _id: id, userId: user.sub }).lean());
        if (!doc) throw notFound('API key not found');
        if (revoked) ctx.log.info('api key revoked', { userId: user.sub, keyId: id });
        return toApiKey(doc);
      },
    },
  };
}
