import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingHarness, sleep, waitFor } from './testing/billing-harness.ts';
import { createEvent } from '@realty/service-kit';
import { reservationId } from './store/usage-reservations.ts';

/**
 * Metering must be exact with more than one billing instance: nothing in one process may be
 * what keeps the count under the limit. Both instances share one database and answer the same
 * NATS queue group, so the 200 requests are spread over the two.
 */
describe('metering across two billing instances', () => {
  let first: BillingHarness;
  let second: BillingHarness;
  beforeAll(async () => {
    const shared = { DB_SUFFIX: `_two_${randomUUID().slice(0, 8)}` };
    first = await BillingHarness.start(shared);
    second = await BillingHarness.start(shared);
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
  });

  /** A new account on the basic plan (25 a month) with `used` units counted in its period. */
  async function basicAccountUsing(used: number): Promise<string> {
    const userId = `user-${randomUUID()}`;
    await first.authorize(userId, 'opening');
    await first.commit(userId, ['opening']);
    const now = new Date();
    await first.arrange(userId, {
      planType: 'basic',
      subscriptionStatus: 'active',
      trialEndDate: null,
      periodStart: now,
      periodAnchor: now,
    });
    await first.arrangeUsage(userId, used);
    return userId;
  }

  it('200 concurrent authorizations against 10 remaining uses grant exactly 10', async () => {
    // Basic allows 25 a month: 15 used leaves 10.
    const userId = await basicAccountUsing(15);

    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? second : first).authorize(userId, `unit-${i}`)),
    );
    const granted = replies.filter((r) => r.allowed);
    expect(granted).toHaveLength(10);
    expect(replies.filter((r) => !r.allowed && r.reason === 'basic_limit_reached')).toHaveLength(190);
    // Each grant saw a different count, 16 to 25: no two grants shared one slot.
    expect(granted.map((r) => (r.allowed ? r.usageCount : 0)).sort((a, b) => a - b)).toEqual([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
    expect((await first.usage(userId)).count).toBe(25);
  });

  it('a unit retried on both instances at once is counted once, and a release makes room for another unit', async () => {
    const userId = await basicAccountUsing(24);

    const retries = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? second : first).authorize(userId, 'retried')),
    );
    expect(retries).toEqual(Array.from({ length: 10 }, () => ({ allowed: true, usageCount: 25, remaining: 0 })));
    expect((await first.usage(userId)).count).toBe(25);
    expect(await second.authorize(userId, 'another')).toEqual({ allowed: false, reason: 'basic_limit_reached' });

    expect(await first.release(userId, 'retried')).toEqual({ released: true });
    expect(await second.release(userId, 'retried')).toEqual({ released: false });
    const afterRelease = await Promise.all([first.authorize(userId, 'another'), second.authorize(userId, 'another')]);
    expect(afterRelease).toEqual([
      { allowed: true, usageCount: 25, remaining: 0 },
      { allowed: true, usageCount: 25, remaining: 0 },
    ]);
    expect(await first.authorize(userId, 'one-more')).toEqual({ allowed: false, reason: 'basic_limit_reached' });
    const usage = await first.usage(userId);
    expect(usage.count).toBe(25);
    expect(usage.unitIds).toContain('another');
    expect(usage.unitIds).not.toContain('retried');
  });
});

describe('reservations', () => {
  let first: BillingHarness;
  beforeAll(async () => {
    first = await BillingHarness.start({ USAGE_RESERVATION_SECONDS: '1' });
  });
  afterAll(async () => {
    await first?.stop();
  });

  it('a unit whose result is never committed is given back when its reservation expires; a committed one stays', async () => {
    const userId = `user-${randomUUID()}`;
    const owner = first.ownResults('property_analysis', new Set());
    const released = first.collect('usage.released', userId);
    expect(await first.authorize(userId, 'stored')).toMatchObject({ allowed: true });
    expect(await first.authorize(userId, 'tool-died')).toMatchObject({ allowed: true });
    expect(await first.commit(userId, ['stored'])).toEqual({ committed: 1 });

    const usage = await waitFor(async () => {
      const u = await first.usage(userId);
      return u.count === 1 ? u : null;
    }, 15_000);
    expect(usage.unitIds).toEqual(['stored']);
    await waitFor(async () => released.events.length === 1);
    expect(released.events[0]!.data).toMatchObject({ unitId: 'tool-died', usageCount: 1 });
    // A commit arriving after the give-back changes nothing: that result is free.
    expect(await first.commit(userId, ['tool-died'])).toEqual({ committed: 0 });
    expect((await first.usage(userId)).count).toBe(1);
    released.stop();
    owner();
  });

  it('an expired unit is given back only when the owning service answers that no result refers to it', async () => {
    const userId = `user-${randomUUID()}`;
    const released = first.collect('usage.released', userId);
    expect(await first.authorize(userId, 'commit-lost')).toMatchObject({ allowed: true });
    expect(await first.authorize(userId, 'owner-away', 'invoice_audit')).toMatchObject({ allowed: true });
    // Nobody answers for the results yet (the owning services are down): both wait, still counted.
    await sleep(2500);
    expect(await first.reservations.countDocuments({ userId })).toBe(2);
    expect((await first.usage(userId)).count).toBe(2);
    // The analysis service is back and has the result whose commit was lost: that unit stays counted.
    const analysis = first.ownResults('property_analysis', new Set(['commit-lost']));
    await waitFor(
      async () => (await first.reservations.countDocuments({ userId, unitId: 'commit-lost' })) === 0,
      15_000,
    );
    expect(await first.reservations.countDocuments({ userId, unitId: 'owner-away' })).toBe(1);
    // The invoice service is back without the audit (it died before storing): that unit is given back.
    const invoice = first.ownResults('invoice_audit', new Set());
    await waitFor(async () => released.events.length === 1, 15_000);
    expect(released.events[0]!.data).toMatchObject({ unitId: 'owner-away', usageCount: 1 });
    expect(await first.usage(userId)).toEqual({ count: 1, unitIds: ['commit-lost'] });
    analysis();
    invoice();
    released.stop();
  });

  it("a result's own event commits its unit (the commit request was lost), so it is never given back", async () => {
    const userId = `user-${randomUUID()}`;
    // The owning service would say "no result": only the event can keep the unit.
    const owner = first.ownResults('invoice_audit', new Set());
    expect(await first.authorize(userId, 'audit-1', 'invoice_audit')).toMatchObject({ allowed: true });
    await first.publish(
      createEvent('invoice.audited', {
        producer: 'invoice',
        userId,
        data: {
          auditId: 'audit-1',
          issuesFound: 0,
          flaggedItems: 0,
          verifiedItems: 1,
          totalImpact: 0,
          unitId: 'audit-1',
        },
      }),
    );
    await waitFor(async () => (await first.reservations.countDocuments({ userId })) === 0, 15_000);
    await sleep(2000);
    expect(await first.usage(userId)).toEqual({ count: 1, unitIds: ['audit-1'] });
    owner();
  });

  it('a release an instance began and did not finish (ledger document deleted, event not published) is finished by the sweeper, once', async () => {
    const userId = `user-${randomUUID()}`;
    const owner = first.ownResults('property_analysis', new Set());
    const recorded = first.collect('usage.recorded', userId);
    const released = first.collect('usage.released', userId);
    expect(await first.authorize(userId, 'kept')).toMatchObject({ allowed: true });
    expect(await first.commit(userId, ['kept'])).toEqual({ committed: 1 });
    expect(await first.authorize(userId, 'half-released')).toMatchObject({ allowed: true, usageCount: 2 });
    // What releaseUse leaves when its instance stops right after the delete: the staged release on the reservation.
    const doc = (await first.ledger.findOne({ userId, unitId: 'half-released' }))!;
    const { _id, periodStart, countedAt, recorded: recordedEvent } = doc;
    await first.reservations.updateOne(
      { _id: reservationId(userId, 'half-released') },
      {
        $set: {
          releasing: { _id, userId, unitId: 'half-released', periodStart, countedAt, recorded: recordedEvent },
          expiresAt: new Date(Date.now() + 300),
        },
      },
    );
    await first.ledger.deleteOne({ _id });

    await waitFor(async () => released.events.length === 1, 15_000);
    expect(released.events[0]!.data).toMatchObject({ unitId: 'half-released', usageCount: 1 });
    await waitFor(async () => (await first.reservations.countDocuments({ userId })) === 0);
    await sleep(1000);
    expect(released.events).toHaveLength(1);
    // usage.recorded of the released unit is sent again with its own id (the stream keeps one; a plain subscriber sees
    // both).
    const recordedOnce = new Map(recorded.events.map((e) => [e.id, e.data.unitId]));
    expect([...recordedOnce.values()].sort()).toEqual(['half-released', 'kept']);
    expect(await first.usage(userId)).toEqual({ count: 1, unitIds: ['kept'] });
    recorded.stop();
    released.stop();
    owner();
  });
});
