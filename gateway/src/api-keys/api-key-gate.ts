import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isApiKey, RETRY_AFTER_SECONDS } from '@realty/proto-schemas';
import { bearerToken, type Logger } from '@realty/service-kit';
import { subgraphFetcher } from '../subgraph-fetch.ts';

/** Auth's answer for a key it knows (also keyId, userId, scope and rateLimitPerMinute, unused here). */
interface Exchange {
  token: string;
}

/** Auth's answer for a key past its per-minute limit. */
interface Limited {
  message: string;
  retryAfterSeconds: number;
}

/**
 * In front of /graphql and /api: a request whose bearer value is an API key (`rlk_...`) has the key
 * traded by the auth service for a short-lived token of its owner (scope and key id inside) and continues
 * with that token, so every route and subgraph sees an ordinary signed-in request metered to the key's owner.
 * Auth counts the exchange against the key's per-minute limit in the store, so all gateway replicas share one
 * count; past it auth answers 429 and the gateway passes it on with Retry-After. Any other request passes
 * untouched.
 */
export function apiKeyGate(authGraphqlUrl: string, log: Logger): RequestHandler {
  const exchangeUrl = new URL('/internal/api-keys/exchange', authGraphqlUrl).href;
  // Over the same kind of keep-alive pool as the subgraph calls: every request with a key makes one exchange.
  const post = subgraphFetcher();

  /** /graphql answers in GraphQL's error shape, /api in the REST facade's `{ message }`. */
  const refuse = (
    req: Request,
    res: Response,
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) => {
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
      if (answer.status === 429) {
        const { message, retryAfterSeconds } = (await answer.json()) as Limited;
        res.setHeader('retry-after', String(retryAfterSeconds));
        return refuse(req, res, 429, 'RATE_LIMITED', message, { retryAfterSeconds });
      }
      if (!answer.ok) throw new Error(`exchange answered ${answer.status}`);
      exchange = (await answer.json()) as Exchange;
    } catch (err) {
      log.warn('api key exchange unavailable', { err });
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      return refuse(req, res, 503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable', {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    req.headers.authorization = `Bearer ${exchange.token}`;
    next();
  };
}
