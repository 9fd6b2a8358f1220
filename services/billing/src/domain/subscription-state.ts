import { isPlanType, PLANS, type PlanType, type SubscriptionStatus } from '@realty/proto-schemas';
import type { BillingAccount } from './billing-account.ts';

/**
 * How Stripe's view of a subscription maps onto an account. Pure: the webhook handler reads
 * the account, asks this module what to write, and writes it with a conditional update.
 */

/** Our status for a Stripe subscription status; null when it says nothing yet (payment still pending). */
export function statusFromStripe(stripeStatus: string): SubscriptionStatus | null {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'incomplete_expired':
    case 'paused':
      return 'expired';
    case 'canceled':
      return 'cancelled';
    default:
      return null;
  }
}

/** The purchasable plan named in metadata we set when creating the subscription, else null. */
export function planFromMetadata(metadata: Record<string, string> | null | undefined): PlanType | null {
  const plan = metadata?.planType;
  return isPlanType(plan) && PLANS[plan].purchasable ? plan : null;
}

export interface SubscriptionChange {
  planType: PlanType | null;
  status: SubscriptionStatus;
}

export type AccountState = Pick<
  BillingAccount,
  'planType' | 'subscriptionStatus' | 'trialEndDate' | 'usageCount' | 'periodStart' | 'periodAnchor'
>;

export interface StateUpdate {
  planType: PlanType;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: Date | null;
  /** Set when a paid plan starts: a fresh allowance and a billing month anchored now. */
  reset: { periodStart: Date; periodAnchor: Date } | null;
}

/**
 * The account state after a subscription change, or null when nothing changes.
 * - Becoming active from anything else (trial, expired, cancelled) starts a fresh period.
 * - Switching between paid plans while active keeps the period and its usage.
 * - A lapse is ignored while the account is still on its trial: a checkout that was never
 *   paid must not end a running trial.
 */
export function nextSubscriptionState(current: AccountState, change: SubscriptionChange, at: Date): StateUpdate | null {
  const planType = change.planType ?? (current.planType === 'trial' ? null : current.planType);
  if (change.status === 'active') {
    if (!planType) return null;
    const starting = current.subscriptionStatus !== 'active' || current.planType === 'trial';
    if (!starting && planType === current.planType) return null;
    return {
      planType,
      subscriptionStatus: 'active',
      trialEndDate: null,
      reset: starting ? { periodStart: at, periodAnchor: at } : null,
    };
  }
  if (current.planType === 'trial' || !planType) return null;
  if (change.status === current.subscriptionStatus && planType === current.planType) return null;
  return { planType, subscriptionStatus: change.status, trialEndDate: current.trialEndDate, reset: null };
}
