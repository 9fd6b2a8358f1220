import type { AccountStore } from '../accounts/current-account.ts';
import { currentAccount } from '../accounts/current-account.ts';
import { accountView } from '../domain/account-view.ts';

/** A view of the ledger older than this is read again before the User's usage is shown from it. */
const SHOWN_VIEW_MS = 5000;

/**
 * Billing's fields of the federated User. The reference comes from the gateway for users the
 * auth subgraph returned, so an account that does not exist yet is opened on demand.
 */
export function userResolvers(store: AccountStore) {
  return {
    __resolveReference: async (ref: { id: string }) => {
      const now = new Date();
      const account = await currentAccount(store, ref.id, now);
      // The count comes from the ledger as this instance knows it (exact for its own grants and releases),
      // read again when the knowledge is older than SHOWN_VIEW_MS.
      const kept = await store.views.of(account);
      const view = kept.fresh || now.getTime() - kept.view.loadedAt < SHOWN_VIEW_MS ? kept.view : await store.views.reload(account);
      return accountView({ ...account, usageCount: view.count }, now);
    },
  };
}
