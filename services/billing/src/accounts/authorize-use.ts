import { PLANS, type UsageAuthorizeReply, type UsageAuthorizeRequest } from '@realty/proto-schemas';
import { createEvent } from '@realty/service-kit';
import type { AccountDoc } from '../model.ts';
import { remainingUses } from '../domain/account-view.ts';
import type { AccountStore } from './current-account.ts';
import { backoff } from './backoff.ts';

/** Enough for every one of dozens of simultaneous requests on one account to get its turn. */
const MAX_ATTEMPTS = 60;

export class UsageContentionError extends Error {
  constructor(userId: string) {
    super(`could not record usage for ${userId}: too much contention`);
  }
}

/** The reply granting a unit; `usageCount` is the count with it. */
export function allowed(account: Pick<AccountDoc, 'planType'>, usageCount: number): UsageAuthorizeReply {
  return { allowed: true, usageCount, remaining: remainingUses(PLANS[account.planType].usageLimit, usageCount) };
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

/**
 * The compare-and-set filter of a usage write: exactly what the gate decision depended on (the count, the
 * period and its anchor, the plan, its status and the trial's end), so a decision made on any older state
 * of the account, a remembered one included, can never be written.
 */
export function usageUnchangedSince(account: AccountDoc) {
  return {
    _id: account._id,
    usageCount: account.usageCount,
    periodStart: account.periodStart,
    periodAnchor: account.periodAnchor,
    planType: account.planType,
    subscriptionStatus: account.subscriptionStatus,
    trialEndDate: account.trialEndDate,
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
