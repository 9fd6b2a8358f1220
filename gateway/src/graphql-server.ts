import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError } from 'graphql';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, SUBGRAPHS, type SubgraphName } from '@realty/proto-schemas';
import { formatError, type Logger, currentRequestId, REQUEST_ID_HEADER } from '@realty/service-kit';
import { aliasLimitRule, depthLimitRule, INTROSPECTION_MAX_DEPTH } from './query-limits.ts';
import { graphqlHttpPlugin } from './graphql-http-plugin.ts';
import { subgraphFetcher } from './subgraph-fetch.ts';
import {
  PersistedQueryCache,
  PERSISTED_QUERIES_MAX_CHARS,
  PERSISTED_QUERY_MAX_CHARS,
} from './persisted-queries/persisted-query-cache.ts';
import type { GatewayEnv } from './env.ts';
import { KeptAnswers } from './kept-answers/kept-answers.ts';
import { isRead, keyOf, subjectOf, usersOf } from './kept-answers/subgraph-call.ts';

export interface GatewayContext {
  authorization?: string;
  clientIp: string;
}

const SUPERGRAPH = new URL('../supergraph.graphql', import.meta.url);

/** One keep-alive pool of node:http connections for every subgraph call (subgraph-fetch.ts says why not fetch). */
const subgraphFetch = subgraphFetcher();

/** The caller's Authorization header, address and request id, which every subgraph call carries. */
export function forwardedHeaders(context: Partial<GatewayContext>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.authorization) headers.authorization = context.authorization;
  if (context.clientIp) headers['x-forwarded-for'] = context.clientIp;
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  return headers;
}

type SubgraphCallOptions = Parameters<RemoteGraphQLDataSource<GatewayContext>['process']>[0];
type SubgraphResponse = Awaited<ReturnType<RemoteGraphQLDataSource<GatewayContext>['process']>>;

/** A subgraph's error-free answer to a read, as kept: its JSON (parsed afresh for each use) and its HTTP response. */
export interface KeptResponse {
  json: string;
  http: SubgraphResponse['http'];
}

/**
 * How long a subgraph's answers to reads may be kept for the same caller, for the subgraphs whose every change to a
 * user's data is announced by an event naming the user (billing: usage, plan, payments). Every page load asks for
 * billing's fields of the user; a change dropped by its event, or by the caller's own mutation through this
 * gateway, is shown at once, and one that comes without an event (a trial that ends as time passes) within the bound.
 */
export const KEPT_ANSWER_MS: Partial<Record<SubgraphName, number>> = { billing: 500 };

/**
 * Forwards the caller's Authorization header and address to every subgraph. A subgraph that
 * cannot be reached, or answers with a server error, is reported as a typed dependency outage
 * (SERVICE_UNAVAILABLE, 503 at the edge) instead of the gateway's generic fetch error. With `kept`, error-free
 * answers to reads are kept for the same caller and the same request (see KEPT_ANSWER_MS).
 */
class AuthForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    readonly serviceName: string,
    url: string,
    private readonly kept: KeptAnswers<KeptResponse> | null,
  ) {
    super({ url, fetcher: subgraphFetch });
  }

  override async process(options: SubgraphCallOptions): Promise<SubgraphResponse> {
    const { request, context } = options;
    if (!this.kept || !request.query || !isRead(request.query)) return super.process(options);
    const call = { authorization: context.authorization, query: request.query, variables: request.variables };
    const key = keyOf(call);
    const hit = this.kept.get(key);
    if (hit) return { ...(JSON.parse(hit.json) as SubgraphResponse), http: hit.http };
    const start = this.kept.begin();
    const response = await super.process(options);
    if (!response.errors?.length) {
      const { http, ...answer } = response;
      this.kept.keep(key, usersOf(call), start, { json: JSON.stringify(answer), http });
    }
    return response;
  }

  override willSendRequest({
    request,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['willSendRequest']>>[0]) {
    for (const [name, value] of Object.entries(forwardedHeaders(context))) request.http?.headers.set(name, value);
  }

  override didEncounterError(error: Error, _request: unknown, response?: { status: number }): never {
    if (!response || response.status >= 500) {
      throw new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
        extensions: {
          code: 'SERVICE_UNAVAILABLE',
          serviceName: this.serviceName,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
        originalError: error,
      });
    }
    throw error;
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
export function createGateway(
  env: GatewayEnv,
  keptAnswers: Partial<Record<SubgraphName, KeptAnswers<KeptResponse>>> = {},
): ApolloGateway {
  const urls = subgraphUrls(env);
  return new ApolloGateway({
    supergraphSdl: readFileSync(SUPERGRAPH, 'utf8'),
    buildService: ({ name }) => {
      if (!(SUBGRAPHS as readonly string[]).includes(name)) throw new Error(`unknown subgraph ${name}`);
      const subgraph = name as SubgraphName;
      return new AuthForwardingDataSource(name, urls[subgraph], keptAnswers[subgraph] ?? null);
    },
  });
}

/** About 32 MB of UTF-16 text per subgraph: some tens of thousands of `me` answers with their keys. */
export const KEPT_ANSWERS_MAX_CHARS = 16 * 1024 * 1024;

/** One store of kept answers per subgraph that allows it (KEPT_ANSWER_MS), weighed by the text it holds. */
export function keptAnswerStores(): Partial<Record<SubgraphName, KeptAnswers<KeptResponse>>> {
  const weigh = (key: string, kept: KeptResponse) => key.length + kept.json.length;
  return Object.fromEntries(
    Object.entries(KEPT_ANSWER_MS).map(([name, keepMs]) => [
      name,
      new KeptAnswers<KeptResponse>(keepMs, KEPT_ANSWERS_MAX_CHARS, Date.now, weigh),
    ]),
  );
}

/**
 * A caller's mutation may change what any subgraph answers about them, so when it has been answered, the answers
 * kept for that caller are forgotten (and any on their way are not kept): their next read sees their own write.
 */
export function ownWritesDropKept(
  stores: Iterable<Pick<KeptAnswers<unknown>, 'dropUser' | 'clear'>>,
): ApolloServerPlugin<GatewayContext> {
  const all = [...stores];
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const user = subjectOf(contextValue.authorization);
          for (const kept of all) {
            if (user) kept.dropUser(user);
            else kept.clear();
          }
        },
      };
    },
  };
}

/** The query limits of /graphql, as validation rules (run once per distinct operation text). */
export function queryLimitRules(env: GatewayEnv) {
  return [depthLimitRule(env.GRAPHQL_MAX_DEPTH, INTROSPECTION_MAX_DEPTH), aliasLimitRule(env.GRAPHQL_MAX_ALIASES)];
}

export function createGraphQLServer(
  env: GatewayEnv,
  log: Logger,
  plugins: ApolloServerPlugin<GatewayContext>[] = [],
  gateway = createGateway(env),
) {
  const maskUnexpected = formatError(log);
  return new ApolloServer<GatewayContext>({
    gateway,
    // Cache control would compute a Cache-Control header from hints no SDL sets; nothing reads it.
    plugins: [...plugins, graphqlHttpPlugin<GatewayContext>(), ApolloServerPluginCacheControlDisabled()],
    formatError: maskUnexpected,
    includeStacktraceInErrorResponses: false,
    introspection: env.GRAPHQL_INTROSPECTION,
    // One operation per HTTP request: batching would multiply the work behind one request.
    allowBatchedHttpRequests: false,
    // Automatic persisted queries: a client may send only the query's SHA-256 once the gateway has seen its
    // text; the store is bounded (see PersistedQueryCache) and a hash names one text forever, so no ttl.
    persistedQueries: {
      cache: new PersistedQueryCache(PERSISTED_QUERIES_MAX_CHARS, PERSISTED_QUERY_MAX_CHARS),
      ttl: null,
    },
    validationRules: queryLimitRules(env),
  });
}
