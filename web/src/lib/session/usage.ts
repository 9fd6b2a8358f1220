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

/** The plan's quota (from the shared catalogue) against the server's metered usage for the period. */
export function usageSummary(user: { planType: string; usageCount: number }): UsageSummary {
  const quota = planQuota(user.planType);
  const used = user.usageCount;
  if (quota === null) return { used, quota, remaining: null, percent: 0 };
  return { used, quota, remaining: Math.max(0, quota - used), percent: quota > 0 ? Math.min(100, (used / quota) * 100) : 100 };
}

export function remainingText(user: { planType: string; usageCount: number }, kind: 'analyses' | 'audits' = 'analyses'): string {
  const { quota, remaining } = usageSummary(user);
  if (quota === null || remaining === null) return `Unlimited ${kind} on your plan.`;
  const noun = remaining === 1 ? (kind === 'analyses' ? 'analysis' : 'audit') : kind;
  return `You have ${remaining} ${noun} remaining ${user.planType === 'trial' ? 'in your trial' : 'this month'} (${quota} included).`;
}
