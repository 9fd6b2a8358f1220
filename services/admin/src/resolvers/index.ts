import { adminQueries } from './admin-queries.ts';
import { contactMutations, type ContactDeps } from './contact.ts';

export function adminResolvers(deps: ContactDeps) {
  return {
    Query: adminQueries(deps.collections),
    Mutation: contactMutations(deps),
  };
}
