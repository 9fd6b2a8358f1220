import type { AccountStore } from '../application/current-account.ts';
import type { Checkout } from '../application/stripe/checkout.ts';
import { ShownAccounts } from '../application/shown-accounts.ts';
import { userResolvers } from './user.ts';
import { planQueries } from './plans.ts';
import { paymentMutations } from './payments.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export function billingResolvers(store: AccountStore, checkout: Checkout | null): Resolvers {
  return {
    Query: planQueries(checkout !== null),
    Mutation: paymentMutations(checkout),
    User: userResolvers(new ShownAccounts(store)),
  };
}
