import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { BillingHarness, sleep, waitFor } from './testing/billing-harness.ts';
import { startStripeMock } from './testing/stripe-mock.ts';

const WEBHOOK_SECRET = 'whsec_test_realtylens';
let billing: BillingHarness;
let stripeMock: { apiBase: string; stop: () => Promise<void> };

beforeAll(async () => {
  stripeMock = await startStripeMock();
  billing = await BillingHarness.start({
    STRIPE_SECRET_KEY: 'sk_test_realtylens',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeMock.apiBase,
  });
});
afterAll(async () => {
  await billing?.stop();
  await stripeMock?.stop();
});

const newUser = () => `user-${randomUUID()}`;
const PAYMENT_INTENT = 'mutation($a: Float) { createPaymentIntent(amount: $a) { clientSecret } }';
const SUBSCRIPTION = 'mutation($p: String) { createSubscription(planType: $p) { clientSecret } }';

/** Delivers a Stripe event to the webhook as Stripe would, signed with the configured secret unless told otherwise. */
async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(new URL('/webhooks/stripe', billing.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created,
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  };
}

const subscription = (userId: string, status: string, planType = 'pro') => ({
  id: `sub_${userId}`,
  object: 'subscription',
  status,
  customer: `cus_${userId}`,
  metadata: { userId, planType },
});

describe('payments against stripe-mock', () => {
  it('reports payments as configured', async () => {
    expect((await billing.graphql('{ paymentsConfigured }')).data).toEqual({ paymentsConfigured: true });
  });

  it('a signed-in user gets a client secret for a payment intent (default amount) and for a subscription', async () => {
    const token = billing.token(newUser());
    const intent = await billing.graphql(PAYMENT_INTENT, {}, token);
    expect(intent.errors).toBeUndefined();
    expect((intent.data!.createPaymentIntent as { clientSecret: string }).clientSecret).toMatch(/_secret_/);
    const sub = await billing.graphql(SUBSCRIPTION, { p: 'pro' }, token);
    expect(sub.errors).toBeUndefined();
    expect((sub.data!.createSubscription as { clientSecret: string }).clientSecret).toMatch(/_secret_/);
  });

  it('refuses a visitor, an unpurchasable plan and an amount Stripe cannot charge', async () => {
    expect((await billing.graphql(PAYMENT_INTENT, { a: 10 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = billing.token(newUser());
    const trial = await billing.graphql(SUBSCRIPTION, { p: 'trial' }, token);
    expect(trial.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { planType: expect.any(String) },
    });
    const tiny = await billing.graphql(PAYMENT_INTENT, { a: 0.2 }, token);
    expect(tiny.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { amount: expect.any(String) },
    });
  });
});

describe('the Stripe webhook', () => {
  it('a subscription event with a valid signature activates the plan once, even when delivered twice', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'trial-use');
    const changes = billing.collect('subscription.changed', userId);
    const event = stripeEvent('customer.subscription.updated', subscription(userId, 'active'));

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await billing.account(userId)).toMatchObject({
      planType: 'pro',
      subscriptionStatus: 'active',
      usageCount: 0,
      stripeSubscriptionId: `sub_${userId}`,
    });
    await waitFor(async () => changes.events.length === 1);
    await sleep(500);
    expect(changes.events).toHaveLength(1);
    expect(changes.events[0]!.data).toMatchObject({
      planType: 'pro',
      subscriptionStatus: 'active',
      stripeEventId: event.id,
    });
    changes.stop();
  });

  it('an event older than the applied state changes nothing', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'trial-use');
    const now = Math.floor(Date.now() / 1000);
    await deliver(stripeEvent('customer.subscription.updated', subscription(userId, 'active'), now));
    const late = await deliver(
      stripeEvent('customer.subscription.updated', subscription(userId, 'past_due'), now - 60),
    );
    expect(late.body.outcome).toBe('stale');
    expect(await billing.account(userId)).toMatchObject({ planType: 'pro', subscriptionStatus: 'active' });
    const cancelled = await deliver(
      stripeEvent('customer.subscription.deleted', subscription(userId, 'canceled'), now + 1),
    );
    expect(cancelled.body.outcome).toBe('applied');
    expect(await billing.account(userId)).toMatchObject({ planType: 'pro', subscriptionStatus: 'cancelled' });
  });

  it('a paid invoice activates the plan named in the subscription metadata', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'trial-use');
    const invoice = {
      id: `in_${userId}`,
      object: 'invoice',
      customer: `cus_${userId}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: `sub_${userId}`, metadata: { userId, planType: 'basic' } },
      },
    };
    expect((await deliver(stripeEvent('invoice.paid', invoice))).body.outcome).toBe('applied');
    expect(await billing.account(userId)).toMatchObject({ planType: 'basic', subscriptionStatus: 'active' });
  });

  it('a succeeded payment publishes payment.succeeded once, in dollars, and finds the user by customer', async () => {
    const userId = newUser();
    await billing.authorize(userId, 'trial-use');
    await billing.arrange(userId, { stripeCustomerId: `cus_${userId}` });
    const payments = billing.collect('payment.succeeded', userId);
    const event = stripeEvent('payment_intent.succeeded', {
      id: `pi_${userId}`,
      object: 'payment_intent',
      amount: 4900,
      amount_received: 4900,
      currency: 'usd',
      customer: `cus_${userId}`,
      metadata: {},
    });
    expect((await deliver(event)).body.outcome).toBe('applied');
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    await waitFor(async () => payments.events.length === 1);
    await sleep(500);
    expect(payments.events).toHaveLength(1);
    expect(payments.events[0]!.data).toMatchObject({ amount: 49, currency: 'usd', stripePaymentId: `pi_${userId}` });
    payments.stop();
  });

  it('a bad or missing signature is refused with 400', async () => {
    const event = stripeEvent('customer.subscription.updated', subscription(newUser(), 'active'));
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    const unsigned = await fetch(new URL('/webhooks/stripe', billing.url), {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
  });
});
