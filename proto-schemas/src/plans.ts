/**
 * The plan catalogue: the single source of truth for trial length, usage limits and prices.
 * Every screen's text (pricing cards, trial notices, quota bars) and the server-side usage gate
 * derive from this table, so a number changed here changes everywhere.
 *
 * The spec states the trial as both "3 days" and "7 days"; we resolve it once, here, as 7 days
 * and 3 metered uses (see docs/decisions.md).
 */
export const PLAN_TYPES = ['trial', 'basic', 'pro', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface PlanDefinition {
  type: PlanType;
  name: string;
  /** Monthly price in US dollars; 0 for the trial. */
  priceMonthly: number;
  /** Metered uses (property analyses + invoice audits + bulk rows) allowed per period; null = unlimited. */
  usageLimit: number | null;
  /** Length of the trial in days; only the trial plan has one. */
  trialDays: number | null;
  tagline: string;
  features: string[];
  mostPopular: boolean;
  /** Whether this plan can be bought through the subscription endpoint. */
  purchasable: boolean;
}

export const TRIAL_DAYS = 7;
export const TRIAL_USAGE_LIMIT = 3;

export const PLANS: Record<PlanType, PlanDefinition> = {
  trial: {
    type: 'trial',
    name: 'Free Trial',
    priceMonthly: 0,
    usageLimit: TRIAL_USAGE_LIMIT,
    trialDays: TRIAL_DAYS,
    tagline: `${TRIAL_DAYS} days, ${TRIAL_USAGE_LIMIT} analyses, no credit card`,
    features: [
      `${TRIAL_USAGE_LIMIT} property analyses or invoice audits in total`,
      'Rental Market Dashboard',
      'CSV export of your history',
      'Cancel anytime',
    ],
    mostPopular: false,
    purchasable: false,
  },
  basic: {
    type: 'basic',
    name: 'Basic',
    priceMonthly: 29.99,
    usageLimit: 25,
    trialDays: null,
    tagline: 'For individual investors',
    features: [
      '25 property analyses or invoice audits per month',
      'Rental Market Dashboard',
      'CSV export and bulk upload',
      'Sources and formulas for every number',
    ],
    mostPopular: false,
    purchasable: true,
  },
  pro: {
    type: 'pro',
    name: 'Pro',
    priceMonthly: 49,
    usageLimit: 100,
    trialDays: null,
    tagline: 'For active investors and agents',
    features: [
      '100 property analyses or invoice audits per month',
      'Advanced analytics: IRR, DSCR, risk breakdown',
      'Bulk CSV analysis',
      'Export reports',
      'Priority support',
    ],
    mostPopular: true,
    purchasable: true,
  },
  enterprise: {
    type: 'enterprise',
    name: 'Enterprise',
    priceMonthly: 99,
    usageLimit: null,
    trialDays: null,
    tagline: 'For property managers and teams',
    features: [
      'Unlimited analyses and audits',
      'GraphQL API access',
      'Custom integrations',
      'White-label reports',
      'Dedicated account manager',
    ],
    mostPopular: false,
    purchasable: true,
  },
};

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}

/** The quota shown against usage; null means unlimited. Unknown plans get the basic quota. */
export function planQuota(planType: string | null | undefined): number | null {
  return isPlanType(planType) ? PLANS[planType].usageLimit : PLANS.basic.usageLimit;
}

export const DEFAULT_PAYMENT_AMOUNT = 29.99;

/** Trial text used by every screen that mentions the trial. */
export const TRIAL_SUMMARY = `${TRIAL_DAYS}-day free trial with ${TRIAL_USAGE_LIMIT} analyses`;
