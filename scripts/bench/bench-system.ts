import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { REPO_ROOT, startSystem, type RunningSystem } from '@realty/system-launcher';
import { startOtlpReceiver, type OtlpReceiver } from '@realty/service-kit/testing/otlp-receiver';
import { arrangeUnlimitedPlan } from '../../services/billing/src/testing/arrange-plan.ts';

export interface RegisteredUser {
  token: string;
  user: { id: string };
}

export interface BenchSystem {
  system: RunningSystem;
  /** The system's data directory (its logs are under `logs/`). */
  dataDir: string;
  mongoClient: MongoClient;
  /** The spans every process exported, when started with `traces` (null otherwise). */
  traces: OtlpReceiver | null;
  /** Appended to every service's database name (billing's is `billing${suffix}`). */
  suffix: string;
  user: { id: string };
  token: string;
  /** The registered user's bearer token with a JSON content type, for every request the bench sends. */
  auth: Record<string, string>;
  /** Registers one more user (first name `firstName`) and answers with its token. */
  register(firstName: string): Promise<RegisteredUser>;
  /** Puts a user on the enterprise plan directly in billing's database, so metered tools never run out. */
  makeEnterprise(userId: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole product started fresh for a bench (private store and NATS, the shared market dataset linked in,
 * production mode, warn-level logs) with one registered user. `env` adds to every process's environment
 * (e.g. NODE_OPTIONS=--cpu-prof to profile them). With `traces`, every process exports its spans (OpenTelemetry,
 * OTLP) to a receiver in this process, where the bench reads its stage timings.
 */
export async function startBenchSystem(
  env: Record<string, string> = {},
  { traces = false } = {},
): Promise<BenchSystem> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-'));
  const receiver = traces ? await startOtlpReceiver() : null;
  const tracing = receiver ? { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '200' } : {};
  symlinkSync(path.join(REPO_ROOT, '.data', 'market'), path.join(dir, 'market'));
  const suffix = `_bench${Date.now().toString(36)}`;
  const system = await startSystem({
    dataDir: dir,
    port: 0,
    // BENCH_BUILT=1 runs dist/ as built even when a source changed since (on a tree others are editing, tsx's
    // module loading can take minutes under load); BENCH_BUILT=0 runs the sources.
    ...(process.env.BENCH_BUILT ? { built: process.env.BENCH_BUILT === '1' } : {}),
    env: {
      DB_SUFFIX: suffix,
      NODE_ENV: 'production',
      JWT_SECRET: 'b'.repeat(64),
      LOG_LEVEL: 'warn',
      ...tracing,
      ...env,
    },
  });
  const mongoClient = await MongoClient.connect(system.mongoUrl);
  const stop = async () => {
    await mongoClient.close();
    await system.stop();
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const register = async (firstName: string): Promise<RegisteredUser> => {
    const reg = await fetch(`${system.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName,
        lastName: 'Mark',
        email: `${firstName.toLowerCase()}${Date.now()}@example.com`,
        password: 'secret123',
      }),
    });
    if (!reg.ok) throw new Error(`registering the bench user ${firstName} answered ${reg.status}`);
    return (await reg.json()) as RegisteredUser;
  };
  const makeEnterprise = async (userId: string) => {
    await arrangeUnlimitedPlan(mongoClient.db(`billing${suffix}`), userId, 50);
  };
  try {
    const { token, user } = await register('Bench');
    return {
      system,
      dataDir: dir,
      traces: receiver,
      mongoClient,
      suffix,
      user,
      token,
      auth: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      register,
      makeEnterprise,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
