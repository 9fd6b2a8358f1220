import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE, PLANS, TRIAL_DAYS } from '@realty/proto-schemas';
import { BillingHarness, sleep, waitFor } from './testing/billing-harness.ts';
import { newAccountFields } from './domain/new-account.ts';

let billing: BillingHarness;

beforeAll(async () => {
  billing = await BillingHarness.start();
});
afterAll(async () => {
  await billing.stop();
});

const newUser = () => `user-${randomUUID()}`;
const USER_FIELDS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User {
  id planType subscriptionStatus trialEndDate usageCount quota remaining usagePeriodStart trialDaysLeft } } }`;

describe('accounts from registrations', () => {
  it('a registered user gets a trial account: three uses are allowed and the fourth is refused with trial_limit_reached', async () => {
    const userId = newUser();
    const registeredAt = new Date(Date.now() - 3_600_000);
    const opened = billing.collect('account.opened', userId);
    const recorded = billing.collect('usage.recorded', userId);
    await billing.publish(billing.registration(userId, registeredAt));

    const account = await waitFor(() => billing.account(userId));
    expect(account.openedAt).toEqual(registeredAt);
    expect(account.trialEndDate!.getTime()).toBe(registeredAt.getTime() + TRIAL_DAYS * 86_400_000);
    await waitFor(async () => opened.events.length === 1);
    expect(opened.events[0]!.data).toMatchObject({ planType: 'trial', subscriptionStatus: 'trial' });

    const replies = [];
    for (const unit of ['a', 'b', 'c', 'd']) replies.push(await billing.authorize(userId, unit));
    expect(replies).toEqual([
      { allowed: true, usageCount: 1, remaining: 2 },
      { allowed: true, usageCount: 2, remaining: 1 },
      { allowed: true, usageCount: 3, remaining: 0 },
      { allowed: false, reason: 'trial_limit_reached' },
    ]);
    await waitFor(async () => recorded.events.length === 3);
    expect(recorded.events.map((e) => e.data.usageCount).sort()).toEqual([1, 2, 3]);
    opened.stop();
    recorded.stop();
  });

  it('the same registration delivered twice opens the account once', async () => {
    const userId = newUser();
    const opened = billing.collect('account.opened', userId);
    const event = billing.registration(userId, new Date(Date.now() - 60_000));
    await billing.publish(event);
    // A different message id gets past the stream's duplicate window, as a late redelivery would.
    await billing.publish(event, `${event.id}-again`);
    await waitFor(async () => opened.events.length === 1);
    const first = await billing.account(userId);
    await sleep(1500);
    expect(opened.events).toHaveLength(1);
    expect(await billing.account(userId)).toEqual(first);
    opened.stop();
  });

  it('a user whose registration has not been consumed yet gets correct fields from an account opened on demand', async () => {
    const userId = newUser();
    const before = Date.now();
    const res = await billing.graphql(USER_FIELDS, { r: [{ __typename: 'User', id: userId }] });
    expect(res.errors).toBeUndefined();
    const [user] = res.data!._entities as Array<Record<string, unknown>>;
    expect(user).toMatchObject({
      id: userId,
      planType: 'trial',
      subscriptionStatus: 'trial',
      usageCount: 0,
      quota: PLANS.trial.usageLimit,
      remaining: 3,
      trialDaysLeft: TRIAL_DAYS,
    });
    expect(Date.parse(user!.trialEndDate as string)).toBeGreaterThanOrEqual(before + TRIAL_DAYS * 86_400_000);
    // The registration arriving afterwards changes nothing.
    const account = await billing.account(userId);
    await billing.publish(billing.registration(userId, new Date(before - 5_000)));
    await sleep(1000);
    expect(await billing.account(userId)).toMatchObject({
      openedAt: account!.openedAt,
      trialEndDate: account!.trialEndDate,
    });
  });
});

describe('usage authorization', () => {
  it('20 parallel authorizations against a remaining allowance of 3 allow exactly 3', async () => {
    const userId = newUser();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => billing.authorize(userId, `unit-${i}`)));
    expect(replies.filter((r) => r.allowed)).toHaveLength(3);
    expect(replies.filter((r) => !r.allowed && r.reason === 'trial_limit_reached')).toHaveLength(17);
    expect((await billing.usage(userId)).count).toBe(3);
  });

  it('a repeated unit is counted once, also when the repeats arrive together', async () => {
    const userId = newUser();
    expect(await billing.authorize(userId, 'same')).toEqual({ allowed: true, usageCount: 1, remaining: 2 });
    const repeats = await Promise.all(Array.from({ length: 5 }, () => billing.authorize(userId, 'same')));
    expect(repeats.every((r) => r.allowed)).toBe(true);
    expect((await billing.usage(userId)).count).toBe(1);
  });

  it('a release gives the unit back once and publishes usage.released once', async () => {
    const userId = newUser();
    const released = billing.collect('usage.released', userId);
    await billing.authorize(userId, 'u1');
    await billing.authorize(userId, 'u2');
    expect(await billing.release(userId, 'u1')).toEqual({ released: true });
    expect(await billing.release(userId, 'u1')).toEqual({ released: false });
    expect(await billing.release(userId, 'never-counted')).toEqual({ released: false });
    expect(await billing.usage(userId)).toEqual({ count: 1, unitIds: ['u2'] });
    await waitFor(async () => released.events.length === 1);
    await sleep(500);
    expect(released.events).toHaveLength(1);
    expect(released.events[0]!.data).toMatchObject({ unitId: 'u1', usageCount: 1 });
    released.stop();
  });

  it('when the trial has ended, use is refused with trial_expired', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'first');
    await billing.arrange(userId, { trialEndDate: new Date(Date.now() - 1000) });
    expect(await billing.authorize(userId, 'second')).toEqual({ allowed: false, reason: 'trial_expired' });
  });

  it('a basic plan at 25 uses is refused with basic_limit_reached', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'first');
    const now = new Date();
    await billing.arrange(userId, {
      planType: 'basic',
      subscriptionStatus: 'active',
      trialEndDate: null,
      periodStart: now,
      periodAnchor: now,
    });
    await billing.arrangeUsage(userId, 25);
    expect(await billing.authorize(userId, 'more')).toEqual({ allowed: false, reason: 'basic_limit_reached' });
  });

  it('a paid plan whose month has rolled over starts again from zero', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'first');
    const anchor = new Date(Date.now() - 40 * 86_400_000);
    await billing.arrange(userId, {
      planType: 'basic',
      subscriptionStatus: 'active',
      periodStart: anchor,
      periodAnchor: anchor,
    });
    await billing.arrangeUsage(userId, 25);
    expect(await billing.authorize(userId, 'new-month')).toEqual({ allowed: true, usageCount: 1, remaining: 24 });
    const account = await billing.account(userId);
    expect(account!.periodStart.getTime()).toBeGreaterThan(anchor.getTime());
    expect(await billing.usage(userId)).toEqual({ count: 1, unitIds: ['new-month'] });
  });

  it('units an account counted before the ledger (its unitIds) stay counted in the current period, once', async () => {
    const userId = newUser();
    await billing.accounts.insertOne({
      _id: userId,
      ...newAccountFields(new Date()),
      usageCount: 2,
      unitIds: ['legacy-1', 'legacy-2'],
    });
    expect(await billing.authorize(userId, 'legacy-2')).toEqual({ allowed: true, usageCount: 2, remaining: 1 });
    expect(await billing.authorize(userId, 'new')).toEqual({ allowed: true, usageCount: 3, remaining: 0 });
    expect(await billing.authorize(userId, 'one-more')).toEqual({ allowed: false, reason: 'trial_limit_reached' });
    expect(await billing.usage(userId)).toEqual({ count: 3, unitIds: ['legacy-1', 'legacy-2', 'new'] });
    expect((await billing.account(userId))!.unitIds).toBeUndefined();
  });

  it('a lapsed paid plan is refused with invalid_plan', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'first');
    await billing.arrange(userId, { planType: 'pro', subscriptionStatus: 'cancelled' });
    expect(await billing.authorize(userId, 'again')).toEqual({ allowed: false, reason: 'invalid_plan' });
  });

  it('a malformed request gets an answer the caller rejects, never a silent grant', async () => {
    const msg = await billing.nc.request('billing.usage.authorize', JSON.stringify({ userId: '' }), { timeout: 5000 });
    expect(msg.json()).toEqual({ error: 'invalid authorize request' });
  });
});

describe('plans and payments without Stripe', () => {
  it('plans come from the catalogue and payments report not configured', async () => {
    const res = await billing.graphql('{ plans { type priceMonthly usageLimit purchasable } paymentsConfigured }');
    expect(res.data!.paymentsConfigured).toBe(false);
    expect(res.data!.plans).toEqual(
      Object.values(PLANS).map((p) => ({
        type: p.type,
        priceMonthly: p.priceMonthly,
        usageLimit: p.usageLimit,
        purchasable: p.purchasable,
      })),
    );
  });

  it('payment calls answer PAYMENTS_NOT_CONFIGURED and the webhook 503', async () => {
    const token = billing.token(newUser());
    for (const mutation of [
      'mutation { createPaymentIntent(amount: 10) { clientSecret } }',
      'mutation { createSubscription(planType: "pro") { clientSecret } }',
    ]) {
      const res = await billing.graphql(mutation, {}, token);
      expect(res.errors?.[0]).toMatchObject({
        message: PAYMENTS_NOT_CONFIGURED_MESSAGE,
        extensions: { code: 'PAYMENTS_NOT_CONFIGURED' },
      });
    }
    const webhook = await fetch(new URL('/webhooks/stripe', billing.url), {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(webhook.status).toBe(503);
  });
});
