import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { connect } from 'nats';
import { USAGE_AUTHORIZE_SUBJECT, usageAuthorizeReply } from '@realty/proto-schemas';
import { NATS_CLIENT_OPTIONS } from '@realty/service-kit';
import {
  InMemorySpanExporter,
  parentIdOf,
  spanMs,
  startTracing,
  type ReadableSpan,
} from '@realty/service-kit/tracing-sdk';
import { billingEnvSchema } from '../../services/billing/src/env.ts';
import { startBilling } from '../../services/billing/src/server.ts';
import { newAccountFields } from '../../services/billing/src/domain/new-account.ts';
import type { AccountDoc } from '../../services/billing/src/store/collections.ts';

/** How long each stage of one authorization round took (ms), from its spans (authorization-group.ts). */
export interface RoundTiming {
  /** Ledger documents the round inserted (claims). */
  units: number;
  decideMs: number;
  /** The reservation insertMany and the gate-changes read beside it, whichever took longer. */
  reserveMs: number;
  /** The gate-changes read alone (and the accounts read again after it); about 0 when the round needed none. */
  confirmMs: number;
  /** The ledger insertMany. */
  insertMs: number;
  /** Reads after collisions, then JetStream's acknowledgements. */
  publishMs: number;
}

const STAGES: Record<string, Exclude<keyof RoundTiming, 'units'>> = {
  'authorization decide': 'decideMs',
  'authorization reserve': 'reserveMs',
  'authorization confirm': 'confirmMs',
  'authorization insert': 'insertMs',
  'authorization publish': 'publishMs',
};

/** The stage times of each round that got as far as inserting (one that decided nothing to write ends early). */
function roundTimingsOf(spans: readonly ReadableSpan[]): RoundTiming[] {
  const rounds = new Map<string, RoundTiming>();
  for (const span of spans)
    if (span.name === 'authorization round')
      rounds.set(span.spanContext().spanId, {
        units: Number(span.attributes['realty.authorization.units'] ?? 0),
        decideMs: 0,
        reserveMs: 0,
        confirmMs: 0,
        insertMs: 0,
        publishMs: 0,
      });
  const parents = new Map(spans.map((span) => [span.spanContext().spanId, parentIdOf(span)]));
  const inserted = new Set<RoundTiming>();
  for (const span of spans) {
    const stage = STAGES[span.name];
    if (!stage) continue;
    // The confirm span is a child of the reserve span; the others are the round's own.
    let round = parentIdOf(span);
    if (round && !rounds.has(round)) round = parents.get(round);
    const timing = round ? rounds.get(round) : undefined;
    if (timing) timing[stage] = spanMs(span);
    if (timing && stage === 'insertMs') inserted.add(timing);
  }
  return [...inserted];
}

/** A round stage at least this long is a stall (a round's stages take a few ms when nothing holds the store up). */
export const STALL_MS = 20;

export interface AuthorizeBenchOptions {
  natsUrl: string;
  mongoUrl: string;
  seconds: number;
  concurrency: number;
  /** Accounts the requests are spread over, round-robin; by default two per concurrent caller, at least 16. */
  accounts?: number;
  /** Called as the measured phase starts and ends (to read other processes' CPU time over it). */
  onPhase?: (phase: 'start' | 'end') => void;
}

export interface AuthorizeBenchResult {
  /** Authorizations answered while measuring. */
  authorizations: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Rounds written while measuring, and how many of them had a stage of STALL_MS or more. */
  rounds: number;
  stalledRounds: number;
  /** The stalled rounds' timings, in order. */
  stalls: RoundTiming[];
  /** Each stage's median over the rounds (ms), and the median round's units. */
  medians: RoundTiming;
  /** CPU time of this process (billing and the callers) per authorization while measuring, ms. */
  cpuMsPerAuthorization: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

function medianTiming(timings: RoundTiming[]): RoundTiming {
  const median = (pick: (t: RoundTiming) => number) =>
    percentile(
      timings.map(pick).sort((a, b) => a - b),
      50,
    );
  return {
    units: median((t) => t.units),
    decideMs: median((t) => t.decideMs),
    reserveMs: median((t) => t.reserveMs),
    confirmMs: median((t) => t.confirmMs),
    insertMs: median((t) => t.insertMs),
    publishMs: median((t) => t.publishMs),
  };
}

/**
 * Usage authorizations per second through the real path: NATS request-reply to a billing
 * service started in process, each request counted with its conditional update and its
 * usage.recorded event queued in the outbox and relayed to JetStream. The accounts are on the
 * unlimited enterprise plan, so every request is a counted grant, spread round-robin over two
 * active accounts per concurrent caller (at least 16), as traffic from many users would be.
 */
export async function benchAuthorizations({
  natsUrl,
  mongoUrl,
  seconds,
  concurrency,
  accounts: accountCount,
  onPhase,
}: AuthorizeBenchOptions): Promise<AuthorizeBenchResult> {
  const suffix = `_bench${randomUUID().slice(0, 8)}`;
  const env = billingEnvSchema.parse({
    NODE_ENV: 'test',
    SERVICE_PORT: '0',
    MONGO_URL: mongoUrl,
    NATS_URL: natsUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DB_SUFFIX: suffix,
  });
  // The rounds' stage spans are read from memory; no other span is recorded and nothing is patched.
  const spans = new InMemorySpanExporter();
  const tracing = startTracing({
    serviceName: 'billing',
    exporter: spans,
    batch: false,
    instrument: false,
    only: (name) => name.startsWith('authorization '),
  });
  const service = await startBilling(env);
  // The callers connect as the services that call billing do (analysis, invoice: service-kit's connectNats).
  const nc = await connect({ servers: natsUrl, ...NATS_CLIENT_OPTIONS });
  const conn = await mongoose
    .createConnection(mongoUrl, { dbName: `billing${suffix}`, retryWrites: false })
    .asPromise();
  try {
    const userIds = Array.from(
      { length: accountCount ?? Math.max(16, concurrency * 2) },
      () => `bench-${randomUUID()}`,
    );
    const now = new Date();
    const accounts: AccountDoc[] = userIds.map((id) => ({
      _id: id,
      ...newAccountFields(now),
      planType: 'enterprise',
      subscriptionStatus: 'active',
      trialEndDate: null,
    }));
    const db = conn.db;
    if (!db) throw new Error('bench database not connected');
    await db.collection<AccountDoc>('accounts').insertMany(accounts);

    let next = 0;
    const authorize = async () => {
      const userId = userIds[next++ % userIds.length]!;
      const msg = await nc.request(
        USAGE_AUTHORIZE_SUBJECT,
        JSON.stringify({ userId, tool: 'property_analysis', unitId: randomUUID() }),
        { timeout: 10_000 },
      );
      const reply = usageAuthorizeReply.parse(msg.json());
      if (!reply.allowed) throw new Error(`bench authorization refused: ${reply.reason}`);
    };
    for (let i = 0; i < 20; i++) await authorize();

    spans.reset();
    const latencies: number[] = [];
    onPhase?.('start');
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          await authorize();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    onPhase?.('end');
    const timings = roundTimingsOf(spans.getFinishedSpans());
    latencies.sort((a, b) => a - b);
    const stalls = timings.filter((t) => Math.max(t.decideMs, t.reserveMs, t.insertMs, t.publishMs) >= STALL_MS);
    return {
      authorizations: latencies.length,
      perSecond: Math.round(latencies.length / elapsed),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      rounds: timings.length,
      stalledRounds: stalls.length,
      stalls,
      medians: medianTiming(timings),
      cpuMsPerAuthorization: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length)) * 100) / 100,
    };
  } finally {
    await nc.close();
    await service.stop();
    await tracing.shutdown();
    await conn.close();
  }
}
