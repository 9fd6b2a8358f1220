import type { ApiKeyDoc } from '../application/list-api-keys.ts';

/** A stored key in the shape of the ApiKey type: never its hash. */
export function apiKeyToGraphQL(doc: ApiKeyDoc) {
  return {
    id: doc._id,
    name: doc.name,
    scope: doc.scope,
    prefix: doc.prefix,
    rateLimitPerMinute: doc.rateLimitPerMinute,
    createdAt: doc.createdAt.toISOString(),
    lastUsedAt: doc.lastUsedAt ? doc.lastUsedAt.toISOString() : null,
    revokedAt: doc.revokedAt ? doc.revokedAt.toISOString() : null,
  };
}
