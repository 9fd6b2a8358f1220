import { describe, expect, it } from 'vitest';
import type { AccountDoc } from '../store/collections.ts';
import { newAccountFields } from '../domain/new-account.ts';
import { LedgerView } from '../store/ledger-views.ts';
import { decideGroup } from './group-decision.ts';

const now = new Date('2026-03-10T12:00:00Z');
const periodStart = new Date('2026-03-01T00:00:00Z');
const account = (planType: AccountDoc['planType'] = 'basic'): AccountDoc => ({
  _id: 'u1',
  ...newAccountFields(periodStart),
  planType,
  subscriptionStatus: 'active',
  trialEndDate: null,
});
/** A basic plan's ledger with these units in slots 0, 1, ... and holes where the unit is null. */
const basicLedger = (...units: Array<string | null>) => {
  const view = new LedgerView(periodStart, 25, 0, 0);
  units.forEach((unit, slot) => unit !== null && view.take(slot, unit));
  return view;
};
const filled = (n: number) => Array.from({ length: n }, (_, i) => `old-${i}`);
const requests = (...unitIds: string[]) => unitIds.map((unitId, i) => ({ unitId, n: i }));

describe('decideGroup', () => {
  it('claims the lowest free slots for new units in arrival order and refuses the rest with the limit reason', () => {
    const decision = decideGroup(account(), basicLedger(...filled(23)), requests('a', 'b', 'c', 'd'), now);
    expect(decision.claims).toEqual([
      { unitId: 'a', slot: 23 },
      { unitId: 'b', slot: 24 },
    ]);
    expect(decision.claimWaiting.map((r) => r.unitId)).toEqual(['a', 'b']);
    expect(decision.refused.map(({ request, reply }) => [request.unitId, reply])).toEqual([
      ['c', { allowed: false, reason: 'basic_limit_reached' }],
      ['d', { allowed: false, reason: 'basic_limit_reached' }],
    ]);
  });

  it('fills a slot given back before going higher, counts a unit asked for twice once, and lists a unit counted before', () => {
    const decision = decideGroup(account(), basicLedger('old', null, 'other'), requests('x', 'old', 'x'), now);
    expect(decision.claims).toEqual([{ unitId: 'x', slot: 1 }]);
    expect(decision.claimWaiting.map((r) => r.n)).toEqual([0, 2]);
    expect(decision.listed).toEqual([{ unitId: 'old', n: 1 }]);
    expect(decision.refused).toEqual([]);
  });

  it('claims no slot on an unlimited plan: the unit is its own key', () => {
    const view = new LedgerView(periodStart, null, 0, 5000);
    const decision = decideGroup(account('enterprise'), view, requests('a', 'b'), now);
    expect(decision.claims).toEqual([
      { unitId: 'a', slot: null },
      { unitId: 'b', slot: null },
    ]);
  });

  it('grants nothing on a lapsed plan', () => {
    const decision = decideGroup({ ...account(), subscriptionStatus: 'cancelled' }, basicLedger(), requests('a'), now);
    expect(decision.claims).toEqual([]);
    expect(decision.refused[0]?.reply).toEqual({ allowed: false, reason: 'invalid_plan' });
  });
});
