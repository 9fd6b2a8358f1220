import { evaluateUsageGate, type UsageAuthorizeReply } from '@realty/proto-schemas';
import type { AccountDoc } from '../model.ts';
import { gateSubject } from '../domain/gate-subject.ts';
import { allowed } from './authorize-use.ts';

/** What one round decides for one account's waiting requests, each request identified by its unit. */
export interface GroupDecision<R extends { unitId: string }> {
  /** Answered without a write: units counted already, and refusals. */
  answered: Array<{ request: R; reply: UsageAuthorizeReply }>;
  /** Units to count in this round's write, in order; their requests wait for the write. */
  granting: string[];
  grantWaiting: R[];
}

/**
 * The same rules as a single authorization, for several at once on one account: units already counted
 * are granted again without counting, new units are granted while the plan allows (in arrival order, one
 * count per distinct unit), and the rest are refused with the gate's reason once the granted ones count.
 */
export function decideGroup<R extends { unitId: string }>(account: AccountDoc, waiting: readonly R[], now: Date): GroupDecision<R> {
  const counted = new Set(account.unitIds ?? []);
  const answered: GroupDecision<R>['answered'] = [];
  const fresh: R[] = [];
  for (const request of waiting) {
    if (counted.has(request.unitId)) answered.push({ request, reply: allowed(account, account.usageCount) });
    else fresh.push(request);
  }
  const freshUnits = [...new Set(fresh.map((r) => r.unitId))];
  const decision = evaluateUsageGate(gateSubject(account), now);
  const allowance = !decision.allowed ? 0 : decision.remaining === null ? freshUnits.length : Math.min(decision.remaining, freshUnits.length);
  const granting = freshUnits.slice(0, allowance);
  const grantSet = new Set(granting);
  const grantWaiting = fresh.filter((request) => grantSet.has(request.unitId));
  const refused = fresh.filter((request) => !grantSet.has(request.unitId));
  if (refused.length > 0) {
    // The gate refuses at once, or once the granted units are counted: `remaining` was all it allowed.
    const after = decision.allowed ? evaluateUsageGate({ ...gateSubject(account), usageCount: account.usageCount + granting.length }, now) : decision;
    if (after.allowed) throw new Error(`usage gate for ${account._id} allows more than the ${decision.allowed ? decision.remaining : 0} uses it said remain`);
    for (const request of refused) answered.push({ request, reply: { allowed: false, reason: after.reason } });
  }
  return { answered, granting, grantWaiting };
}
