import type { AccountCollection } from '../../store/collections.ts';
import type { AccountStore } from '../current-account.ts';

/** The account that owns a Stripe customer, for Stripe objects that carry no metadata of ours. */
export async function userIdForCustomer(accounts: AccountCollection, customerId: string): Promise<string | null> {
  const account = await accounts.findOne({ stripeCustomerId: customerId }, { projection: { _id: 1 } });
  return account?._id ?? null;
}

/**
 * Stores the account's Stripe customer if it has none yet and returns the one that is stored:
 * when two checkouts race, the first write wins and both use its customer.
 */
export function rememberCustomer(store: AccountStore, userId: string, customerId: string): Promise<string> {
  return store.lock.run(userId, async () => {
    await store.accounts.findOneAndUpdate(
      { _id: userId, stripeCustomerId: null },
      { $set: { stripeCustomerId: customerId } },
    );
    const account = await store.accounts.findOne({ _id: userId }, { projection: { stripeCustomerId: 1 } });
    return account?.stripeCustomerId ?? customerId;
  });
}
