import { adminQueries } from './admin-queries.ts';
import { contactMutations, type ContactDeps } from './contact.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export function adminResolvers(deps: ContactDeps): Resolvers {
  return {
    Query: adminQueries(deps.collections),
    Mutation: contactMutations(deps),
  };
}
