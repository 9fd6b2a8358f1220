import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ApolloGateway } from '@apollo/gateway';
import * as GraphQL from 'graphql';
import type { GraphQLFormattedError, GraphQLSchema, ValidationRule } from 'graphql';
import { formatError, type Logger } from '@realty/service-kit';
import type { GatewayContext } from '../graphql-server.ts';

/** What a route gets back from one operation: its data and its errors, formatted as /graphql would answer them. */
export type OperationRunner<T> = (context: GatewayContext) => Promise<{ data: T | null; errors: readonly GraphQLFormattedError[] }>;

type GatewayRequestContext = Parameters<ApolloGateway['executor']>[0];

/**
 * The copy of graphql-js the gateway built its schema with: validating against a schema with another copy fails.
 * In a bundle and under Node that is the copy this file imports; a test runner may give this file the ES module copy
 * while the gateway, loaded by Node, has the CommonJS one, which is then required by name.
 */
export function graphqlOf(schema: GraphQLSchema): typeof GraphQL {
  return schema instanceof GraphQL.GraphQLSchema ? GraphQL : (createRequire(import.meta.url)('graphql') as typeof GraphQL);
}

/**
 * A REST route's fixed operation, run straight through the gateway's executor (its query plan, cached after the first
 * call, and the same subgraph data sources as /graphql), without Apollo Server's per-request pipeline: the text is
 * parsed, hashed and validated (graphql-js rules plus the query limits) once, not on every request. Errors are
 * formatted as Apollo Server formats them (a missing code becomes INTERNAL_SERVER_ERROR, then the gateway's
 * formatError masks anything not meant for clients), so a route answers exactly as it did through executeOperation.
 */
export function fixedOperation<T>(gateway: ApolloGateway, log: Logger, query: string, rules: readonly ValidationRule[]): OperationRunner<T> {
  const document = GraphQL.parse(query);
  const operation = GraphQL.getOperationAST(document);
  if (!operation) throw new Error('a fixed operation names exactly one operation');
  const operationName = operation.name?.value ?? null;
  const queryHash = createHash('sha256').update(query).digest('hex');
  const format = formatError(log);
  const logger = { debug: () => undefined, info: () => undefined, warn: (msg: unknown) => log.warn(String(msg)), error: (msg: unknown) => log.error(String(msg)) };
  let validatedFor: GraphQLSchema | null = null;

  return async (context) => {
    const schema = gateway.schema;
    if (!schema) throw new Error('the gateway has not loaded its schema');
    if (validatedFor !== schema) {
      const { validate, specifiedRules } = graphqlOf(schema);
      const invalid = validate(schema, document, [...specifiedRules, ...rules]);
      if (invalid.length) throw new Error(`fixed operation ${operationName} does not validate: ${invalid.map((e) => e.message).join('; ')}`);
      validatedFor = schema;
    }
    const requestContext = {
      request: { query, operationName: operationName ?? undefined, variables: {} },
      logger,
      schema,
      schemaHash: '',
      context,
      queryHash,
      document,
      source: query,
      operationName,
      operation,
      metrics: {},
      overallCachePolicy: undefined,
    } as unknown as GatewayRequestContext;
    let result: Awaited<ReturnType<ApolloGateway['executor']>>;
    try {
      result = await gateway.executor(requestContext);
    } catch (err) {
      result = { errors: [err as never] };
    }
    return { data: (result.data ?? null) as T | null, errors: (result.errors ?? []).map((error) => format(formatted(error), error)) };
  };
}

/** Apollo Server's shape of an error before formatError: its JSON, with a code (INTERNAL_SERVER_ERROR when it had none). */
function formatted(error: unknown): GraphQLFormattedError {
  const json: GraphQLFormattedError =
    error && typeof error === 'object' && 'toJSON' in error && typeof error.toJSON === 'function'
      ? (error.toJSON() as GraphQLFormattedError)
      : { message: error instanceof Error ? error.message : `Unexpected error value: ${String(error)}` };
  const { http: _http, ...extensions } = json.extensions ?? {};
  return { ...json, extensions: { ...extensions, code: extensions.code ?? 'INTERNAL_SERVER_ERROR' } };
}
