import type { AccountStore } from '../accounts/current-account.ts';
import { currentAccount } from '../accounts/current-account.ts';
import { accountView } from '../domain/account-view.ts';

/**
 * Billing's fields of the federated User. The reference comes from the gateway for users the
 * auth subgraph returned, so an account that does not exist yet is opened on demand.
 */
export function userResolvers(store: AccountStore) {
  return {
    __resolveReference: async (ref: { id: string }) => {
      const now = new Date();
      return accountView(await currentAccount(store, ref.id, now), now);
    },
  };
}
