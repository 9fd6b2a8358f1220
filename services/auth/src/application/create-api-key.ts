import { randomUUID } from 'node:crypto';
import { API_KEY_DEFAULT_RATE_LIMIT, API_KEY_MAX_PER_USER, createApiKeySchema } from '@realty/proto-schemas';
import type { Logger } from '@realty/service-kit';
import { newApiKey } from '../domain/api-key-secret.ts';
import { invalidAuthInput, tooManyApiKeys } from '../errors.ts';
import { countLiveApiKeys, insertApiKey, type ApiKeyDoc, type ApiKeyModel } from '../store/api-keys.ts';

/** A new key of the user; the whole key is answered this once, only its hash is stored. */
export async function createApiKey(
  keys: ApiKeyModel,
  userId: string,
  input: unknown,
  log: Logger,
): Promise<{ key: string; doc: ApiKeyDoc }> {
  const parsed = createApiKeySchema.safeParse(input);
  if (!parsed.success) throw invalidAuthInput(parsed.error);
  if ((await countLiveApiKeys(keys, userId)) >= API_KEY_MAX_PER_USER) throw tooManyApiKeys(API_KEY_MAX_PER_USER);
  const { key, prefix, hash } = newApiKey();
  const doc: ApiKeyDoc = {
    _id: randomUUID(),
    userId,
    name: parsed.data.name,
    scope: parsed.data.scope,
    prefix,
    hash,
    rateLimitPerMinute: parsed.data.rateLimitPerMinute ?? API_KEY_DEFAULT_RATE_LIMIT,
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await insertApiKey(keys, doc);
  log.info('api key created', { userId, keyId: doc._id, scope: doc.scope });
  return { key, doc };
}
