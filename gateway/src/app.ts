import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  httpMetricsMiddleware,
  launchIdentity,
  requestIdMiddleware,
  setMetricsService,
  type Logger,
} from '@realty/service-kit';
import type { GatewayEnv } from './env.ts';
import {
  createGateway,
  createGraphQLServer,
  keptAnswerStores,
  ownWritesDropKept,
  type GatewayContext,
} from './graphql-server.ts';
import { KeptAnswers } from './kept-answers/kept-answers.ts';
import { UserEvents } from './kept-answers/user-events.ts';
import { GatewayNats } from './nats-connection.ts';
import { RETRY_AFTER_SECONDS } from '@realty/proto-schemas';
import { contextFromRequest, HttpError, sendError, trustProxySetting } from './rest/execute.ts';
import { bodyReadError } from './rest/json-body.ts';
import { securityHeaders } from './security-headers.ts';
import { restRouter } from './rest/routes.ts';
import { BulkProgressFeed, NO_PROGRESS_FEED } from './rest/bulk-progress-feed.ts';
import { apiKeyGate } from './api-keys/api-key-gate.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { gatewayMetricsRoute } from './metrics-route.ts';
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
        headers: {
          'content-type': 'application/json',
          ...(typeof signature === 'string' ? { 'stripe-signature': signature } : {}),
        },
        body,
      });
    } catch {
      throw new HttpError(503, 'Billing is temporarily unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
    const answer: unknown = await upstream.json().catch(() => {
      throw new HttpError(503, 'Billing is temporarily unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
    });
    res.status(upstream.status);
    return answer;
  };
}

/** Closes what NATS serves (the user events, the one connection) when the server stops, after the HTTP drain. */
function closedWithServer(feed: { close(): Promise<void> }): ApolloServerPlugin<GatewayContext> {
  return {
    async serverWillStart() {
      return { serverWillStop: () => feed.close() };
    },
  };
}

export async function createGatewayApp(env: GatewayEnv, log: Logger) {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from configured proxies; otherwise req.ip is the socket's peer.
  app.set('trust proxy', trustProxySetting(env.TRUSTED_PROXIES));
  app.use(securityHeaders);
  // A request id for every request (answered in X-Request-Id, forwarded to the subgraphs, in every log line).
  setMetricsService('gateway');
  app.use(requestIdMiddleware());
  app.use(httpMetricsMiddleware());
  app.get('/metrics', gatewayMetricsRoute);
  const httpServer = http.createServer(app);
  // Subgraph answers are kept only while the events that drop them are heard: never without NATS.
  const kept = keptAnswerStores();
  const keptStores = Object.values(kept).filter((store) => store instanceof KeptAnswers);
  const nats = env.NATS_URL ? new GatewayNats(env.NATS_URL, log) : null;
  const userEvents = nats
    ? new UserEvents(
        nats,
        {
          dropUser: (userId) => keptStores.forEach((store) => store.dropUser(userId)),
          setLive: (live) => keptStores.forEach((store) => store.setLive(live)),
        },
        log,
      )
    : null;
  const gateway = createGateway(env, kept);
  const progressFeed = nats ? new BulkProgressFeed(nats, log) : NO_PROGRESS_FEED;
  if (!env.NATS_URL) log.warn('NATS_URL is not set: bulk progress streams answer 503');
  const server = createGraphQLServer(
    env,
    log,
    [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ...(userEvents ? [closedWithServer(userEvents)] : []),
      ...(nats ? [closedWithServer(nats)] : []),
      ownWritesDropKept(keptStores),
    ],
    gateway,
  );
  await server.start();
  // API keys become their owner's short-lived token here, before any route or subgraph sees the request.
  const keyGate = apiKeyGate(env.AUTH_URL, log);

  app.get('/healthz', launchIdentity, (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  // Ready as soon as it listens: the supergraph is composed ahead of time and loaded before listen. It does
  // not wait on the subgraphs, so one service down never takes every gateway replica out of rotation.
  app.get('/readyz', launchIdentity, (_req, res) => {
    res.json({ status: 'ready', service: 'gateway' });
  });
  // The machine-readable description of /api (built once; openapi.test.ts keeps it equal to the routes).
  const openApi = openApiDocument();
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.use('/api', keyGate);
  app.use('/graphql', keyGate);
  app.use(
    '/api',
    restRouter(
      server,
      stripeWebhookProxy(env.BILLING_URL),
      { analysisUrl: env.ANALYSIS_URL, invoiceUrl: env.INVOICE_URL },
      progressFeed,
    ),
  );
  app.use(
    '/graphql',
    express.json({ limit: '6mb' }),
    expressMiddleware(server, { context: async ({ req }): Promise<GatewayContext> => contextFromRequest(req) }),
  );

  // The web app: precompressed files by content negotiation, a 404 for a missing file, the shell for routes.
  const dist = env.WEB_DIST && existsSync(path.join(env.WEB_DIST, 'index.html')) ? env.WEB_DIST : null;
  app.use(staticAssets(dist, FALLBACK_PAGE));

  app.use((err: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof HttpError) return sendError(res, err);
    // Anything body-parser raises while reading a body (bad JSON, charset, cut-off stream) is the client's.
    if (err.type) return sendError(res, bodyReadError(err));
    if (err.status && err.status < 500) return sendError(res, new HttpError(err.status, 'Malformed request'));
    log.error('request failed', { err });
    return sendError(res, err);
  });

  return { app, httpServer, server };
}
