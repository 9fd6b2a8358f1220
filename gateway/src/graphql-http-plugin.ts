import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { RETRY_AFTER_SECONDS } from '@realty/proto-schemas';

/**
 * Request-level rules of /graphql that Apollo leaves to the executor, which with a gateway
 * would answer 500:
 * - a document whose operation cannot be chosen (several operations without operationName, or
 *   an operationName naming none of them), or a subscription (no subgraph serves one), is the
 *   client's mistake: 400;
 * - a dependency outage (SERVICE_UNAVAILABLE) carries Retry-After, and when it left no data at
 *   all the answer is 503 rather than a 200 with only errors.
 */
export function graphqlHttpPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request, document }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError('Subscriptions are not supported on this endpoint.', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
          if (operation) return;
          const names = document.definitions.flatMap((d) =>
            d.kind === 'OperationDefinition' && d.name ? [d.name.value] : [],
          );
          const message = request.operationName
            ? `Unknown operation named "${request.operationName}"${names.length ? `; the document defines ${names.map((n) => `"${n}"`).join(', ')}` : ''}.`
            : 'Must provide operationName when the document contains several operations.';
          throw new GraphQLError(message, {
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
          });
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (!errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          const nothingAnswered = !data || Object.values(data).every((v) => v === null);
          if (nothingAnswered) response.http.status = 503;
        },
      };
    },
  };
}
