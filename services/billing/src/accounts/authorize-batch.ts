import { evaluateUsageGate, type UsageAuthorizeBatchReply, type UsageAuthorizeBatchRequest } from '@realty/proto-schemas';
import { pushEvents } from '@realty/service-kit';
import { gateSubject } from '../domain/gate-subject.ts';
import { loadCurrentAccount, type AccountStore } from './current-account.ts';
import { reservationExpiry, untilWritten, usageRecorded, usageUnchangedSince } from './authorize-use.ts';
import { reserveUnits } from './usage-reservations.ts';

/**
 * Grants as many units of a batch as the plan allows and counts them in one compare-and-set
 * write carrying one usage.recorded event per granted unit (the same rules as single
 * authorizations: units already counted are granted again without counting; the count can
 * never pass the limit).
 */
export function authorizeBatch(store: AccountStore, req: UsageAuthorizeBatchRequest): Promise<UsageAuthorizeBatchReply> {
  return untilWritten(store, req.userId, () => tryAuthorizeBatch(store, req));
}

async function tryAuthorizeBatch(store: AccountStore, req: UsageAuthorizeBatchRequest): Promise<UsageAuthorizeBatchReply | null> {
  const now = new Date();
  const account = await loadCurrentAccount(store, req.userId, now);
  const counted = new Set(account.unitIds ?? []);
  const already = req.unitIds.filter((id) => counted.has(id));
  const fresh = [...new Set(req.unitIds.filter((id) => !counted.has(id)))];
  if (fresh.length === 0) return { granted: already, reason: null };

  const decision = evaluateUsageGate(gateSubject(account), now);
  if (!decision.allowed) return { granted: already, reason: decision.reason };
  const allowance = decision.remaining === null ? fresh.length : Math.min(decision.remaining, fresh.length);
  const granting = fresh.slice(0, allowance);
  if (granting.length === 0) return { granted: already, reason: null };

  if (req.reserve) await reserveUnits(store.reservations, req.userId, granting, reservationExpiry(store, now));
  const events = granting.map((unitId, i) => usageRecorded(req.userId, req.tool, unitId, account, account.usageCount + i + 1, now));
  const updated = await store.accounts.findOneAndUpdate(usageUnchangedSince(account), {
    $inc: { usageCount: granting.length },
    $push: { unitIds: { $each: granting }, ...pushEvents(...events).$push },
  });
  if (!updated) return null;
  store.onEventsQueued([req.userId]);
  const refusedSome = granting.length < fresh.length;
  // The reason for the units left out is the gate's answer once the granted ones are counted.
  const after = refusedSome ? evaluateUsageGate({ ...gateSubject(account), usageCount: account.usageCount + granting.length }, now) : null;
  return { granted: [...already, ...granting], reason: after && !after.allowed ? after.reason : null };
}
