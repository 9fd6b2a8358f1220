import { PLANS, TRIAL_DAYS, TRIAL_USAGE_LIMIT } from './plans.ts';
import type { GateReason } from './usage-gate.ts';

export interface UsageRefusalCopy {
  title: string;
  button: string;
  message: string;
}

/**
 * The one wording of a refused use: the web's blocked-use screens (spec section 4: title and button per reason, all
 * leading to /pricing) and the message of the API's USAGE_REFUSED error.
 */
export function usageRefusalCopy(reason: string): UsageRefusalCopy {
  switch (reason as GateReason) {
    case 'trial_expired':
      return {
        title: 'Free Trial Expired',
        button: 'Upgrade Now',
        message: `Your ${TRIAL_DAYS}-day free trial has ended. Choose a plan to keep analyzing properties and auditing invoices.`,
      };
    case 'trial_limit_reached':
      return {
        title: 'Trial Limit Reached',
        button: 'Upgrade to Basic',
        message: `You have used all ${TRIAL_USAGE_LIMIT} analyses of your free trial. The Basic plan includes ${PLANS.basic.usageLimit} per month.`,
      };
    case 'basic_limit_reached':
      return {
        title: 'Monthly Limit Reached',
        button: 'Upgrade to Pro',
        message: `You have used all ${PLANS.basic.usageLimit} analyses of your Basic plan this month. Pro includes ${PLANS.pro.usageLimit} per month.`,
      };
    case 'pro_limit_reached':
      return {
        title: 'Monthly Limit Reached',
        button: 'Upgrade to Enterprise',
        message: `You have used all ${PLANS.pro.usageLimit} analyses of your Pro plan this month. Enterprise is unlimited.`,
      };
    default:
      return {
        title: 'Access Restricted',
        button: 'View Plans',
        message: 'Your account does not have an active plan for this tool. Choose a plan to continue.',
      };
  }
}
