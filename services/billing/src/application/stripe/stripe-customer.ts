import { keepFirstCustomer } from '../../store/accounts.ts';
import type { AccountStore } from '../current-account.ts';

/**
 * Stores the account's Stripe customer if it has none yet and returns the one that is stored:
 * when two checkouts race, the first write wins and both use its customer.
 */
export function rememberCustomer(store: AccountStore, userId: string, customerId: string): Promise<string> {
  return store.lock.run(
    userId,
    async () => (await keepFirstCustomer(store.accounts, userId, customerId)) ?? customerId,
  );
}
