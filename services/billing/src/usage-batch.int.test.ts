import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUsageBatch } from '@realty/service-kit';
import { BillingHarness } from './testing/billing-harness.ts';

let billing: BillingHarness;
beforeAll(async () => {
  billing = await BillingHarness.start();
});
afterAll(async () => {
  await billing.stop();
});

const batch = (userId: string, unitIds: string[]) =>
  authorizeUsageBatch(billing.nc, { userId, tool: 'bulk_property_row', unitIds });

describe('batch authorization for bulk uploads', () => {
  it('a trial batch of 5 grants 3 units, counts them once, and says why the rest were refused', async () => {
    const userId = `user-${randomUUID()}`;
    const first = await batch(userId, ['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(first).toEqual({ granted: ['r1', 'r2', 'r3'], reason: 'trial_limit_reached' });
    expect((await billing.usage(userId)).count).toBe(3);
    const again = await batch(userId, ['r1', 'r2', 'r3', 'r4']);
    expect(again).toEqual({ granted: ['r1', 'r2', 'r3'], reason: 'trial_limit_reached' });
    expect((await billing.usage(userId)).count).toBe(3);
  });

  it('an enterprise account is granted the whole batch', async () => {
    const userId = `user-${randomUUID()}`;
    await billing.authorize(userId, 'open-the-account');
    await billing.arrange(userId, { planType: 'enterprise', subscriptionStatus: 'active' });
    const ids = Array.from({ length: 300 }, (_, i) => `row-${i}`);
    const reply = await batch(userId, ids);
    expect(reply.granted).toHaveLength(300);
    expect(reply.reason).toBeNull();
  });

  it('parallel batches never pass the limit', async () => {
    const userId = `user-${randomUUID()}`;
    const replies = await Promise.all([0, 1, 2, 3].map((b) => batch(userId, [`b${b}-1`, `b${b}-2`])));
    expect(replies.flatMap((r) => r.granted)).toHaveLength(3);
    expect((await billing.usage(userId)).count).toBe(3);
  });
});
