import type { GateSubject } from '@realty/proto-schemas';
import type { BillingAccount } from './billing-account.ts';

/**
 * What the shared usage gate sees for an account. A paid plan whose subscription has lapsed
 * (expired or cancelled) no longer grants its allowance: it is presented without a plan, so
 * the gate answers invalid_plan and the user is sent to the plans page. A trial is governed
 * by its end date alone, as the spec's gate says.
 */
export function gateSubject(
  account: Pick<BillingAccount, 'planType' | 'subscriptionStatus' | 'trialEndDate' | 'usageCount'>,
): GateSubject {
  const lapsed =
    account.planType !== 'trial' &&
    (account.subscriptionStatus === 'expired' || account.subscriptionStatus === 'cancelled');
  return {
    planType: lapsed ? null : account.planType,
    trialEndDate: account.trialEndDate,
    usageCount: account.usageCount,
  };
}

/** Whether two states of an account make the gate decide the same (plan, status, trial end and period). */
export function sameGate(
  a: Pick<BillingAccount, 'planType' | 'subscriptionStatus' | 'trialEndDate' | 'periodStart'>,
  b: Pick<BillingAccount, 'planType' | 'subscriptionStatus' | 'trialEndDate' | 'periodStart'>,
): boolean {
  return (
    a.planType === b.planType &&
    a.subscriptionStatus === b.subscriptionStatus &&
    a.trialEndDate?.getTime() === b.trialEndDate?.getTime() &&
    a.periodStart.getTime() === b.periodStart.getTime()
  );
}
