import type { AccountCollection, AccountDoc } from '../store/collections.ts';
import { rolledPeriodStart } from '../domain/usage-period.ts';
import type { LedgerCollection } from '../store/usage-ledger.ts';
import type { LedgerViews } from '../store/ledger-views.ts';
import type { UsageTally } from '../store/usage-tally.ts';
import { migrateLegacyUnits } from '../store/legacy-units.ts';
import { readAccount, startUsagePeriod } from '../store/accounts.ts';
import { openAccount } from './open-account.ts';
import type { KeyedLock } from './account-lock.ts';
import type { GateChanges } from '../store/gate-changes.ts';
import type { ReservationCollection } from '../store/usage-reservations.ts';

export interface AccountStore {
  accounts: AccountCollection;
  /** One insert-only document per counted unit (see store/usage-ledger.ts). */
  ledger: LedgerCollection;
  /** This instance's knowledge of the accounts' ledgers (hints, see store/ledger-views.ts). */
  views: LedgerViews;
  /** Tells instances that an account's plan, status or trial changed (see gate-changes.ts). */
  gateChanges: GateChanges;
  /** The accounts' display counters, written behind the grants. */
  tally: UsageTally;
  /** Publishes events (JSON) to JetStream with their ids as message ids; resolves once all are acknowledged. */
  publish: (events: readonly string[]) => Promise<void>;
  /** Units counted whose results are not stored yet (see usage-reservations.ts). */
  reservations: ReservationCollection;
  /** How long a reservation waits for its commit before the unit is given back. */
  reservationMs: number;
  /** Spares this instance's writes to one account from racing each other (see account-lock.ts). */
  lock: KeyedLock;
  /**
   * Called after a write that queued events in an account's outbox, so the relay publishes them promptly: with
   * the ids of the accounts written, the relay reads just those; without, it looks in every account.
   */
  onEventsQueued: (accountIds?: readonly string[]) => void;
}

/**
 * The account of a user as of `now`, in its current usage period.
 *
 * A user whose user.registered event has not been consumed yet (the short race right after
 * registration) gets the account opened on demand, with the same idempotent upsert and now as
 * the registration time; the event, when it arrives, then changes nothing. The two times
 * differ by the consumer lag, far less than a day, so the trial end is the same.
 *
 * A paid period that has rolled over is started here, lazily and atomically: the update is
 * conditional on the period start we read, so of several concurrent readers exactly one resets
 * the display counter. The ledger needs no reset: its keys carry the period.
 */
export function currentAccount(store: AccountStore, userId: string, now: Date): Promise<AccountDoc> {
  return store.lock.run(userId, () => loadCurrentAccount(store, userId, now));
}

/** currentAccount for a caller that already holds the account's lock. */
export async function loadCurrentAccount(store: AccountStore, userId: string, now: Date): Promise<AccountDoc> {
  let account = await readAccount(store.accounts, userId);
  if (!account) {
    if (await openAccount(store.accounts, userId, now)) store.onEventsQueued([userId]);
    account = await readAccount(store.accounts, userId);
    if (!account) throw new Error(`account ${userId} vanished right after it was opened`);
  }
  const nextStart = rolledPeriodStart(account, now);
  if (nextStart) {
    const rolled = await startUsagePeriod(store.accounts, userId, account.periodStart, nextStart);
    account = rolled ?? (await readAccount(store.accounts, userId)) ?? account;
  }
  if (account.unitIds?.length) account = await migrateLegacyUnits(store, account);
  return account;
}
