import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { ANALYZE_MUTATIONS } from '@realty/proto-schemas';
import { appError } from './errors.ts';
import type { RequestContext } from './subgraph-context.ts';

/**
 * A refusal answered like a resolver's error: HTTP 200 with the FORBIDDEN code. Thrown from a plugin hook
 * without a status, Apollo would answer 500, which the gateway reads as the service being down.
 */
const refuse = (message: string) => appError('FORBIDDEN', message, { http: { status: 200 } });

/** Root field names of an operation; a fragment at the root counts as something not allowed. */
function rootFields(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '...'));
}

/**
 * Holds a request made with an API key to the key's scope, in every service (so the REST facade and
 * /graphql are both covered, and a gateway bug cannot widen a key): READ keys run queries only; ANALYZE
 * keys may also run the metered tools. Each subgraph sees only its own part of a federated operation,
 * so checking the root fields it receives is enough.
 */
export function apiKeyScopePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          const scope = contextValue.user?.scope;
          if (!scope || !operation || operation.operation === 'query') return;
          if (scope === 'READ') throw refuse('This API key is read-only: it cannot run mutations');
          const refused = rootFields(operation).find((f) => f !== '__typename' && !ANALYZE_MUTATIONS.includes(f));
          if (refused) throw refuse(`API keys cannot run ${refused}; sign in to do that`);
        },
      };
    },
  };
}
