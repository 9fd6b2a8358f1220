import { evaluateUsageGate, type GateDecision } from '@realty/proto-schemas';
import type { SessionUser } from '@/lib/session/use-session';

/**
 * The client-side reading of the usage gate, used only to show the right screen early; the server enforces
 * the same gate and its USAGE_REFUSED reason always wins.
 */
export function clientGate(user: SessionUser, now: Date = new Date()): GateDecision {
  return evaluateUsageGate({ planType: user.planType, trialEndDate: user.trialEndDate, usageCount: user.usageCount }, now);
}
