import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { STREAM_NAME, subjectFor, type EventEnvelope, type EventType } from '@realty/proto-schemas';
import { connectNats, createLogger, type NatsHandle } from '@realty/service-kit';
import { REPO_ROOT } from '@realty/system-launcher';
import { testServiceEnv } from '@realty/system-launcher/testing';
import { startBilling } from '../../services/billing/src/server.ts';
import { loadEnv as billingEnv } from '../../services/billing/src/env.ts';
import { usageRecorded } from '../../services/billing/src/events/usage-events.ts';
import { startAnalysis } from '../../services/analysis/src/server.ts';
import { loadEnv as analysisEnv } from '../../services/analysis/src/env.ts';
import { api, uniqueEmail } from './helpers.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';

/**
 * Scale-out: two billing and two analysis instances (the other services and the gateway once) on one store
 * and one NATS must behave exactly like one instance of each. Each instance has its own HTTP server, store
 * and NATS connections, outbox relay and consumers; they share nothing but the database and the stream, as
 * replicas on separate machines would (they run in this test's process because spawning nine processes
 * does not start in time on a loaded machine). The store is the embedded FerretDB behind its write proxy,
 * which isolates conditional updates as MongoDB does.
 */
const WEBHOOK_SECRET = 'whsec_scale_out_test';
const ADMIN = uniqueEmail('scale-admin');
// Reservations lapse after 45 s (not 120) so a unit reserved for a request that timed out comes back soon.
const shared = {
  DB_SUFFIX: `_scale${randomUUID().slice(0, 8)}`,
  JWT_SECRET: randomBytes(32).toString('hex'),
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  ADMIN_EMAILS: ADMIN,
  USAGE_RESERVATION_SECONDS: '45',
};

let system: InProcessSystem;
let call: ReturnType<typeof api>;
let mongo: MongoClient;
let nats: NatsHandle;
const extra: { url: string; stop: () => Promise<void> }[] = [];
const instanceUrls = { billing: [] as string[], analysis: [] as string[] };

beforeAll(async () => {
  system = await startInProcessSystem(shared);
  const env = testServiceEnv({ DATA_DIR: path.join(REPO_ROOT, '.data'), ...shared });
  extra.push(await startBilling(billingEnv(env)), await startAnalysis(analysisEnv(env)));
  instanceUrls.billing = [system.serviceUrls.billing!, extra[0]!.url];
  instanceUrls.analysis = [system.serviceUrls.analysis!, extra[1]!.url];
  call = api(system.url);
  mongo = await MongoClient.connect(inject('mongoUrl'));
  nats = await connectNats(inject('natsUrl'), 'scale-out-test', createLogger('scale-out-test', 'error'));
}, 300_000);

afterAll(async () => {
  await nats?.nc.close();
  await mongo?.close();
  for (const instance of extra) await instance.stop();
  await system?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: last ${JSON.stringify(value)}`);
    await sleep(250);
  }
}

async function register(email: string): Promise<{ token: string; userId: string }> {
  const res = await call<{ token: string }>('POST', '/api/auth/register', {
    json: { firstName: 'Scale', lastName: 'Out', email, password: 'secret123' },
  });
  expect(res.status).toBe(201);
  const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  return { token: res.body.token, userId: payload.sub };
}

interface AccountRow {
  _id: string;
  planType?: string;
  subscriptionStatus?: string;
  usageCount?: number;
  _outbox?: unknown[];
}

const accounts = () => mongo.db(`billing${shared.DB_SUFFIX}`).collection<AccountRow>('accounts');
/** Billing's usage ledger: one document per counted unit, keyed by (user, period start, slot) on a limited plan. */
const ledger = () =>
  mongo
    .db(`billing${shared.DB_SUFFIX}`)
    .collection<{ _id: string; userId: string; periodStart: Date; unitId: string; slot: number }>('usage_ledger');
const counted = (userId: string) => ledger().countDocuments({ userId });

/** Every event of one type and user on the stream, read from its start with an ordered consumer. */
async function eventsOnStream(type: EventType, userId: string): Promise<EventEnvelope[]> {
  const consumer = await nats.js.consumers.get(STREAM_NAME, { filterSubjects: subjectFor(type) });
  const found: EventEnvelope[] = [];
  if ((await consumer.info()).num_pending === 0) return found;
  const messages = await consumer.consume();
  for await (const message of messages) {
    const event = message.json<EventEnvelope>();
    if (event.userId === userId) found.push(event);
    if (message.info.pending === 0) break;
  }
  await messages.close();
  return found;
}

interface AdminRow {
  id: string;
  planType: string;
  usageCount: number;
}

async function adminRow(adminToken: string, userId: string): Promise<AdminRow | undefined> {
  const res = await call<AdminRow[]>('GET', '/api/admin/users', { token: adminToken });
  return Array.isArray(res.body) ? res.body.find((u) => u.id === userId) : undefined;
}

const ANALYZE = 'mutation Analyze($input: AnalyzePropertyInput!) { analyzeProperty(input: $input) { id } }';

async function analyzeAt(url: string, token: string, n: number) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: ANALYZE,
      variables: { input: { address: `${100 + n} Congress Ave`, zipCode: '78701' } },
    }),
  });
  return (await res.json()) as {
    data?: { analyzeProperty: { id: string } } | null;
    errors?: { extensions?: { code?: string; reason?: string } }[];
  };
}

/** A Stripe event signed as Stripe signs webhooks: HMAC-SHA256 of "timestamp.payload" with the endpoint secret. */
function signedStripeDelivery(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  return { payload, header: `t=${timestamp},v1=${signature}` };
}

describe('two billing and two analysis instances', () => {
  let admin: { token: string };
  let user: { token: string; userId: string };

  beforeAll(async () => {
    admin = await register(ADMIN);
    user = await register(uniqueEmail('scale-user'));
    // The account is opened from user.registered by one of the two billing instances; once its own
    // event is relayed, it is set to the basic plan with 15 of 25 uses spent (in its ledger): 10 remain.
    await waitFor(
      () => accounts().findOne({ _id: user.userId }),
      (a) => a !== null && (a._outbox ?? []).length === 0,
      'the billing account',
    );
    const now = new Date();
    await accounts().updateOne(
      { _id: user.userId },
      {
        $set: {
          planType: 'basic',
          subscriptionStatus: 'active',
          trialEndDate: null,
          usageCount: 15,
          periodStart: now,
          periodAnchor: now,
        },
      },
    );
    await ledger().insertMany(
      Array.from({ length: 15 }, (_, slot) => ({
        _id: JSON.stringify([user.userId, now.getTime(), slot]),
        userId: user.userId,
        periodStart: now,
        unitId: `spent-${slot}`,
        slot,
      })),
    );
    // Billing publishes usage.recorded for every unit it counts; the arranged ones get theirs here.
    for (let slot = 0; slot < 15; slot++) {
      const event = usageRecorded(user.userId, 'property_analysis', `spent-${slot}`, now, slot + 1, now);
      await nats.js.publish(subjectFor('usage.recorded'), JSON.stringify(event), { msgID: event.id });
    }
    // As billing does after a plan change, so an instance that kept the account's state reads it again.
    await mongo
      .db(`billing${shared.DB_SUFFIX}`)
      .collection<{ _id: string }>('gate_changes')
      .updateOne({ _id: 'gate' }, { $inc: { version: 1 } }, { upsert: true });
  }, 120_000);

  it('200 concurrent metered analyses spread over both analysis instances grant exactly the 10 uses left', async () => {
    const [first, second] = instanceUrls.analysis as [string, string];
    const outcomeOf = (a: Awaited<ReturnType<typeof analyzeAt>>) =>
      a.data?.analyzeProperty.id
        ? 'granted'
        : `${a.errors?.[0]?.extensions?.code}:${a.errors?.[0]?.extensions?.reason ?? ''}`;
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, n) => analyzeAt(n % 2 ? second : first, user.token, n)),
    );
    let outcomes = burst.map(outcomeOf);
    // On a loaded machine some authorizations outlive their 3 s timeout: those answer 503 and run nothing, and
    // a unit billing reserved for them is given back when the reservation lapses. A client sends them again.
    for (let round = 0; outcomes.includes('SERVICE_UNAVAILABLE:') && round < 10; round++) {
      const grantedSoFar = outcomes.filter((o) => o === 'granted').length;
      await waitFor(
        () => counted(user.userId),
        (n) => n === 15 + grantedSoFar,
        'lapsed reservations given back',
        180_000,
      );
      outcomes = await Promise.all(
        outcomes.map(async (o, n) =>
          o === 'SERVICE_UNAVAILABLE:' ? outcomeOf(await analyzeAt(n % 2 ? second : first, user.token, n)) : o,
        ),
      );
    }
    const tally: Record<string, number> = {};
    for (const o of outcomes) tally[o] = (tally[o] ?? 0) + 1;
    expect(tally).toEqual({ granted: 10, 'USAGE_REFUSED:basic_limit_reached': 190 });
    await waitFor(
      () => counted(user.userId),
      (n) => n === 25,
      'the final count',
      180_000,
    );

    // Each outbox may be relayed by more than one relay: the stream's duplicate window must leave one message
    // per event. Units given back after a timeout appear as usage.recorded then usage.released.
    const completed = await waitFor(
      () => eventsOnStream('analysis.completed', user.userId),
      (e) => e.length >= 10,
      '10 analysis.completed events',
    );
    await sleep(2000);
    const recorded = (await eventsOnStream('usage.recorded', user.userId)).filter(
      (e) => !(e.data as { unitId: string }).unitId.startsWith('spent-'),
    );
    const released = await eventsOnStream('usage.released', user.userId);
    for (const events of [completed, recorded, released])
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(await eventsOnStream('analysis.completed', user.userId)).toHaveLength(10);
    const recordedUnits = recorded.map((e) => (e.data as { unitId: string }).unitId);
    const releasedUnits = released.map((e) => (e.data as { unitId: string }).unitId);
    expect(new Set(recordedUnits).size).toBe(recordedUnits.length);
    expect(releasedUnits.every((unit) => recordedUnits.includes(unit))).toBe(true);
    expect(recordedUnits.length - releasedUnits.length).toBe(10);
    expect(await eventsOnStream('account.opened', user.userId)).toHaveLength(1);

    // The admin read model counts the period's units from their events, whichever instance counted them (each
    // event's own count is that instance's view, and the newest can be short when both granted at once).
    const row = await waitFor(
      () => adminRow(admin.token, user.userId),
      (r) => r?.usageCount === 25,
      'the admin read model',
    );
    // The plan was arranged in billing's store directly (no event), so the read model still says trial here.
    expect(row?.usageCount).toBe(25);
  }, 600_000);

  it('a Stripe webhook delivered to both billing instances at once takes effect once', async () => {
    const event = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: {
        object: {
          id: `sub_${user.userId}`,
          object: 'subscription',
          status: 'active',
          customer: `cus_${user.userId}`,
          metadata: { userId: user.userId, planType: 'pro' },
        },
      },
    };
    const delivery = signedStripeDelivery(event);
    const outcomes = await Promise.all(
      instanceUrls.billing.map(async (url) => {
        const res = await fetch(new URL('/webhooks/stripe', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
          body: delivery.payload,
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { outcome: string }).outcome;
      }),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await accounts().findOne({ _id: user.userId })).toMatchObject({
      planType: 'pro',
      subscriptionStatus: 'active',
    });
    await waitFor(
      () => eventsOnStream('subscription.changed', user.userId),
      (e) => e.length >= 1,
      'subscription.changed',
    );
    await sleep(2000);
    const changes = await eventsOnStream('subscription.changed', user.userId);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.data).toMatchObject({ planType: 'pro', subscriptionStatus: 'active', stripeEventId: event.id });
    const row = await waitFor(
      () => adminRow(admin.token, user.userId),
      (r) => r?.planType === 'pro',
      'the plan in the admin read model',
    );
    expect(row?.planType).toBe('pro');
  }, 120_000);
});
