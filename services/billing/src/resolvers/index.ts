import type { AccountStore } from '../accounts/current-account.ts';
import type { Checkout } from '../stripe/checkout.ts';
import { userResolvers } from './user.ts';
import { planQueries } from './plans.ts';
import { paymentMutations } from './payments.ts';

export function billingResolvers(store: AccountStore, checkout: Checkout | null) {
  return {
    Query: planQueries(checkout !== null),
    Mutation: paymentMutations(checkout),
    User: userResolvers(store),
  };
}
