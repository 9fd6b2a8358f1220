import http from 'node:http';
import express, { type Express } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse, type GraphQLFormattedError } from 'graphql';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import type mongoose from 'mongoose';
import { connectMongo, pingMongo } from './mongo.ts';
import { connectNats, natsIsUp, type NatsHandle } from './nats.ts';
import { createLogger, type Logger } from './logger.ts';
import { bearerToken, verifyToken } from './auth.ts';
import { TokenRevocations } from './token-revocations.ts';
import type { BaseServiceEnv } from './env.ts';
import { isDependencyOutage } from './dependency-outage.ts';
import { EXPOSED_ERROR_CODES, isErrorCode, SERVICE_UNAVAILABLE_MESSAGE } from '@realty/proto-schemas';
import { apiKeyScopePlugin } from './api-key-scope.ts';
import type { RequestContext } from './subgraph-context.ts';
import { httpMetricsMiddleware, metricsHandler, setMetricsService } from './metrics.ts';
import { requestIdMiddleware } from './request-context.ts';
import { HTTP_FAILURE } from './errors.ts';
import { launchIdentity } from './launch-identity.ts';
import { flushTraces } from './tracing.ts';

export type { RequestContext } from './subgraph-context.ts';

export interface ServiceRuntime {
  name: string;
  env: BaseServiceEnv;
  log: Logger;
  db: mongoose.Connection;
  nats: NatsHandle;
  /** Name for this service's durable consumers (unique per isolated test run). */
  durableName: string;
  /** Things to stop on shutdown, in order, before NATS drains and Mongo closes. */
  onShutdown(fn: () => Promise<void> | void): void;
  /** Revoked tokens, checked on every request; auth also writes to it. */
  revocations: TokenRevocations;
}

export interface SubgraphOptions {
  typeDefs: string;
  /**
   * The subgraph's resolver map. Each service types it with `Resolvers` generated from its own SDL
   * (`src/__generated__/resolvers-types.ts`), which is stricter than Apollo's generic map, so the kit accepts
   * any object here and hands it to Apollo as its map.
   */
  resolvers: object;
  /** Largest accepted request body; file uploads travel base64-encoded inside it. */
  bodyLimit?: string;
  routes?: (app: Express) => void;
}

/**
 * Masks anything that is not one of the error table's client-facing codes, so no internals
 * reach a client; a store or NATS outage becomes SERVICE_UNAVAILABLE (retry later), not a 500.
 */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (isErrorCode(code) && EXPOSED_ERROR_CODES.has(code)) {
      const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    // Apollo refuses some malformed requests (a persisted query whose text does not match its hash, an
    // unknown persisted-query version) with a 4xx status but no code: the message is meant for the client.
    // Read structurally: Apollo's GraphQLError may come from another copy of graphql (ESM beside CJS).
    const own =
      typeof error === 'object' && error !== null && 'extensions' in error
        ? (error.extensions as Record<string, unknown> | undefined)
        : undefined;
    const status = (own?.http as { status?: number } | undefined)?.status;
    if (own && own.code === undefined && status !== undefined && status >= 400 && status < 500) {
      return { message: formatted.message, path: formatted.path, extensions: { code: 'BAD_REQUEST' } };
    }
    if (isDependencyOutage(error)) {
      log.warn('dependency unavailable', {
        err: error instanceof GraphQLError ? (error.originalError ?? error) : error,
      });
      return {
        message: SERVICE_UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      };
    }
    log.error('unexpected error', { err: error instanceof GraphQLError ? (error.originalError ?? error) : error });
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** The app's last handler: a body it could not read is the client's fault (4xx); anything else is logged, 500. */
export function appErrorHandler(log: Logger) {
  return (
    err: Error & { status?: number; type?: string },
    _req: express.Request,
    res: express.Response,
    _next: express.NextFunction,
  ) => {
    const status = err.status ?? 500;
    if (status >= 500) log.error('request failed', { err });
    const message =
      err.type === 'entity.too.large'
        ? HTTP_FAILURE.tooLarge
        : status >= 500
          ? HTTP_FAILURE.internal
          : HTTP_FAILURE.malformed;
    res.status(status).json({ message });
  };
}

/** Whole milliseconds since this process started (its start-up figures). */
export function msSinceStart(): number {
  return Math.round(process.uptime() * 1000);
}

/**
 * Starts a service: connects its own database and NATS, serves its subgraph with /healthz and
 * /readyz, and shuts down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight
 * requests, run the service's own stop hooks, drain NATS, close Mongo).
 */
export async function runService(
  name: string,
  env: BaseServiceEnv,
  setup: (rt: ServiceRuntime) => Promise<SubgraphOptions>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const log = createLogger(name, env.LOG_LEVEL);
  // Where a (re)start spends its time, logged with "service ready": a killed service is judged by how fast it answers
  // again.
  const startup = { modulesMs: msSinceStart(), connectMs: 0, setupMs: 0, serveMs: 0 };
  let phaseStarted = startup.modulesMs;
  const phaseDone = (phase: 'connectMs' | 'setupMs' | 'serveMs') => {
    const now = msSinceStart();
    startup[phase] = now - phaseStarted;
    phaseStarted = now;
  };
  // The store and NATS are independent: connecting to both at once saves a round of waiting on every start.
  const [db, nats] = await Promise.all([
    connectMongo(env.MONGO_URL, `${name}${env.DB_SUFFIX}`),
    connectNats(env.NATS_URL, name, log, env.NATS_STREAM_REPLICAS),
  ]);
  const hooks: Array<() => Promise<void> | void> = [];
  const revocations = await TokenRevocations.open(nats, log);
  phaseDone('connectMs');
  const rt: ServiceRuntime = {
    name,
    env,
    log,
    db,
    nats,
    durableName: `${name}${env.DB_SUFFIX}`,
    onShutdown: (fn) => hooks.push(fn),
    revocations,
  };
  const options = await setup(rt);
  phaseDone('setupMs');

  const app = express();
  app.disable('x-powered-by');
  setMetricsService(name);
  app.use(requestIdMiddleware());
  app.use(httpMetricsMiddleware());
  app.get('/metrics', metricsHandler);
  const httpServer = http.createServer(app);
  // The gateway keeps connections to subgraphs alive and drops idle ones after a few seconds;
  // closing them here first (Node's default is 5 s) races with its reuse and loses a request
  // with ECONNRESET on a busy machine, so the server side keeps them longer.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  // Inline tracing is for Apollo's hosted studio, which we do not use. Cache control would run a hook for every
  // field resolved to compute a Cache-Control header no one reads (the gateway ignores it, no SDL sets a hint),
  // and the landing page is for people browsing a subgraph, which only the gateway calls.
  const plugins: ApolloServerPlugin<RequestContext>[] = [
    ApolloServerPluginDrainHttpServer({ httpServer }),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginCacheControlDisabled(),
    ApolloServerPluginLandingPageDisabled(),
    apiKeyScopePlugin(),
  ];
  const server = new ApolloServer<RequestContext>({
    schema: buildSubgraphSchema([
      { typeDefs: parse(options.typeDefs), resolvers: options.resolvers as GraphQLResolverMap<RequestContext> },
    ]),
    plugins,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    introspection: env.NODE_ENV !== 'production',
  });
  await server.start();

  app.get('/healthz', launchIdentity, (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', launchIdentity, async (_req, res) => {
    const mongoOk = await pingMongo(db);
    const natsOk = natsIsUp(nats.nc);
    res
      .status(mongoOk && natsOk ? 200 : 503)
      .json({ status: mongoOk && natsOk ? 'ready' : 'not ready', mongo: mongoOk, nats: natsOk });
  });
  options.routes?.(app);
  const contextOf = async (req: http.IncomingMessage): Promise<RequestContext> => {
    const token = bearerToken(req.headers.authorization);
    const forwarded = req.headers['x-forwarded-for'];
    const clientIp =
      (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ??
      req.socket.remoteAddress ??
      'unknown';
    const claims = token ? verifyToken(token, env.JWT_SECRET) : null;
    // A token that was logged out or revoked counts as no token at all.
    return { user: claims && revocations.allows(claims) ? claims : null, log, clientIp };
  };
  app.use(
    '/graphql',
    express.json({ limit: options.bodyLimit ?? '256kb' }),
    expressMiddleware(server, { context: async ({ req }) => contextOf(req) }),
  );
  app.use(appErrorHandler(log));

  await new Promise<void>((resolve) => httpServer.listen(env.SERVICE_PORT, env.SERVICE_HOST, resolve));
  const addr = httpServer.address();
  const port = typeof addr === 'object' && addr ? addr.port : env.SERVICE_PORT;
  const url = `http://${env.SERVICE_HOST}:${port}/graphql`;
  phaseDone('serveMs');
  // CPU spent by the whole start (node, modules, dataset, connections): on a busy machine the phases'
  // wall times stretch with the load, this much less.
  const cpu = process.cpuUsage();
  log.info('service ready', { url, startup: { ...startup, cpuMs: Math.round((cpu.user + cpu.system) / 1000) } });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      log.info('shutting down');
      await server.stop();
      for (const fn of hooks) {
        try {
          await fn();
        } catch (err) {
          log.warn('shutdown hook failed', { err });
        }
      }
      await nats.nc.drain().catch(() => undefined);
      await db.close().catch(() => undefined);
      log.info('stopped');
    })();
    return stopping;
  };
  return { url, stop };
}

/** Entry point wrapper: runs the service and wires process signals to its graceful stop. */
export function main(start: () => Promise<{ stop: () => Promise<void> }>): void {
  start()
    .then(({ stop }) => {
      const onSignal = () => {
        // The spans of the last requests are exported before the exit (when tracing is on).
        const exit = (code: number) => void flushTraces().finally(() => process.exit(code));
        stop().then(
          () => exit(0),
          () => exit(1),
        );
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
    })
    .catch((err: unknown) => {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', msg: 'failed to start', err: String(err instanceof Error ? err.stack : err) })}\n`,
      );
      process.exit(1);
    });
}
