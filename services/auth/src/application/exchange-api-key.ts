import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, type Logger } from '@realty/service-kit';
import { hashApiKey, isWellFormedApiKey } from '../domain/api-key-secret.ts';
import { apiKeyLimitedMessage } from '../domain/fixed-window.ts';
import { findLiveApiKeyByHash, touchApiKey } from '../store/api-keys.ts';
import { findUserById } from '../store/users.ts';
import type { ApiKeyDeps } from './api-key-deps.ts';

/** Long enough for one request's fan-out across the subgraphs, short enough to be worthless if it leaked. */
export const API_KEY_TOKEN_SECONDS = 120;
/** lastUsedAt is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** A key's limit is per minute, counted from its first request after the last minute ended. */
const RATE_WINDOW_MS = 60_000;

export type ApiKeyExchange =
  | { kind: 'refused' }
  | { kind: 'limited'; message: string; retryAfterSeconds: number }
  | {
      kind: 'granted';
      token: string;
      keyId: string;
      userId: string;
      scope: string;
      rateLimitPerMinute: number;
    };

/**
 * Trades a key for a short-lived token of the key's owner carrying the key's scope and id (`scope`, `kid`
 * claims), which every service verifies like any other token and which service-kit's scope check limits. The
 * key is looked up every time, so a revoked key is refused from the next request on. Each exchange is one
 * request of the key, counted in the store against the key's per-minute limit, so every gateway (and every auth
 * instance) counts against the same number.
 */
export async function exchangeApiKey(deps: ApiKeyDeps, key: string | null, log: Logger): Promise<ApiKeyExchange> {
  if (!key || !isWellFormedApiKey(key)) return { kind: 'refused' };
  const doc = await findLiveApiKeyByHash(deps.keys, hashApiKey(key));
  if (!doc) return { kind: 'refused' };
  const user = await findUserById(deps.users, doc.userId);
  if (!user) return { kind: 'refused' };
  const use = await deps.counters.claim(`apikey|${doc._id}`, doc.rateLimitPerMinute, RATE_WINDOW_MS);
  if (!use.granted) {
    const message = apiKeyLimitedMessage(doc.rateLimitPerMinute);
    return { kind: 'limited', message, retryAfterSeconds: use.retryAfterSeconds };
  }
  const now = new Date();
  if (!doc.lastUsedAt || now.getTime() - doc.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    touchApiKey(deps.keys, doc._id, now).catch((err: unknown) => log.warn('api key lastUsedAt not saved', { err }));
  }
  // Always the user role: an admin's key cannot reach the operator's views.
  const token = jwt.sign(
    { email: user.email, role: 'user', ver: user.tokenVersion ?? 0, scope: doc.scope, kid: doc._id },
    deps.jwtSecret,
    {
      algorithm: JWT_ALGORITHM,
      subject: user._id,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: API_KEY_TOKEN_SECONDS,
      jwtid: randomUUID(),
    },
  );
  const { _id: keyId, scope, rateLimitPerMinute } = doc;
  return { kind: 'granted', token, keyId, userId: user._id, scope, rateLimitPerMinute };
}
