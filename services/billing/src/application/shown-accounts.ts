import { RecentReads, USERS_KEPT } from '@realty/service-kit';
import type { AccountDoc } from '../store/collections.ts';
import { accountView, type AccountView } from '../domain/account-view.ts';
import { rolledPeriodStart } from '../domain/usage-period.ts';
import { currentAccount, type AccountStore } from './current-account.ts';

/**
 * A view of the ledger, or an account read, older than this is read again before the User's fields are shown from it.
 */
export const SHOWN_VIEW_MS = 5000;

interface Shown {
  account: AccountDoc;
  /** The gate-changes epoch when the read began: a change learnt of since makes the account read again. */
  epoch: number;
}

/**
 * Billing's fields of the User as `me` shows them, on every page load. The account is read once and then kept
 * for up to SHOWN_VIEW_MS, so most `me` calls cost the store nothing. It is read again sooner when its plan,
 * status or trial may have changed: this instance's own changes raise the gate-changes epoch at once, other
 * instances' as the gate's watch reads the version (GATE_WATCH_MS). A period that has rolled over, or a ledger
 * view that is missing or older than SHOWN_VIEW_MS, takes the full read as well. The usage count is the ledger
 * view's, exact for this instance's own grants and releases, as before this cache.
 */
export class ShownAccounts {
  readonly #kept: RecentReads<string, Shown>;

  constructor(
    private readonly store: AccountStore,
    clock: () => number = Date.now,
  ) {
    this.#kept = new RecentReads(USERS_KEPT, SHOWN_VIEW_MS, clock);
  }

  async view(userId: string): Promise<AccountView> {
    const t = this.#kept.clock();
    const now = new Date(t);
    const kept = this.#kept.fresh(userId, t);
    if (kept && kept.epoch === this.store.gateChanges.epoch && !rolledPeriodStart(kept.account, now)) {
      const view = this.store.views.kept(kept.account);
      if (view && t - view.loadedAt < SHOWN_VIEW_MS)
        return accountView({ ...kept.account, usageCount: view.count }, now);
    }
    const epoch = this.store.gateChanges.epoch;
    const account = await currentAccount(this.store, userId, now);
    const { view, fresh } = await this.store.views.of(account);
    const shownView = fresh || t - view.loadedAt < SHOWN_VIEW_MS ? view : await this.store.views.reload(account);
    this.#kept.keep(userId, { account, epoch }, t);
    return accountView({ ...account, usageCount: shownView.count }, now);
  }
}
