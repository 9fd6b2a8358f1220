import { PLANS, TRIAL_DAYS } from '@realty/proto-schemas';
import type { BillingAccount } from './billing-account.ts';

const DAY_MS = 86_400_000;

export type NewAccountFields = Omit<BillingAccount, '_id' | '_outbox'>;

/** A fresh account: the trial of the plan catalogue, starting at registration. */
export function newAccountFields(registeredAt: Date): NewAccountFields {
  const trialDays = PLANS.trial.trialDays ?? TRIAL_DAYS;
  return {
    planType: 'trial',
    subscriptionStatus: 'trial',
    trialEndDate: new Date(registeredAt.getTime() + trialDays * DAY_MS),
    openedAt: registeredAt,
    usageCount: 0,
    periodStart: registeredAt,
    periodAnchor: registeredAt,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    appliedStripeEvents: [],
    stripeStateAt: 0,
  };
}
