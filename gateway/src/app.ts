import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { Logger } from '@realty/service-kit';
import type { GatewayEnv } from './env.ts';
import { createGraphQLServer, type GatewayContext } from './graphql-server.ts';
import { contextFromRequest, HttpError, sendError } from './rest/execute.ts';
import { restRouter } from './rest/routes.ts';
import { staticAssets } from './static-assets.ts';

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RealtyLens</title></head>
<body><h1>RealtyLens</h1><p>The web app has not been built yet. Run <code>npm run build:web</code>.</p></body></html>`;

/** Stripe signs the raw body; the gateway passes it through untouched to billing, which verifies it. */
function stripeWebhookProxy(billingGraphqlUrl: string) {
  const target = new URL('/webhooks/stripe', billingGraphqlUrl);
  return async (req: Request, res: Response) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(typeof signature === 'string' ? { 'stripe-signature': signature } : {}) },
        body,
      });
    } catch {
      throw new HttpError(503, 'Billing is temporarily unavailable');
    }
    res.status(upstream.status);
    return (await upstream.json()) as unknown;
  };
}

export async function createGatewayApp(env: GatewayEnv, log: Logger) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  const server = createGraphQLServer(env, log, [ApolloServerPluginDrainHttpServer({ httpServer })]);
  await server.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.use('/api', restRouter(server, stripeWebhookProxy(env.BILLING_URL)));
  app.use(
    '/graphql',
    express.json({ limit: '6mb' }),
    expressMiddleware(server, { context: async ({ req }): Promise<GatewayContext> => contextFromRequest(req) }),
  );

  // The web app: precompressed files by content negotiation, a 404 for a missing file, the shell for routes.
  const dist = env.WEB_DIST && existsSync(path.join(env.WEB_DIST, 'index.html')) ? env.WEB_DIST : null;
  app.use(staticAssets(dist, FALLBACK_PAGE));

  app.use((err: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (err.type === 'entity.too.large') return sendError(res, new HttpError(413, 'Request body too large'));
    if (err.type === 'entity.parse.failed') return sendError(res, new HttpError(400, 'Malformed JSON body'));
    if (err instanceof HttpError) return sendError(res, err);
    if (err.status && err.status < 500) return sendError(res, new HttpError(err.status, 'Malformed request'));
    log.error('request failed', { err });
    return sendError(res, err);
  });

  return { app, httpServer, server };
}
