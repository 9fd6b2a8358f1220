import type { Logger } from '@realty/service-kit';
import { apiKeyNotFound } from '../errors.ts';
import { findOwnApiKey, revokeLiveApiKey, type ApiKeyDoc, type ApiKeyModel } from '../store/api-keys.ts';

/** Revoking twice answers the key as it is; only the first revocation sets the time. */
export async function revokeApiKey(keys: ApiKeyModel, userId: string, id: string, log: Logger): Promise<ApiKeyDoc> {
  const revoked = await revokeLiveApiKey(keys, userId, id);
  const doc = revoked ?? (await findOwnApiKey(keys, userId, id));
  if (!doc) throw apiKeyNotFound();
  if (revoked) log.info('api key revoked', { userId, keyId: id });
  return doc;
}
