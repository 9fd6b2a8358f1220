import type { UsageAuthorizeReply, UsageAuthorizeRequest } from '@realty/proto-schemas';
import {
  activeTraceContext,
  BoundedCache,
  inSpan,
  spanLinks,
  USERS_KEPT,
  type Span,
  type TraceContext,
} from '@realty/service-kit';
import type { AccountDoc } from '../store/collections.ts';
import { rolledPeriodStart } from '../domain/usage-period.ts';
import type { LedgerView } from '../store/ledger-views.ts';
import { insertLedgerDocs, ledgerId, readLedgerDoc, type LedgerDoc } from '../store/usage-ledger.ts';
import { usageRecorded } from '../events/usage-events.ts';
import { loadCurrentAccount, type AccountStore } from './current-account.ts';
import { allowed, reservationExpiry, UsageContentionError } from './authorize-use.ts';
import { decideGroup, groupBy } from './group-decision.ts';
import { sameGate } from '../domain/gate-subject.ts';
import { reserveUnitsOfMany } from '../store/usage-reservations.ts';

/**
 * Rounds a request may lose to other instances' inserts before it is answered with an error (the caller then refuses
 * with 503).
 */
const MAX_ROUNDS = 60;

interface Pending {
  unitId: string;
  req: UsageAuthorizeRequest;
  /** Whether a grant is reserved until the tool commits it (see usage-reservations.ts). */
  reserve: boolean;
  rounds: number;
  /** The trace context the request was made in (its round's span continues the first request's trace). */
  trace: TraceContext;
  resolve: (reply: UsageAuthorizeReply) => void;
  reject: (err: unknown) => void;
}

interface Claim {
  doc: LedgerDoc;
  waiting: Pending[];
  /** The count with this unit: the units the view knew when it was decided, and the claims before it. */
  usageCount: number;
}

/** One account's part of a round. */
interface AccountRound {
  account: AccountDoc;
  /** Whether the account was read in this round (else it is confirmed before the insert). */
  fresh: boolean;
  view: LedgerView;
  claims: Claim[];
  /** Requests for units the view lists as counted, confirmed by a read before they are granted again. */
  listed: Pending[];
}

/**
 * Group commit for usage authorizations. Requests that arrive while a round is being written wait for the
 * next round, and one round answers all of them with one ledger insertMany for every account in it (after
 * one reservation insertMany), whatever the number of units the accounts counted before.
 *
 * Exactness is the ledger's unique keys': a grant is a successful insert into a slot below the plan's limit
 * (or, on an unlimited plan, of the unit's own key), so what this instance remembers (the accounts' state,
 * the taken slots) only chooses which slot to try. An insert that collides tells which: the slot is someone
 * else's (try the next free one next round) or the unit is counted already (granted again without counting).
 * A refusal is only ever answered from a fresh read, so a unit given back by another instance is not missed.
 * A grant is answered only after its usage.recorded event is acknowledged by JetStream.
 */
export class AuthorizationGroups {
  /** Account states kept between rounds, each with the gate-changes version read before it. */
  readonly #accounts = new BoundedCache<string, { account: AccountDoc; version: number }>(USERS_KEPT);
  #queue: Pending[] = [];
  /** Whether a round is being written; the requests that arrive meanwhile wait for the next one. */
  #writing = false;

  constructor(private readonly store: AccountStore) {}

  authorize(req: UsageAuthorizeRequest): Promise<UsageAuthorizeReply> {
    return this.authorizeAll([req], true)[0]!;
  }

  /** Several requests that join the same round (a bulk batch): one insert counts them all. */
  authorizeAll(reqs: readonly UsageAuthorizeRequest[], reserve: boolean): Array<Promise<UsageAuthorizeReply>> {
    const replies = reqs.map(
      (req) =>
        new Promise<UsageAuthorizeReply>((resolve, reject) => {
          this.#queue.push({
            unitId: req.unitId,
            req,
            reserve,
            rounds: 0,
            trace: activeTraceContext(),
            resolve,
            reject,
          });
        }),
    );
    this.#drain();
    return replies;
  }

  #drain(): void {
    if (this.#writing || this.#queue.length === 0) return;
    this.#writing = true;
    const group = this.#queue;
    this.#queue = [];
    // A round serves many requests: it is a child of the first one's span and linked to the others'.
    const links = spanLinks(group.slice(1).map((p) => p.trace));
    inSpan('authorization round', (span) => this.#round(group, span), { links }, group[0]!.trace)
      .catch((err: unknown) => {
        // Settling twice is a no-op, so the requests answered before the failure keep their answers. The
        // slots this round's claims took in the views may not be taken: those views are read again.
        for (const p of group) {
          p.reject(err);
          this.store.views.forget(p.req.userId);
        }
      })
      .finally(() => {
        this.#writing = false;
        // Requests that arrived meanwhile, and those this round put back (collisions), make the next round.
        this.#drain();
      });
  }

  /**
   * One round: deciding, reserving, inserting and answering. One round is written at a time, and the requests
   * that arrive meanwhile gather into the next. Deciding and reserving the next round while this one inserted
   * saved no time (the store writes one database's commands one at a time) and split the requests into more,
   * smaller rounds, at concurrency 16 of 5.1 units instead of 7.8, with twice the rounds that stalled.
   */
  async #round(group: Pending[], span: Span): Promise<void> {
    const now = new Date();
    span.setAttribute('realty.authorization.requests', group.length);
    const decided = await inSpan('authorization decide', () => this.#decide(group, now));
    const claimed = decided.flatMap((r) => r.claims);
    span.setAttribute('realty.authorization.units', claimed.length);
    if (claimed.length === 0 && decided.every((r) => r.listed.length === 0)) return;

    const reserved = claimed
      .filter((c) => c.waiting.some((p) => p.reserve))
      .map(({ doc }) => ({ userId: doc.userId, unitId: doc.unitId, tool: doc.tool }));
    // A reservation whose claim is taken back is harmless: the sweeper finds nothing counted to give back.
    const [rounds] = await inSpan('authorization reserve', () =>
      Promise.all([
        inSpan('authorization confirm', () => this.#confirm(decided, now)),
        reserveUnitsOfMany(this.store.reservations, reserved, reservationExpiry(this.store, now)),
      ]),
    );
    await this.#insertAndAnswer(rounds);
  }

  /** Inserts the round's ledger documents and answers its requests. */
  async #insertAndAnswer(rounds: AccountRound[]): Promise<void> {
    const claims = rounds.flatMap((r) => r.claims);
    const collided = await inSpan('authorization insert', () =>
      insertLedgerDocs(
        this.store.ledger,
        claims.map((c) => c.doc),
      ),
    );
    // Reads after collisions, then JetStream's acknowledgements of the round's usage.recorded events.
    await inSpan('authorization publish', async () => {
      const events: string[] = [];
      const answers: Array<() => void> = [];
      await Promise.all(rounds.map((r) => this.#settle(r, collided, events, answers)));
      await this.store.publish(events);
      for (const answer of answers) answer();
    });
  }

  /** Works out one account's answers once the insert is done: grants, units counted already, and retries. */
  async #settle(
    r: AccountRound,
    collided: ReadonlySet<string>,
    events: string[],
    answers: Array<() => void>,
  ): Promise<void> {
    const { account, view } = r;
    const inserted = r.claims.filter((c) => !collided.has(c.doc._id));
    const counted: Array<{ doc: LedgerDoc | null; waiting: Pending[] }> = [];
    const checks = [
      ...r.claims
        .filter((c) => collided.has(c.doc._id))
        .map(async ({ doc, waiting }) => {
          view.free(doc.unitId);
          const found = await readLedgerDoc(this.store.ledger, doc._id);
          if (found?.unitId === doc.unitId || (found === null && doc.slot === null)) {
            // Counted by another instance meanwhile (the same unit asked of both).
            if (found) view.take(found.slot, found.unitId);
            counted.push({ doc: found, waiting });
          } else if (found) {
            // Another instance took the slot: known now, so the next round tries another.
            view.take(found.slot, found.unitId);
            this.#retry(waiting);
          } else {
            // The unit's own index refused it: counted in another slot. A fresh read of the slots finds it.
            this.store.views.forget(account._id);
            this.#retry(waiting);
          }
        }),
      ...[...groupBy(r.listed, (p) => p.unitId).values()].map(async (waiting) => {
        const slot = view.slotOf.get(waiting[0]!.unitId)!;
        const found = await readLedgerDoc(
          this.store.ledger,
          ledgerId(account._id, account.periodStart, waiting[0]!.unitId, slot),
        );
        if (found?.unitId === waiting[0]!.unitId) counted.push({ doc: found, waiting });
        else {
          view.free(waiting[0]!.unitId);
          this.#retry(waiting);
        }
      }),
    ];
    await Promise.all(checks);

    for (const { doc, waiting, usageCount } of inserted) {
      events.push(doc.recorded!);
      answers.push(() => {
        for (const p of waiting) p.resolve(allowed(account, usageCount));
      });
    }
    for (const { doc, waiting } of counted) {
      // Granted again without counting; its event is published again (the stream drops the copy) in case the
      // instance that counted it stopped before publishing.
      if (doc?.recorded) events.push(doc.recorded);
      answers.push(() => {
        for (const p of waiting) p.resolve(allowed(account, view.count));
      });
    }
    this.store.tally.add(account._id, account.periodStart, inserted.length);
  }

  /** Decides every request of the group; answers the refusals and returns each account's claims. */
  async #decide(group: Pending[], now: Date): Promise<AccountRound[]> {
    return Promise.all(
      [...groupBy(group, (p) => p.req.userId)].map(async ([userId, waiting]) => {
        const kept = await this.#account(userId, now);
        let { account } = kept;
        let freshAccount = kept.fresh;
        const ledger = await this.store.views.of(account);
        let { view } = ledger;
        let decision = decideGroup(account, view, waiting, now);
        if (decision.refused.length > 0 && !(kept.fresh && ledger.fresh)) {
          // Refusals come from fresh reads only: the plan may have changed, or a unit been given back.
          ({ account } = await this.#account(userId, now, true));
          freshAccount = true;
          view = await this.store.views.reload(account);
          decision = decideGroup(account, view, waiting, now);
        }
        for (const { request, reply } of decision.refused) request.resolve(reply);
        const waitingByUnit = groupBy(decision.claimWaiting, (p) => p.unitId);
        const claims = decision.claims.map(({ unitId, slot }, i): Claim => {
          const claimWaiting = waitingByUnit.get(unitId)!;
          const usageCount = view.count + i + 1;
          const event = usageRecorded(userId, claimWaiting[0]!.req.tool, unitId, account.periodStart, usageCount, now);
          const doc: LedgerDoc = {
            _id: ledgerId(userId, account.periodStart, unitId, slot),
            userId,
            periodStart: account.periodStart,
            unitId,
            slot,
            tool: claimWaiting[0]!.req.tool,
            countedAt: now,
            recorded: JSON.stringify(event),
          };
          return { doc, waiting: claimWaiting, usageCount };
        });
        // The claims hold their slots from now on (an insert that collides frees its slot again when it is settled).
        for (const { doc } of claims) view.take(doc.slot, doc.unitId);
        return { account, fresh: freshAccount, view, claims, listed: decision.listed };
      }),
    );
  }

  /** The account as kept (confirmed by the round, see #confirm) or as read now, in its current usage period. */
  async #account(userId: string, now: Date, reread = false): Promise<{ account: AccountDoc; fresh: boolean }> {
    const kept = reread ? undefined : this.#accounts.get(userId);
    if (kept && !rolledPeriodStart(kept.account, now)) return { account: kept.account, fresh: false };
    const version = await this.store.gateChanges.version();
    const account = await loadCurrentAccount(this.store, userId, now);
    this.#accounts.set(userId, { account, version });
    return { account, fresh: true };
  }

  /**
   * Confirms the accounts whose claims were decided on a kept state, while the reservations are written (so it
   * costs the round no time): one read of the gate-changes version, and when it moved since a state was kept, a
   * read of that account. Claims of an account whose plan, status, trial or period changed are taken back and
   * decided again next round, so a grant is never decided on a state older than its round, also when the change
   * was made through another instance.
   */
  async #confirm(rounds: AccountRound[], now: Date): Promise<AccountRound[]> {
    const kept = rounds.filter((r) => !r.fresh && (r.claims.length > 0 || r.listed.length > 0));
    if (kept.length === 0) return rounds;
    const version = await this.store.gateChanges.version();
    const confirmed = await Promise.all(
      rounds.map(async (r) => {
        if (!kept.includes(r) || this.#accounts.get(r.account._id)?.version === version) return r;
        const { account } = await this.#account(r.account._id, now, true);
        if (sameGate(account, r.account)) return r;
        for (const c of r.claims) r.view.free(c.doc.unitId);
        this.#retry([...r.claims.flatMap((c) => c.waiting), ...r.listed]);
        return null;
      }),
    );
    return confirmed.filter((r): r is AccountRound => r !== null);
  }

  #retry(waiting: Pending[]): void {
    for (const p of waiting) {
      p.rounds += 1;
      if (p.rounds >= MAX_ROUNDS) p.reject(new UsageContentionError(p.req.userId));
      else this.#queue.push(p);
    }
  }
}
