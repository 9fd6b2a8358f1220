import type { Express, Request, Response } from 'express';
import { bearerToken, type Logger } from '@realty/service-kit';
import type { ApiKeyDeps } from '../application/api-key-deps.ts';
import { exchangeApiKey } from '../application/exchange-api-key.ts';

/**
 * POST /internal/api-keys/exchange with `Authorization: Bearer <key>`: the gateway trades a key for a short-lived
 * token (application/exchange-api-key.ts). The route is internal: the gateway never forwards /internal, and
 * services are not reachable from outside. Past the key's limit the answer is 429 with Retry-After and the
 * message, which the gateway passes on in the caller's surface's shape.
 */
export function apiKeyExchangeRoute(deps: ApiKeyDeps, log: Logger) {
  return (app: Express) => {
    app.post('/internal/api-keys/exchange', async (req: Request, res: Response): Promise<void> => {
      try {
        const exchange = await exchangeApiKey(deps, bearerToken(req.headers.authorization), log);
        if (exchange.kind === 'refused') {
          res.status(401).json({ message: 'Invalid or revoked API key' });
          return;
        }
        if (exchange.kind === 'limited') {
          res.setHeader('retry-after', String(exchange.retryAfterSeconds));
          res.status(429).json({ message: exchange.message, retryAfterSeconds: exchange.retryAfterSeconds });
          return;
        }
        const { kind: _granted, ...body } = exchange;
        res.json(body);
      } catch (err) {
        log.error('api key exchange failed', { err });
        res.status(503).json({ message: 'Service temporarily unavailable' });
      }
    });
  };
}
