import type { ServiceRuntime } from '@realty/service-kit';
import type { UserModel } from '../model.ts';
import type { WindowCounters } from '../limits/window-counters.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { apiKeyModel } from './api-key-model.ts';
import { apiKeyResolvers } from './api-key-resolvers.ts';
import { apiKeyExchangeRoute } from './api-key-exchange-route.ts';

/** The API-key part of the auth service: its collection, its GraphQL fields and the gateway's exchange route. */
export async function apiKeysModule(rt: ServiceRuntime, users: UserModel, counters: WindowCounters, jwtSecret: string) {
  const keys = apiKeyModel(rt.db);
  await keys.init();
  const own = apiKeyResolvers(keys);
  return {
    routes: apiKeyExchangeRoute(keys, users, counters, jwtSecret, rt.log),
    /** The auth resolvers with the key fields added to Query and Mutation. */
    withResolvers(resolvers: Resolvers): Resolvers {
      return {
        ...resolvers,
        Query: { ...resolvers.Query, ...own.Query },
        Mutation: { ...resolvers.Mutation, ...own.Mutation },
      } as Resolvers;
    },
  };
}
