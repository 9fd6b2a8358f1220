import type { PlanType, SubscriptionStatus } from '@realty/proto-schemas';

/**
 * One account per user (`_id` = userId). The units counted are in the usage ledger
 * (store/usage-ledger.ts); `usageCount` is only a display counter of the current period. Array
 * fields may be absent on a stored document (the embedded store drops empty arrays from an upsert's
 * $setOnInsert), so readers treat a missing array as empty.
 */
export interface BillingAccount {
  _id: string;
  planType: PlanType;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: Date | null;
  openedAt: Date;
  usageCount: number;
  periodStart: Date;
  /** Paid periods are monthly anniversaries of this instant (when the paid plan became active). */
  periodAnchor: Date;
  /** Written before the ledger: the period's counted units, moved into the ledger when first read. */
  unitIds?: string[];
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** Ids of the Stripe events already applied, so a redelivery changes nothing. */
  appliedStripeEvents?: string[];
  /** `created` (unix seconds) of the newest Stripe event that set the subscription state. */
  stripeStateAt: number;
}
