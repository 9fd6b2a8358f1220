import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isApiKey, RETRY_AFTER_SECONDS } from '@realty/proto-schemas';
import { bearerToken, FixedWindowLimiter, type Logger } from '@realty/service-kit';
import { subgraphFetcher } from '../subgraph-fetch.ts';

interface Exchange {
  token: string;
  keyId: string;
  userId: string;
  scope: string;
  rateLimitPerMinute: number;
}

/**
 * In front of /graphql and /api: a request whose bearer value is an API key (`rlk_...`) has the key
 * traded by the auth service for a short-lived token of its owner (scope and key id inside), is counted
 * against the key's own per-minute limit (429 with Retry-After past it), and continues with that token,
 * so every route and subgraph sees an ordinary signed-in request metered to the key's owner. Any other
 * request passes untouched. The count is per gateway process, so N gateway replicas allow up to N times
 * the limit (docs/decisions.md).
 */
export function apiKeyGate(authGraphqlUrl: string, log: Logger): RequestHandler {
  const exchangeUrl = new URL('/internal/api-keys/exchange', authGraphqlUrl).href;
  // Over the same kind of keep-alive pool as the subgraph calls: every request with a key makes one exchange.
  const post = subgraphFetcher();
  // One fixed-window limiter per distinct limit: keys with the same limit share a counter table.
  const limiters = new Map<number, FixedWindowLimiter>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) limiters.set(limit, (limiter = new FixedWindowLimiter(limit, 60_000)));
    return limiter;
  };

  /** /graphql answers in GraphQL's error shape, /api in the REST facade's `{ message }`. */
  const refuse = (req: Request, res: Response, status: number, code: string, message: string, extra: Record<string, unknown> = {}) => {
    if (req.baseUrl === '/graphql') res.status(status).json({ errors: [{ message, extensions: { code, ...extra } }] });
    else res.status(status).json({ message, ...extra });
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const bearer = bearerToken(req.headers.authorization);
    if (!bearer || !isApiKey(bearer)) return next();
    let exchange: Exchange;
    try {
      const answer = await post(exchangeUrl, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
      if (answer.status === 401) return refuse(req, res, 401, 'UNAUTHENTICATED', 'Invalid or revoked API key');
      if (!answer.ok) throw new Error(`exchange answered ${answer.status}`);
      exchange = (await answer.json()) as Exchange;
    } catch (err) {
      log.warn('api key exchange unavailable', { err });
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      return refuse(req, res, 503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
    const limiter = limiterFor(exchange.rateLimitPerMinute);
    if (limiter.isLimited(exchange.keyId)) {
      const retryAfterSeconds = limiter.retryAfterSeconds(exchange.keyId);
      res.setHeader('retry-after', String(retryAfterSeconds));
      return refuse(req, res, 429, 'RATE_LIMITED', `Rate limit of ${exchange.rateLimitPerMinute} requests per minute reached for this API key`, { retryAfterSeconds });
    }
    limiter.record(exchange.keyId);
    req.headers.authorization = `Bearer ${exchange.token}`;
    next();
  };
}
