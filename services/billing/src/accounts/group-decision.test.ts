import { describe, expect, it } from 'vitest';
import type { AccountDoc } from '../model.ts';
import { newAccountFields } from '../domain/new-account.ts';
import { decideGroup } from './group-decision.ts';

const now = new Date('2026-03-10T12:00:00Z');
const basic = (usageCount: number, unitIds: string[] = []): AccountDoc => ({
  _id: 'u1',
  ...newAccountFields(new Date('2026-03-01T00:00:00Z')),
  planType: 'basic',
  subscriptionStatus: 'active',
  trialEndDate: null,
  usageCount,
  unitIds,
});
const requests = (...unitIds: string[]) => unitIds.map((unitId, i) => ({ unitId, n: i }));

describe('decideGroup', () => {
  it('grants new units in arrival order while the plan allows and refuses the rest with the limit reason', () => {
    const decision = decideGroup(basic(23), requests('a', 'b', 'c', 'd'), now);
    expect(decision.granting).toEqual(['a', 'b']);
    expect(decision.grantWaiting.map((r) => r.unitId)).toEqual(['a', 'b']);
    expect(decision.answered.map(({ request, reply }) => [request.unitId, reply])).toEqual([
      ['c', { allowed: false, reason: 'basic_limit_reached' }],
      ['d', { allowed: false, reason: 'basic_limit_reached' }],
    ]);
  });

  it('counts a unit asked for twice in one group once, and answers a unit counted before without counting it', () => {
    const decision = decideGroup(basic(3, ['old']), requests('x', 'old', 'x'), now);
    expect(decision.granting).toEqual(['x']);
    expect(decision.grantWaiting.map((r) => r.n)).toEqual([0, 2]);
    expect(decision.answered).toEqual([{ request: { unitId: 'old', n: 1 }, reply: { allowed: true, usageCount: 3, remaining: 22 } }]);
  });

  it('grants nothing on a lapsed plan', () => {
    const decision = decideGroup({ ...basic(0), subscriptionStatus: 'cancelled' }, requests('a'), now);
    expect(decision.granting).toEqual([]);
    expect(decision.answered[0]?.reply).toEqual({ allowed: false, reason: 'invalid_plan' });
  });
});
