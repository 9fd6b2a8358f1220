import { evaluateUsageGate, type GateDecision } from '@realty/proto-schemas';
import { planKnown } from '@/lib/session/usage';
import type { SessionUser } from '@/lib/session/use-session';

/**
 * The client-side reading of the usage gate, used only to show the right screen early; the server enforces
 * the same gate and its USAGE_REFUSED reason always wins. While the plan is unknown (billing unreachable) the
 * form stays open: the server decides when the tool is used.
 */
export function clientGate(user: SessionUser, now: Date = new Date()): GateDecision {
  if (!planKnown(user)) return { allowed: true, limit: null, remaining: null };
  return evaluateUsageGate(
    { planType: user.planType, trialEndDate: user.trialEndDate, usageCount: user.usageCount },
    now,
  );
}
