import { PLANS, trialDaysLeft } from '@realty/proto-schemas';
import type { BillingAccount } from './billing-account.ts';

/** The billing fields of the federated User, derived from an account. */
export interface AccountView {
  id: string;
  planType: string;
  subscriptionStatus: string;
  trialEndDate: string | null;
  usageCount: number;
  quota: number | null;
  remaining: number | null;
  usagePeriodStart: string;
  trialDaysLeft: number;
}

export function remainingUses(quota: number | null, usageCount: number): number | null {
  return quota === null ? null : Math.max(0, quota - usageCount);
}

export function accountView(account: BillingAccount, now: Date): AccountView {
  const quota = PLANS[account.planType].usageLimit;
  return {
    id: account._id,
    planType: account.planType,
    subscriptionStatus: account.subscriptionStatus,
    trialEndDate: account.trialEndDate ? account.trialEndDate.toISOString() : null,
    usageCount: account.usageCount,
    quota,
    remaining: remainingUses(quota, account.usageCount),
    usagePeriodStart: account.periodStart.toISOString(),
    trialDaysLeft: account.planType === 'trial' ? trialDaysLeft(account.trialEndDate, now) : 0,
  };
}
