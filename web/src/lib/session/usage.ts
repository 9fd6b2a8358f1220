import { planQuota } from '@realty/proto-schemas';

export interface UsageSummary {
  used: number;
  /** null = unlimited. */
  quota: number | null;
  /** max(0, quota - used); null = unlimited (spec section 9). */
  remaining: number | null;
  /** 0-100, capped at 100%. */
  percent: number;
}

/** The plan fields as the server answers them: null while billing cannot be reached (the plan is unknown). */
export interface PlanFields {
  planType?: string | null;
  usageCount?: number | null;
}

export type KnownPlan<U extends PlanFields> = U & { planType: string; usageCount: number };

/** Whether billing answered for this user; when not, the plan is shown as unknown and the server still enforces it. */
export function planKnown<U extends PlanFields>(user: U): user is KnownPlan<U> {
  return typeof user.planType === 'string' && typeof user.usageCount === 'number';
}

export const PLAN_UNKNOWN_LABEL = 'PLAN UNKNOWN';
export const PLAN_UNKNOWN_TEXT =
  'Your plan and usage cannot be shown right now; they will be back shortly. Limits still apply.';

/** The plan's name for a badge, or "PLAN UNKNOWN" while billing cannot be reached. */
export function planLabel(user: PlanFields): string {
  return planKnown(user) ? (user.planType || 'trial').toUpperCase() : PLAN_UNKNOWN_LABEL;
}

/**
 * The plan's quota (from the shared catalogue) against the server's metered usage for the period; null when the plan is
 * unknown.
 */
export function usageSummary(user: PlanFields): UsageSummary | null {
  if (!planKnown(user)) return null;
  const quota = planQuota(user.planType);
  const used = user.usageCount;
  if (quota === null) return { used, quota, remaining: null, percent: 0 };
  return {
    used,
    quota,
    remaining: Math.max(0, quota - used),
    percent: quota > 0 ? Math.min(100, (used / quota) * 100) : 100,
  };
}

export function remainingText(user: PlanFields, kind: 'analyses' | 'audits' = 'analyses'): string {
  const usage = usageSummary(user);
  if (!usage) return PLAN_UNKNOWN_TEXT;
  const { quota, remaining } = usage;
  if (quota === null || remaining === null) return `Unlimited ${kind} on your plan.`;
  const noun = remaining === 1 ? (kind === 'analyses' ? 'analysis' : 'audit') : kind;
  return `You have ${remaining} ${noun} remaining ${user.planType === 'trial' ? 'in your trial' : 'this month'} (${quota} included).`;
}
