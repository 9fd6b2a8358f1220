import mongoose from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { inject } from 'vitest';
import {
  subjectFor,
  USAGE_AUTHORIZE_SUBJECT,
  USAGE_COMMIT_SUBJECT,
  USAGE_RELEASE_SUBJECT,
  usageAuthorizeReply,
  USAGE_RESULTS_SUBJECTS,
  type MeteredTool,
  type EventEnvelope,
  type EventType,
  type UsageAuthorizeReply,
} from '@realty/proto-schemas';
import { createEvent, signToken } from '@realty/service-kit';
import { testServiceEnv } from '@realty/system-launcher/testing';
import { loadEnv, type BillingEnv } from '../env.ts';
import { startBilling } from '../server.ts';
import type { AccountDoc } from '../store/collections.ts';
import { slotId, type LedgerDoc } from '../store/usage-ledger.ts';
import type { ReservationDoc } from '../store/usage-reservations.ts';
import { GateChanges, type GateChangesDoc } from '../store/gate-changes.ts';

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A billing service started in process on the test servers, with helpers to drive it from outside. */
export class BillingHarness {
  private constructor(
    readonly env: BillingEnv,
    readonly url: string,
    private readonly stopService: () => Promise<void>,
    readonly nc: NatsConnection,
    private readonly conn: mongoose.Connection,
  ) {}

  static async start(extra: Record<string, string> = {}): Promise<BillingHarness> {
    const env = loadEnv(testServiceEnv(extra));
    const service = await startBilling(env);
    const nc = await connect({ servers: inject('natsUrl') });
    const conn = await mongoose
      .createConnection(env.MONGO_URL, { dbName: `billing${env.DB_SUFFIX}`, retryWrites: false })
      .asPromise();
    return new BillingHarness(env, service.url, service.stop, nc, conn);
  }

  async stop(): Promise<void> {
    await this.stopService();
    await this.nc.close();
    await this.conn.close();
  }

  private collection<T extends mongoose.mongo.Document>(name: string) {
    const db = this.conn.db;
    if (!db) throw new Error('not connected');
    return db.collection<T>(name);
  }

  get accounts() {
    return this.collection<AccountDoc>('accounts');
  }

  account(userId: string): Promise<AccountDoc | null> {
    return this.accounts.findOne({ _id: userId });
  }

  get reservations() {
    return this.collection<ReservationDoc>('usage_reservations');
  }

  get ledger() {
    return this.collection<LedgerDoc>('usage_ledger');
  }

  /** The units counted in the account's current period, from the ledger, in slot order (then counting order). */
  async usage(userId: string): Promise<{ count: number; unitIds: string[] }> {
    const account = await this.account(userId);
    if (!account) return { count: 0, unitIds: [] };
    const docs = await this.ledger.find({ userId, periodStart: account.periodStart }).toArray();
    docs.sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0) || a.countedAt.getTime() - b.countedAt.getTime());
    return { count: docs.length, unitIds: docs.map((d) => d.unitId) };
  }

  /**
   * Counts `n` units (arranged-0, arranged-1, ...) in slots 0..n-1 of the account's current period, behind the
   * service's back.
   */
  async arrangeUsage(userId: string, n: number): Promise<void> {
    const account = await this.account(userId);
    if (!account) throw new Error(`no account ${userId}`);
    const docs: LedgerDoc[] = Array.from({ length: n }, (_, slot) => ({
      _id: slotId(userId, account.periodStart, slot),
      userId,
      periodStart: account.periodStart,
      unitId: `arranged-${slot}`,
      slot,
      tool: 'property_analysis',
      countedAt: new Date(),
      recorded: null,
    }));
    if (docs.length) await this.ledger.insertMany(docs);
    await this.accounts.updateOne({ _id: userId }, { $set: { usageCount: n } });
  }

  /**
   * Changes an account behind the service's back, to arrange a test state. It waits until the
   * relay has published the account's pending events first: on the embedded store a write racing the
   * relay's removal of them could be lost.
   */
  async arrange(userId: string, set: Partial<AccountDoc>): Promise<void> {
    await waitFor(async () => {
      const account = await this.account(userId);
      return account !== null && (account._outbox ?? []).length === 0;
    });
    await this.accounts.updateOne({ _id: userId }, { $set: set });
    // As billing does after a change of plan, status or trial, so instances read the account again.
    await new GateChanges(this.collection<GateChangesDoc>('gate_changes')).bump();
  }

  token(userId: string, role: 'user' | 'admin' = 'user'): string {
    return signToken({ sub: userId, email: `${userId}@example.com`, role }, this.env.JWT_SECRET);
  }

  async graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLResult> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLResult;
  }

  async authorize(
    userId: string,
    unitId: string,
    tool: 'property_analysis' | 'invoice_audit' = 'property_analysis',
  ): Promise<UsageAuthorizeReply> {
    const msg = await this.nc.request(USAGE_AUTHORIZE_SUBJECT, JSON.stringify({ userId, tool, unitId }), {
      timeout: 10_000,
    });
    return usageAuthorizeReply.parse(msg.json());
  }

  async release(userId: string, unitId: string): Promise<{ released: boolean }> {
    const msg = await this.nc.request(USAGE_RELEASE_SUBJECT, JSON.stringify({ userId, unitId }), { timeout: 10_000 });
    return msg.json<{ released: boolean }>();
  }

  async commit(userId: string, unitIds: string[]): Promise<{ committed: number }> {
    const msg = await this.nc.request(USAGE_COMMIT_SUBJECT, JSON.stringify({ userId, unitIds }), { timeout: 10_000 });
    return msg.json<{ committed: number }>();
  }

  /**
   * Plays the service that owns a tool's results, answering billing's sweeper: the units in `stored` have results.
   * Returns the stop; until it is called, nothing else may answer (tests run one file at a time).
   */
  ownResults(tool: MeteredTool, stored: ReadonlySet<string>): () => void {
    const sub = this.nc.subscribe(USAGE_RESULTS_SUBJECTS[tool]);
    void (async () => {
      for await (const m of sub) {
        const req = m.json<{ unitIds: string[] }>();
        m.respond(JSON.stringify({ stored: req.unitIds.filter((u) => stored.has(u)) }));
      }
    })();
    return () => sub.unsubscribe();
  }

  /** Publishes an event to JetStream as its producer would; `msgID` defaults to the event id. */
  async publish(event: EventEnvelope, msgID = event.id): Promise<void> {
    await this.nc.jetstream().publish(subjectFor(event.type), JSON.stringify(event), { msgID });
  }

  registration(userId: string, createdAt: Date) {
    return createEvent('user.registered', {
      producer: 'auth',
      userId,
      data: {
        email: `${userId}@example.com`,
        firstName: 'Test',
        lastName: 'User',
        role: 'user',
        createdAt: createdAt.toISOString(),
      },
    });
  }

  /** Collects the events of one type for one user as the relay publishes them. */
  collect<T extends EventType>(type: T, userId: string): { events: EventEnvelope<T>[]; stop: () => void } {
    const sub = this.nc.subscribe(subjectFor(type));
    const events: EventEnvelope<T>[] = [];
    void (async () => {
      for await (const m of sub) {
        const event = m.json<EventEnvelope<T>>();
        if (event.userId === userId) events.push(event);
      }
    })();
    return { events, stop: () => sub.unsubscribe() };
  }
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
