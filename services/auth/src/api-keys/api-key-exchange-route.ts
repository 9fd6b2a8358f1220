import { randomUUID } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { bearerToken, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, type Logger } from '@realty/service-kit';
import type { UserModel } from '../model.ts';
import { apiKeyLimitedMessage } from '../domain/fixed-window.ts';
import type { WindowCounters } from '../limits/window-counters.ts';
import type { ApiKeyModel } from './api-key-model.ts';
import { hashApiKey, isWellFormedApiKey } from './api-key-secret.ts';

/** Long enough for one request's fan-out across the subgraphs, short enough to be worthless if it leaked. */
export const API_KEY_TOKEN_SECONDS = 120;
/** lastUsedAt is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** A key's limit is per minute, counted from its first request after the last minute ended. */
const RATE_WINDOW_MS = 60_000;

/**
 * POST /internal/api-keys/exchange with `Authorization: Bearer <key>`: the gateway trades a key for a
 * short-lived token of the key's owner carrying the key's scope and id (`scope`, `kid` claims), which
 * every service verifies like any other token and which service-kit's scope check limits. The key is
 * looked up on every request, so a revoked key is refused from the next request on. The route is
 * internal: the gateway never forwards /internal, and services are not reachable from outside.
 * Each exchange is one request of the key: counted here, in the store, against the key's per-minute limit, so
 * every gateway (and every auth instance) counts against the same number; past it the answer is 429 with
 * Retry-After and the message, which the gateway passes on in the caller's surface's shape.
 */
export function apiKeyExchangeRoute(
  keys: ApiKeyModel,
  users: UserModel,
  counters: WindowCounters,
  jwtSecret: string,
  log: Logger,
) {
  return (app: Express) => {
    app.post('/internal/api-keys/exchange', async (req: Request, res: Response): Promise<void> => {
      const key = bearerToken(req.headers.authorization);
      const refuse = () => void res.status(401).json({ message: 'Invalid or revoked API key' });
      if (!key || !isWellFormedApiKey(key)) return refuse();
      try {
        const doc = await keys.findOne({ hash: hashApiKey(key), revokedAt: null }).lean();
        if (!doc) return refuse();
        const user = await users.findById(doc.userId).lean();
        if (!user) return refuse();
        const use = await counters.claim(`apikey|${doc._id}`, doc.rateLimitPerMinute, RATE_WINDOW_MS);
        if (!use.granted) {
          res.setHeader('retry-after', String(use.retryAfterSeconds));
          res
            .status(429)
            .json({ message: apiKeyLimitedMessage(doc.rateLimitPerMinute), retryAfterSeconds: use.retryAfterSeconds });
          return;
        }
        const now = new Date();
        if (!doc.lastUsedAt || now.getTime() - doc.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
          keys
            .updateOne({ _id: doc._id }, { $set: { lastUsedAt: now } })
            .catch((err: unknown) => log.warn('api key lastUsedAt not saved', { err }));
        }
        // Always the user role: an admin's key cannot reach the operator's views.
        const token = jwt.sign(
          { email: user.email, role: 'user', ver: user.tokenVersion ?? 0, scope: doc.scope, kid: doc._id },
          jwtSecret,
          {
            algorithm: JWT_ALGORITHM,
            subject: user._id,
            issuer: JWT_ISSUER,
            audience: JWT_AUDIENCE,
            expiresIn: API_KEY_TOKEN_SECONDS,
            jwtid: randomUUID(),
          },
        );
        res.json({
          token,
          keyId: doc._id,
          userId: user._id,
          scope: doc.scope,
          rateLimitPerMinute: doc.rateLimitPerMinute,
        });
      } catch (err) {
        log.error('api key exchange failed', { err });
        res.status(503).json({ message: 'Service temporarily unavailable' });
      }
    });
  };
}
