import type { ShownAccounts } from '../application/shown-accounts.ts';

/**
 * Billing's fields of the federated User. The reference comes from the gateway for users the
 * auth subgraph returned, so an account that does not exist yet is opened on demand.
 */
export function userResolvers(shown: ShownAccounts) {
  return {
    __resolveReference: (ref: { id: string }) => shown.view(ref.id),
  };
}
