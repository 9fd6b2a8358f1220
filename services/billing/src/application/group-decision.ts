import { evaluateUsageGate, type UsageAuthorizeReply } from '@realty/proto-schemas';
import type { AccountDoc } from '../store/collections.ts';
import { gateSubject } from '../domain/gate-subject.ts';

/** What the decision needs of the ledger: the period's count and, on a limited plan, the slots. */
export interface LedgerState {
  readonly count: number;
  readonly limit: number | null;
  readonly slotOf: ReadonlyMap<string, number>;
  freeSlots(n: number): number[];
}

/** What one round decides for one account's waiting requests, each request identified by its unit. */
export interface GroupDecision<R extends { unitId: string }> {
  /** Refusals, answered without a write. */
  refused: Array<{ request: R; reply: UsageAuthorizeReply }>;
  /** Requests for units the ledger already lists: granted again without counting once the listing is confirmed. */
  listed: R[];
  /** Units to insert into the ledger this round, each in its slot (null on an unlimited plan), in arrival order. */
  claims: Array<{ unitId: string; slot: number | null }>;
  claimWaiting: R[];
}

/**
 * The gate for several requests at once on one account: units already counted are granted again without
 * counting, new units are claimed while the plan allows (in arrival order, one slot per distinct unit), and
 * the rest are refused with the gate's reason once the claimed ones count.
 */
export function decideGroup<R extends { unitId: string }>(
  account: AccountDoc,
  ledger: LedgerState,
  waiting: readonly R[],
  now: Date,
): GroupDecision<R> {
  const listed: R[] = [];
  const fresh: R[] = [];
  for (const request of waiting) (ledger.slotOf.has(request.unitId) ? listed : fresh).push(request);
  const freshUnits = [...new Set(fresh.map((r) => r.unitId))];
  const subject = { ...gateSubject(account), usageCount: ledger.count };
  const decision = evaluateUsageGate(subject, now);
  let claims: GroupDecision<R>['claims'] = [];
  if (decision.allowed) {
    const wanted = decision.remaining === null ? freshUnits.length : Math.min(decision.remaining, freshUnits.length);
    const units = freshUnits.slice(0, wanted);
    if (ledger.limit === null) claims = units.map((unitId) => ({ unitId, slot: null }));
    else {
      const slots = ledger.freeSlots(units.length);
      claims = slots.map((slot, i) => ({ unitId: units[i]!, slot }));
    }
  }
  const claimed = new Set(claims.map((c) => c.unitId));
  const refused: GroupDecision<R>['refused'] = [];
  const rest = fresh.filter((request) => !claimed.has(request.unitId));
  if (rest.length > 0) {
    // The gate refuses at once, or once the claimed units are counted: `remaining` was all it allowed.
    const after = decision.allowed
      ? evaluateUsageGate({ ...subject, usageCount: ledger.count + claims.length }, now)
      : decision;
    if (after.allowed)
      throw new Error(`usage gate for ${account._id} allows more than the ${claims.length} units it could claim`);
    for (const request of rest) refused.push({ request, reply: { allowed: false, reason: after.reason } });
  }
  return { refused, listed, claims, claimWaiting: fresh.filter((request) => claimed.has(request.unitId)) };
}

/** Items grouped by a key, in order of first appearance. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
