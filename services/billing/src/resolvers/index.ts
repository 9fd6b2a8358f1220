import type { AccountStore } from '../accounts/current-account.ts';
import type { Checkout } from '../stripe/checkout.ts';
import { ShownAccounts } from '../accounts/shown-accounts.ts';
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
