import type { GateSubject } from '@realty/proto-schemas';
import type { BillingAccount } from './billing-account.ts';

/**
 * What the shared usage gate sees for an account. A paid plan whose subscription has lapsed
 * (expired or cancelled) no longer grants its allowance: it is presented without a plan, so
 * the gate answers invalid_plan and the user is sent to the plans page. A trial is governed
 * by its end date alone, as the spec's gate says.
 */
export function gateSubject(account: Pick<BillingAccount, 'planType' | 'subscriptionStatus' | 'trialEndDate' | 'usageCount'>): GateSubject {
  const lapsed = account.planType !== 'trial' && (account.subscriptionStatus === 'expired' || account.subscriptionStatus === 'cancelled');
  return {
    planType: lapsed ? null : account.planType,
    trialEndDate: account.trialEndDate,
    usageCount: account.usageCount,
  };
}
