import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { inject } from 'vitest';
import {
  MESSAGES,
  STREAM_NAME,
  subjectFor,
  type EventEnvelope,
  type EventType,
  type EventData,
} from '@realty/proto-schemas';
import { createEvent, signToken } from '@realty/service-kit';
import { testServiceEnv } from '@realty/system-launcher/testing';
import { loadEnv } from './env.ts';
import { startAdmin } from './server.ts';

const env = loadEnv(testServiceEnv());
let service: { url: string; stop: () => Promise<void> };
let nc: NatsConnection;

beforeAll(async () => {
  service = await startAdmin(env);
  nc = await connect({ servers: inject('natsUrl') });
});
afterAll(async () => {
  await service.stop();
  await nc.close();
});

interface Result {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  opts: { token?: string; ip?: string } = {},
): Promise<Result> {
  const res = await fetch(service.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Result;
}

const adminToken = signToken({ sub: 'admin-1', email: 'boss@example.com', role: 'admin' }, env.JWT_SECRET);
const userToken = signToken({ sub: 'user-1', email: 'someone@example.com', role: 'user' }, env.JWT_SECRET);
const STATS = '{ adminStats { totalUsers activeTrials paidSubscribers totalRevenue usageThisMonth signupsThisWeek } }';
const USERS =
  '{ adminUsers { id firstName lastName email planType subscriptionStatus usageCount createdAt trialEndDate } }';

function event<T extends EventType>(
  type: T,
  userId: string,
  data: EventData<T>,
  occurredAt: Date,
  producer = 'billing',
): EventEnvelope<T> {
  return createEvent(type, { producer, userId, data, occurredAt });
}

async function publish(e: EventEnvelope, msgID = e.id) {
  await nc.jetstream().publish(subjectFor(e.type), JSON.stringify(e), { msgID });
}

/** Waits until the admin's durable consumer has applied everything in the stream. */
async function caughtUp() {
  const jsm = await nc.jetstreamManager();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const info = await jsm.consumers.info(STREAM_NAME, `admin${env.DB_SUFFIX}`);
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (Date.now() > deadline) throw new Error('admin consumer did not catch up');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stats(): Promise<Record<string, number>> {
  await caughtUp();
  const res = await gql(STATS, {}, { token: adminToken });
  expect(res.errors).toBeUndefined();
  return res.data!.adminStats as Record<string, number>;
}

describe('admin read model from events', () => {
  it('builds stats and the user directory from a realistic event sequence, counting redeliveries once', async () => {
    const before = await stats();
    const ann = `ann-${randomUUID()}`;
    const bob = `bob-${randomUUID()}`;
    const now = Date.now();
    const at = (offsetMs: number) => new Date(now + offsetMs);
    const trialEnd = at(7 * 86_400_000).toISOString();
    const periodStart = at(-1000).toISOString();
    const usage = (unitId: string, usageCount: number, offset: number) =>
      event(
        'usage.recorded',
        ann,
        { tool: 'property_analysis', unitId, periodStart, usageCount, recordedAt: at(offset).toISOString() },
        at(offset),
      );

    const second = usage('u2', 2, 200);
    const sequence: EventEnvelope[] = [
      event(
        'user.registered',
        ann,
        { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', role: 'user', createdAt: at(0).toISOString() },
        at(0),
        'auth',
      ),
      event(
        'user.registered',
        bob,
        {
          email: 'bob@example.com',
          firstName: 'Bob',
          lastName: 'Ng',
          role: 'user',
          createdAt: at(-10 * 86_400_000).toISOString(),
        },
        at(1),
        'auth',
      ),
      event(
        'account.opened',
        ann,
        { planType: 'trial', subscriptionStatus: 'trial', trialEndDate: trialEnd, openedAt: at(50).toISOString() },
        at(50),
      ),
      usage('u1', 1, 100),
      // Delivered out of order: the newest count (3) arrives before the older one (2).
      usage('u3', 3, 300),
      second,
      event(
        'payment.succeeded',
        bob,
        { amount: 49, currency: 'usd', stripePaymentId: `pi_${bob}`, paidAt: at(400).toISOString() },
        at(400),
      ),
      event(
        'subscription.changed',
        bob,
        {
          planType: 'pro',
          subscriptionStatus: 'active',
          trialEndDate: null,
          usageCount: 0,
          changedAt: at(500).toISOString(),
          stripeEventId: 'evt_1',
        },
        at(500),
      ),
    ];
    for (const e of sequence) await publish(e);
    // A redelivery beyond the stream's duplicate window: same event, new message id.
    await publish(second, `${second.id}-redelivered`);

    const after = await stats();
    expect({
      totalUsers: after.totalUsers! - before.totalUsers!,
      activeTrials: after.activeTrials! - before.activeTrials!,
      paidSubscribers: after.paidSubscribers! - before.paidSubscribers!,
      totalRevenue: Math.round((after.totalRevenue! - before.totalRevenue!) * 100) / 100,
      usageThisMonth: after.usageThisMonth! - before.usageThisMonth!,
      signupsThisWeek: after.signupsThisWeek! - before.signupsThisWeek!,
    }).toEqual({
      totalUsers: 2,
      activeTrials: 1,
      paidSubscribers: 1,
      totalRevenue: 49,
      usageThisMonth: 3,
      signupsThisWeek: 1,
    });

    const users = (await gql(USERS, {}, { token: adminToken })).data!.adminUsers as Array<Record<string, unknown>>;
    expect(users.find((u) => u.id === ann)).toEqual({
      id: ann,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      planType: 'trial',
      subscriptionStatus: 'trial',
      usageCount: 3,
      createdAt: at(0).toISOString(),
      trialEndDate: trialEnd,
    });
    expect(users.find((u) => u.id === bob)).toMatchObject({
      planType: 'pro',
      subscriptionStatus: 'active',
      usageCount: 0,
      trialEndDate: null,
    });
    // Newest first: Ann signed up today, Bob ten days ago.
    expect(users.findIndex((u) => u.id === ann)).toBeLessThan(users.findIndex((u) => u.id === bob));
  });

  it('a released unit leaves the month and an older plan event never rolls the plan back', async () => {
    const before = await stats();
    const cy = `cy-${randomUUID()}`;
    const now = Date.now();
    const periodStart = new Date(now).toISOString();
    await publish(
      event(
        'user.registered',
        cy,
        { email: 'cy@example.com', firstName: 'Cy', lastName: 'Do', role: 'user', createdAt: periodStart },
        new Date(now),
        'auth',
      ),
    );
    await publish(
      event(
        'usage.recorded',
        cy,
        { tool: 'invoice_audit', unitId: 'x', periodStart, usageCount: 1, recordedAt: periodStart },
        new Date(now + 10),
      ),
    );
    await publish(
      event(
        'usage.released',
        cy,
        { unitId: 'x', periodStart, usageCount: 0, releasedAt: periodStart },
        new Date(now + 20),
      ),
    );
    await publish(
      event(
        'subscription.changed',
        cy,
        {
          planType: 'basic',
          subscriptionStatus: 'active',
          trialEndDate: null,
          usageCount: 0,
          changedAt: periodStart,
          stripeEventId: 'evt_2',
        },
        new Date(now + 30),
      ),
    );
    await publish(
      event(
        'account.opened',
        cy,
        { planType: 'trial', subscriptionStatus: 'trial', trialEndDate: null, openedAt: periodStart },
        new Date(now + 5),
      ),
    );
    const after = await stats();
    expect(after.usageThisMonth! - before.usageThisMonth!).toBe(0);
    const users = (await gql(USERS, {}, { token: adminToken })).data!.adminUsers as Array<Record<string, unknown>>;
    expect(users.find((u) => u.id === cy)).toMatchObject({
      planType: 'basic',
      subscriptionStatus: 'active',
      usageCount: 0,
    });
  });

  it('usage events of one billing write share their time: the highest count stands, in whatever order they arrive', async () => {
    const dee = `dee-${randomUUID()}`;
    const now = new Date();
    const periodStart = now.toISOString();
    await publish(
      event(
        'user.registered',
        dee,
        { email: 'dee@example.com', firstName: 'Dee', lastName: 'Ko', role: 'user', createdAt: periodStart },
        now,
        'auth',
      ),
    );
    const sameInstant = new Date(now.getTime() + 10);
    for (const usageCount of [2, 3, 1]) {
      await publish(
        event(
          'usage.recorded',
          dee,
          {
            tool: 'property_analysis',
            unitId: `u${usageCount}`,
            periodStart,
            usageCount,
            recordedAt: sameInstant.toISOString(),
          },
          sameInstant,
        ),
      );
    }
    await caughtUp();
    const users = (await gql(USERS, {}, { token: adminToken })).data!.adminUsers as Array<Record<string, unknown>>;
    expect(users.find((u) => u.id === dee)).toMatchObject({ usageCount: 3 });
  });

  it("counts the units of the newest period, not the newest event's count: two billing instances granting at once can both be short", async () => {
    const eve = `eve-${randomUUID()}`;
    const now = Date.now();
    const lastMonth = new Date(now - 31 * 86_400_000).toISOString();
    const periodStart = new Date(now).toISOString();
    const usage = (unitId: string, period: string, usageCount: number, offset: number) =>
      event(
        'usage.recorded',
        eve,
        {
          tool: 'property_analysis',
          unitId,
          periodStart: period,
          usageCount,
          recordedAt: new Date(now + offset).toISOString(),
        },
        new Date(now + offset),
      );
    await publish(
      event(
        'user.registered',
        eve,
        { email: 'eve@example.com', firstName: 'Eve', lastName: 'Ro', role: 'user', createdAt: periodStart },
        new Date(now),
        'auth',
      ),
    );
    // Last period's units do not count in this one, whenever they arrive.
    await publish(usage('old', lastMonth, 7, -86_400_000));
    // Instance A counts 'a' as the 1st and then 'c' as the 2nd; instance B, at once, counts 'b' as its 1st, later in
    // time.
    await publish(usage('a', periodStart, 1, 10));
    await publish(usage('c', periodStart, 2, 20));
    await publish(usage('b', periodStart, 1, 30));
    await publish(
      event(
        'usage.released',
        eve,
        { unitId: 'a', periodStart, usageCount: 1, releasedAt: new Date(now + 40).toISOString() },
        new Date(now + 40),
      ),
    );
    await publish(usage('old2', lastMonth, 8, 50));
    await caughtUp();
    const users = (await gql(USERS, {}, { token: adminToken })).data!.adminUsers as Array<Record<string, unknown>>;
    expect(users.find((u) => u.id === eve)).toMatchObject({ usageCount: 2 });
  });
});

describe('admin users paging', () => {
  it('pages the directory with limit and offset, newest first, without overlap or gaps', async () => {
    const PAGE = `query Page($limit: Int, $offset: Int) { adminUsers(limit: $limit, offset: $offset) { id } }`;
    const all = (await gql(PAGE, { limit: 500 }, { token: adminToken })).data!.adminUsers as Array<{ id: string }>;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 2) {
      const page = (await gql(PAGE, { limit: 2, offset }, { token: adminToken })).data!.adminUsers as Array<{
        id: string;
      }>;
      expect(page.length).toBeLessThanOrEqual(2);
      pages.push(...page.map((u) => u.id));
    }
    expect(pages).toEqual(all.map((u) => u.id));
    const beyond = (await gql(PAGE, { limit: 2, offset: all.length }, { token: adminToken })).data!
      .adminUsers as unknown[];
    expect(beyond).toEqual([]);
  });

  it('walks adminUsersConnection two at a time: every registered user once, newest first, then hasNextPage false', async () => {
    const ALL = `{ adminUsers(limit: 500) { id } }`;
    const PAGE = `query Page($after: String) { adminUsersConnection(first: 2, after: $after) { nodes { id createdAt } pageInfo { hasNextPage endCursor } } }`;
    const all = ((await gql(ALL, {}, { token: adminToken })).data!.adminUsers as Array<{ id: string }>).map(
      (u) => u.id,
    );
    const seen: Array<{ id: string; createdAt: string }> = [];
    let after: string | null = null;
    for (;;) {
      const page = (await gql(PAGE, { after }, { token: adminToken })).data!.adminUsersConnection as {
        nodes: Array<{ id: string; createdAt: string }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen.map((u) => u.id).sort()).toEqual([...all].sort());
    expect(new Set(seen.map((u) => u.id)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.createdAt >= seen[i]!.createdAt).toBe(true);
    const asUser = await gql(PAGE, {}, { token: userToken });
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('admin access', () => {
  it('without a token the admin queries answer UNAUTHENTICATED', async () => {
    for (const query of [STATS, USERS, '{ contactMessages { id } }']) {
      expect((await gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a signed-in user without the admin role is refused with FORBIDDEN', async () => {
    for (const query of [STATS, USERS, '{ contactMessages { id } }']) {
      expect((await gql(query, {}, { token: userToken })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('contact messages', () => {
  const SEND = 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { ok id } }';
  const valid = {
    name: 'Dana Smith',
    email: 'dana@example.com',
    company: 'Acme',
    subject: 'Pricing question',
    message: 'Do you offer team discounts?',
  };

  it('invalid input is refused with the spec messages per field', async () => {
    const res = await gql(
      SEND,
      { input: { name: 'D', email: 'nope', subject: 'Hi', message: 'short' } },
      { ip: '10.0.0.1' },
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        name: MESSAGES.contactName,
        email: MESSAGES.email,
        subject: MESSAGES.contactSubject,
        message: MESSAGES.contactMessage,
      },
    });
  });

  it('a visitor message is stored, published as contact.received and listed for admins', async () => {
    const sub = nc.subscribe(subjectFor('contact.received'));
    const res = await gql(SEND, { input: valid }, { ip: '10.0.0.2' });
    expect(res.errors).toBeUndefined();
    const receipt = res.data!.sendContactMessage as { ok: boolean; id: string };
    expect(receipt.ok).toBe(true);
    for await (const m of sub) {
      const e = m.json<EventEnvelope<'contact.received'>>();
      if (e.data.messageId === receipt.id) {
        expect(e.data).toMatchObject({ name: valid.name, email: valid.email, subject: valid.subject });
        break;
      }
    }
    const list = await gql(
      '{ contactMessages(limit: 5) { id name email company subject message createdAt } }',
      {},
      { token: adminToken },
    );
    expect((list.data!.contactMessages as Array<Record<string, unknown>>)[0]).toMatchObject({
      id: receipt.id,
      ...valid,
    });
  });

  it('more than 5 messages from one address within 10 minutes are rate limited', async () => {
    for (let i = 0; i < 5; i++)
      expect((await gql(SEND, { input: valid }, { ip: '10.0.0.3' })).data?.sendContactMessage).toBeTruthy();
    expect((await gql(SEND, { input: valid }, { ip: '10.0.0.3' })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await gql(SEND, { input: valid }, { ip: '10.0.0.4' })).errors).toBeUndefined();
  });
});
