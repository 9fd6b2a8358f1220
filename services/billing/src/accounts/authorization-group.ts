import type { UsageAuthorizeReply, UsageAuthorizeRequest } from '@realty/proto-schemas';
import { BoundedCache, pushEvents } from '@realty/service-kit';
import type { AccountDoc } from '../model.ts';
import { rolledPeriodStart } from '../domain/usage-period.ts';
import { loadCurrentAccount, type AccountStore } from './current-account.ts';
import { allowed, reservationExpiry, UsageContentionError, usageRecorded, usageUnchangedSince } from './authorize-use.ts';
import { decideGroup } from './group-decision.ts';
import { reserveUnitsOfMany } from './usage-reservations.ts';

/** Rounds a request may lose to other writers before it is answered with an error (the caller then refuses with 503). */
const MAX_ROUNDS = 60;
/** Accounts whose last-known state is kept as the starting point of the next round. */
const HINT_ENTRIES = 10_000;

interface Pending {
  unitId: string;
  req: UsageAuthorizeRequest;
  rounds: number;
  resolve: (reply: UsageAuthorizeReply) => void;
  reject: (err: unknown) => void;
}

interface AccountWrite {
  account: AccountDoc;
  granting: string[];
  waiting: Pending[];
}

/**
 * Group commit for single usage authorizations. Requests that arrive while a round is being written
 * wait for the next round, and one round answers all of them with one account read (none when the
 * accounts' last state is known), one reservation insertMany and one bulk of compare-and-set updates, one
 * per account. The embedded store serialises writes per collection, so writing per request capped
 * throughput at its write rate; per round it is that rate times the group size.
 *
 * Exactness is the compare-and-set's, as for a single authorization: each account's update is conditional
 * on exactly the state its decision was made on, and an update that does not match leaves that account's
 * requests for the next round, which re-reads it. The remembered account state is only a hint: a stale
 * hint fails its compare-and-set, and an answer that needs no write (a refusal, a unit counted already) is
 * only ever given from a fresh read.
 */
export class AuthorizationGroups {
  readonly #hints = new BoundedCache<string, AccountDoc>(HINT_ENTRIES);
  #queue: Pending[] = [];
  #writing = false;

  constructor(private readonly store: AccountStore) {}

  authorize(req: UsageAuthorizeRequest): Promise<UsageAuthorizeReply> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ unitId: req.unitId, req, rounds: 0, resolve, reject });
      this.#drain();
    });
  }

  #drain(): void {
    if (this.#writing || this.#queue.length === 0) return;
    this.#writing = true;
    const group = this.#queue;
    this.#queue = [];
    this.#round(group)
      .catch((err: unknown) => {
        // Settling twice is a no-op, so the requests answered before the failure keep their answers.
        for (const p of group) p.reject(err);
      })
      .finally(() => {
        this.#writing = false;
        this.#drain();
      });
  }

  async #round(group: Pending[]): Promise<void> {
    const now = new Date();
    const writes = await this.#decide(group, now);
    if (writes.length === 0) return;

    await reserveUnitsOfMany(
      this.store.reservations,
      writes.flatMap(({ account, granting }) => granting.map((unitId) => ({ userId: account._id, unitId }))),
      reservationExpiry(this.store, now),
    );
    const result = await this.store.accounts.bulkWrite(
      writes.map(({ account, granting, waiting }) => {
        const toolOf = new Map(waiting.map((p) => [p.unitId, p.req.tool]));
        const events = granting.map((unitId, i) => usageRecorded(account._id, toolOf.get(unitId)!, unitId, account, account.usageCount + i + 1, now));
        return {
          updateOne: {
            filter: { ...usageUnchangedSince(account), unitIds: { $nin: granting } },
            update: { $inc: { usageCount: granting.length }, $push: { unitIds: { $each: granting }, ...pushEvents(...events).$push } },
          },
        };
      }),
      { ordered: false },
    );
    // Every update matched (the usual case): all landed. Otherwise a re-read tells which ones did: the
    // units were not counted when decided, so finding them counted now means the write landed.
    const reread = result.matchedCount === writes.length ? null : await this.#read(writes.map((w) => w.account._id));
    let landedAny = false;
    for (const { account, granting, waiting } of writes) {
      const counted = reread ? new Set(reread.get(account._id)?.unitIds ?? []) : null;
      if (counted && !granting.every((unitId) => counted.has(unitId))) {
        this.#hints.delete(account._id);
        this.#retry(waiting);
        continue;
      }
      landedAny = true;
      const usageCount = account.usageCount + granting.length;
      const { _outbox: _events, ...state } = account;
      this.#hints.set(account._id, { ...state, usageCount, unitIds: [...(account.unitIds ?? []), ...granting] });
      for (const p of waiting) p.resolve(allowed(account, account.usageCount + granting.indexOf(p.unitId) + 1));
    }
    if (landedAny) this.store.onEventsQueued(writes.map((w) => w.account._id));
  }

  /** Decides every request of the group; answers the ones that need no write and returns the writes. */
  async #decide(group: Pending[], now: Date): Promise<AccountWrite[]> {
    const byUser = new Map<string, Pending[]>();
    for (const p of group) {
      const list = byUser.get(p.req.userId);
      if (list) list.push(p);
      else byUser.set(p.req.userId, [p]);
    }
    const hinted = new Set<string>();
    const accounts = await this.#accounts([...byUser.keys()], now, hinted);
    const writes: AccountWrite[] = [];
    for (const [userId, waiting] of byUser) {
      let account = accounts.get(userId)!;
      let decision = decideGroup(account, waiting, now);
      // Nothing is answered from a hint without a write: the hint may be behind a plan change, or behind a
      // give-back of a unit it still lists as counted (granting that unit again must count it again).
      if (hinted.has(userId) && decision.answered.length > 0) {
        account = await loadCurrentAccount(this.store, userId, now);
        decision = decideGroup(account, waiting, now);
      }
      for (const { request, reply } of decision.answered) request.resolve(reply);
      if (decision.granting.length > 0) writes.push({ account, granting: decision.granting, waiting: decision.grantWaiting });
    }
    return writes;
  }

  /** The accounts as last known (listed in `hinted`) or as read now, in their current usage period. */
  async #accounts(userIds: string[], now: Date, hinted: Set<string>): Promise<Map<string, AccountDoc>> {
    const found = new Map<string, AccountDoc>();
    const unknown: string[] = [];
    for (const userId of userIds) {
      const hint = this.#hints.get(userId);
      if (hint && !rolledPeriodStart(hint, now)) {
        found.set(userId, hint);
        hinted.add(userId);
      } else {
        unknown.push(userId);
      }
    }
    const read = unknown.length > 0 ? await this.#read(unknown) : new Map<string, AccountDoc>();
    for (const userId of unknown) {
      const account = read.get(userId);
      // Accounts opened on demand and periods that rolled over take the single-account path, which writes them.
      found.set(userId, account && !rolledPeriodStart(account, now) ? account : await loadCurrentAccount(this.store, userId, now));
    }
    return found;
  }

  async #read(userIds: string[]): Promise<Map<string, AccountDoc>> {
    const docs = await this.store.accounts.find({ _id: { $in: userIds } }, { projection: { _outbox: 0 } }).toArray();
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  #retry(waiting: Pending[]): void {
    for (const p of waiting) {
      p.rounds += 1;
      if (p.rounds >= MAX_ROUNDS) p.reject(new UsageContentionError(p.req.userId));
      else this.#queue.push(p);
    }
  }
}
