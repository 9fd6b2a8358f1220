import { PLANS, type UsageAuthorizeReply } from '@realty/proto-schemas';
import type { AccountDoc } from '../store/collections.ts';
import { remainingUses } from '../domain/account-view.ts';
import type { AccountStore } from './current-account.ts';

export class UsageContentionError extends Error {
  constructor(userId: string) {
    super(`could not record usage for ${userId}: too much contention`);
  }
}

/** The reply granting a unit; `usageCount` is the count with it. */
export function allowed(account: Pick<AccountDoc, 'planType'>, usageCount: number): UsageAuthorizeReply {
  return { allowed: true, usageCount, remaining: remainingUses(PLANS[account.planType].usageLimit, usageCount) };
}

export const reservationExpiry = (store: Pick<AccountStore, 'reservationMs'>, now: Date) =>
  new Date(now.getTime() + store.reservationMs);
