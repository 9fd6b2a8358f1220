import type { PlanType, SubscriptionStatus } from '@realty/proto-schemas';

/**
 * One account per user (`_id` = userId). Usage is counted per period; `unitIds` holds the
 * units counted in the current period so a repeated unit is never counted twice. Array
 * fields may be absent on a stored document (FerretDB drops empty arrays from an upsert's
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
  unitIds?: string[];
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** Ids of the Stripe events already applied, so a redelivery changes nothing. */
  appliedStripeEvents?: string[];
  /** `created` (unix seconds) of the newest Stripe event that set the subscription state. */
  stripeStateAt: number;
}
