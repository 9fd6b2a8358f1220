import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { SUBGRAPHS, type SubgraphName } from '@realty/proto-schemas';
import { formatError, type Logger } from '@realty/service-kit';
import { aliasLimitRule, depthLimitRule } from './query-limits.ts';
import type { GatewayEnv } from './env.ts';

export interface GatewayContext {
  authorization?: string;
  clientIp: string;
}

const SUPERGRAPH = new URL('../supergraph.graphql', import.meta.url);

/** Forwards the caller's Authorization header and address to every subgraph. */
class AuthForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['willSendRequest']>>[0]) {
    if (context.authorization) request.http?.headers.set('authorization', context.authorization);
    if (context.clientIp) request.http?.headers.set('x-forwarded-for', context.clientIp);
  }
}

export function subgraphUrls(env: GatewayEnv): Record<SubgraphName, string> {
  return {
    auth: env.AUTH_URL,
    billing: env.BILLING_URL,
    analysis: env.ANALYSIS_URL,
    invoice: env.INVOICE_URL,
    rental: env.RENTAL_URL,
    admin: env.ADMIN_URL,
  };
}

/**
 * Apollo Gateway over the supergraph composed ahead of time (no polling, no start-up race);
 * the composed file's placeholder URLs are replaced by the running services' addresses.
 */
export function createGraphQLServer(env: GatewayEnv, log: Logger, plugins: ApolloServerPlugin<GatewayContext>[] = []) {
  const urls = subgraphUrls(env);
  const maskUnexpected = formatError(log);
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(SUPERGRAPH, 'utf8'),
    buildService: ({ name }) => {
      if (!(SUBGRAPHS as readonly string[]).includes(name)) throw new Error(`unknown subgraph ${name}`);
      return new AuthForwardingDataSource({ url: urls[name as SubgraphName] });
    },
  });
  return new ApolloServer<GatewayContext>({
    gateway,
    plugins,
    formatError: (formatted, error) =>
      // A subgraph that cannot be reached is a dependency outage (503), not our bug (500).
      /ECONNREFUSED|ECONNRESET|fetch failed|socket hang up/i.test(formatted.message)
        ? { message: 'A service is temporarily unavailable. Please try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } }
        : maskUnexpected(formatted, error),
    includeStacktraceInErrorResponses: false,
    introspection: env.NODE_ENV !== 'production',
    // One operation per HTTP request: batching would multiply the work behind one request.
    allowBatchedHttpRequests: false,
    validationRules: [depthLimitRule(env.GRAPHQL_MAX_DEPTH), aliasLimitRule(env.GRAPHQL_MAX_ALIASES)],
  });
}
