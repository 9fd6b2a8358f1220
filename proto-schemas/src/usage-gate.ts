import { PLANS, type PlanType } from './plans.ts';

/**
 * The usage gate of spec section 4, evaluated in its order. It is shared by the billing
 * service (which enforces it atomically on the server) and the web client (which uses it
 * only to show the right screen early; the server's answer always wins).
 */
export const GATE_REASONS = [
  'trial_expired',
  'trial_limit_reached',
  'basic_limit_reached',
  'pro_limit_reached',
  'invalid_plan',
] as const;
export type GateReason = (typeof GATE_REASONS)[number];

export interface GateSubject {
  planType: string | null | undefined;
  trialEndDate: Date | string | null | undefined;
  usageCount: number;
}

export type GateDecision =
  { allowed: true; limit: number | null; remaining: number | null } | { allowed: false; reason: GateReason };

const LIMIT_REASON: Partial<Record<PlanType, GateReason>> = {
  trial: 'trial_limit_reached',
  basic: 'basic_limit_reached',
  pro: 'pro_limit_reached',
};

export function evaluateUsageGate(subject: GateSubject, now: Date): GateDecision {
  const plan = subject.planType;
  if (plan === 'trial') {
    const end = subject.trialEndDate ? new Date(subject.trialEndDate) : null;
    // A trial with no end date, or an unreadable one, is treated as over: failing closed
    // is the safe reading for a metered product.
    if (!end || Number.isNaN(end.getTime()) || now.getTime() >= end.getTime()) {
      return { allowed: false, reason: 'trial_expired' };
    }
  }
  if (plan === 'trial' || plan === 'basic' || plan === 'pro') {
    const limit = PLANS[plan].usageLimit ?? Number.POSITIVE_INFINITY;
    if (subject.usageCount >= limit) {
      return { allowed: false, reason: LIMIT_REASON[plan] ?? 'invalid_plan' };
    }
    return { allowed: true, limit, remaining: Math.max(0, limit - subject.usageCount) };
  }
  if (plan === 'enterprise') {
    return { allowed: true, limit: null, remaining: null };
  }
  return { allowed: false, reason: 'invalid_plan' };
}

/** Days left in a trial: rounded up to whole days, never below 0, 0 without an end date. */
export function trialDaysLeft(trialEndDate: Date | string | null | undefined, now: Date): number {
  if (!trialEndDate) return 0;
  const end = new Date(trialEndDate).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / 86_400_000));
}

/** A user has an active subscription when the status is active or the trial is still running. */
export function hasActiveSubscription(
  user: { subscriptionStatus?: string | null; trialEndDate?: Date | string | null },
  now: Date,
): boolean {
  if (user.subscriptionStatus === 'active') return true;
  if (user.subscriptionStatus === 'trial' && user.trialEndDate) {
    return now.getTime() < new Date(user.trialEndDate).getTime();
  }
  return false;
}
