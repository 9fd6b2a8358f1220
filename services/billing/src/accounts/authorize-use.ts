import { evaluateUsageGate, PLANS, type UsageAuthorizeReply, type UsageAuthorizeRequest } from '@realty/proto-schemas';
import { createEvent, pushEvents } from '@realty/service-kit';
import type { AccountDoc } from '../model.ts';
import { gateSubject } from '../domain/gate-subject.ts';
import { remainingUses } from '../domain/account-view.ts';
import { loadCurrentAccount, type AccountStore } from './current-account.ts';
import { backoff } from './backoff.ts';
import { reserveUnits } from './usage-reservations.ts';

/** Enough for every one of dozens of simultaneous requests on one account to get its turn. */
const MAX_ATTEMPTS = 60;

export class UsageContentionError extends Error {
  constructor(userId: string) {
    super(`could not record usage for ${userId}: too much contention`);
  }
}

function allowed(account: Pick<AccountDoc, 'planType'>, usageCount: number): UsageAuthorizeReply {
  return { allowed: true, usageCount, remaining: remainingUses(PLANS[account.planType].usageLimit, usageCount) };
}

/**
 * Authorizes one metered unit and counts it, atomically, reserving it until the tool commits.
 *
 * The decision is made on the account as read; the write is a compare-and-set on exactly
 * what the decision depended on (the usage count, the period, the plan and its status, and
 * that the unit is not counted yet), and it carries the usage.recorded event in the same
 * document write. The count in the event is therefore exact, and concurrent requests can
 * never push the count past a limit: a request that loses the race re-reads and decides
 * again. A unit already counted in this period is answered allowed without counting again.
 */
export function authorizeUse(store: AccountStore, req: UsageAuthorizeRequest): Promise<UsageAuthorizeReply> {
  return untilWritten(store, req.userId, () => tryAuthorize(store, req));
}

export const reservationExpiry = (store: AccountStore, now: Date) => new Date(now.getTime() + store.reservationMs);

/**
 * Repeats a read-decide-write round until its write lands. Correctness rests on the
 * compare-and-set filter alone (exact on MongoDB and on the embedded store behind its write
 * proxy, also across billing instances); the in-process lock only keeps this instance's own
 * requests for one account from spending rounds on each other.
 */
export async function untilWritten<T>(store: AccountStore, userId: string, round: () => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const answer = await store.lock.run(userId, round);
    if (answer) return answer;
    await backoff(attempt);
  }
  throw new UsageContentionError(userId);
}

/** One read-decide-write round; null when another writer changed the account in between. */
async function tryAuthorize(store: AccountStore, req: UsageAuthorizeRequest): Promise<UsageAuthorizeReply | null> {
  // Read the clock per attempt: an event created after re-reading the account is newer than
  // the winner's event, so occurredAt order matches usageCount order for consumers.
  const now = new Date();
  const account = await loadCurrentAccount(store, req.userId, now);
  if ((account.unitIds ?? []).includes(req.unitId)) return allowed(account, account.usageCount);
  const decision = evaluateUsageGate(gateSubject(account), now);
  if (!decision.allowed) return { allowed: false, reason: decision.reason };

  // Reserved before it is counted, so a counted unit always has a reservation until committed.
  await reserveUnits(store.reservations, req.userId, [req.unitId], reservationExpiry(store, now));
  const usageCount = account.usageCount + 1;
  const event = usageRecorded(req.userId, req.tool, req.unitId, account, usageCount, now);
  // Atomic on MongoDB; null means another billing instance changed the account since we read it.
  const updated = await store.accounts.findOneAndUpdate(
    { ...usageUnchangedSince(account), unitIds: { $ne: req.unitId } },
    { $inc: { usageCount: 1 }, $push: { unitIds: req.unitId, ...pushEvents(event).$push } },
  );
  if (!updated) return null;
  store.onEventsQueued();
  return allowed(account, usageCount);
}

/** The compare-and-set filter of a usage write: exactly what the gate decision depended on. */
export function usageUnchangedSince(account: AccountDoc) {
  return {
    _id: account._id,
    usageCount: account.usageCount,
    periodStart: account.periodStart,
    planType: account.planType,
    subscriptionStatus: account.subscriptionStatus,
  };
}

/** The usage.recorded event for one counted unit; `usageCount` is the count after it. */
export function usageRecorded(userId: string, tool: UsageAuthorizeRequest['tool'], unitId: string, account: AccountDoc, usageCount: number, now: Date) {
  // The clock is read per attempt by the caller: an event created after re-reading the account
  // is newer than the winner's event, so occurredAt order matches usageCount order for consumers.
  return createEvent('usage.recorded', {
    producer: 'billing',
    userId,
    occurredAt: now,
    data: { tool, unitId, periodStart: account.periodStart.toISOString(), usageCount, recordedAt: now.toISOString() },
  });
}
