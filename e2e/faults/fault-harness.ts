import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { REPO_ROOT, startSystem, type RunningSystem } from '@realty/system-launcher';
import { arrangeUnlimitedPlan } from '../../services/billing/src/testing/arrange-plan.ts';

/**
 * Drives the whole product under load while processes are killed or stopped, and counts what
 * the issue asks about: acknowledged writes lost, uses charged without a result, and how long
 * until a killed process answers again. Everything runs on loopback on free ports, with the
 * store and NATS started (and supervised) by the launcher so they can be killed too.
 */

export const RESERVATION_SECONDS = 10;

export interface FaultUser {
  token: string;
  id: string;
}

export interface FaultSystem {
  system: RunningSystem;
  users: FaultUser[];
  /** Analyses the API acknowledged (200 with an id), per user id. */
  acknowledged: Map<string, Set<string>>;
  stop(): Promise<void>;
}

async function call(
  base: string,
  method: string,
  route: string,
  token?: string,
  json?: unknown,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

export async function startFaultSystem(
  userCount = 3,
  extraEnv: Record<string, string> = {},
  options: { natsNodes?: number; instances?: number } = {},
): Promise<FaultSystem> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-faults-'));
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REGISTER_MAX_PER_ADDRESS: '1000',
    // Short, so the give-back of units whose results were never stored is seen within the run.
    USAGE_RESERVATION_SECONDS: String(RESERVATION_SECONDS),
    // This run owns its store and NATS, so it can kill them.
    MONGO_URL: undefined,
    NATS_URL: undefined,
    ...extraEnv,
  };
  const system = await startSystem({
    dataDir,
    marketDataDir: path.join(REPO_ROOT, '.data'),
    port: 0,
    env,
    natsNodes: options.natsNodes,
    instances: options.instances,
  }).catch((err: unknown) => {
    // The processes' logs outlive a failed start, so the failure can be read.
    const kept = `${dataDir}-logs`;
    cpSync(path.join(dataDir, 'logs'), kept, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${String(err)} (logs kept in ${kept})`, { cause: err });
  });
  const users: FaultUser[] = [];
  for (let i = 0; i < userCount; i++) {
    const email = `fault.${Date.now()}.${i}@example.com`;
    const res = await call(system.url, 'POST', '/api/auth/register', undefined, {
      firstName: 'Fault',
      lastName: `User${i}`,
      email,
      password: 'secret123',
    });
    if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
    users.push({ token: res.body.token as string, id: res.body.user.id as string });
  }
  // Unlimited plans, so the load is never refused by the trial's three uses.
  const client = await MongoClient.connect(system.mongoUrl);
  try {
    for (const user of users) await arrangeUnlimitedPlan(client.db('billing'), user.id);
  } finally {
    await client.close();
  }
  return {
    system,
    users,
    acknowledged: new Map(users.map((u) => [u.id, new Set<string>()])),
    async stop() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addressCounter = 0;

/** One metered write: a property analysis at a fresh address (never a free re-run). */
export async function analyzeOnce(fs: FaultSystem, user: FaultUser): Promise<number> {
  addressCounter += 1;
  try {
    const res = await call(fs.system.url, 'POST', '/api/analyze-property', user.token, {
      address: `${100 + addressCounter} Main St`,
      zipCode: '60614',
    });
    if (res.status === 200 && typeof res.body?.id === 'string') fs.acknowledged.get(user.id)!.add(res.body.id);
    return res.status;
  } catch {
    return 0;
  }
}

/** One metered audit of a short pasted invoice (its number changes, so no two are the same invoice). */
export async function auditOnce(fs: FaultSystem, user: FaultUser): Promise<number> {
  addressCounter += 1;
  const content = `Greenway Property Services\nInvoice #F-${addressCounter}\nInvoice date: 01/15/2026\nLawn care, 1 x $120.00, $120.00\nTotal due: $120.00\n`;
  try {
    const res = await call(fs.system.url, 'POST', '/api/audit-invoice', user.token, { content });
    if (res.status === 200 && typeof res.body?.id === 'string') fs.acknowledged.get(user.id)!.add(res.body.id);
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Runs `clients` parallel loops of metered writes until stopped (analyses only, or analyses and invoice audits
 * in turn with `mixed`); returns the status counts.
 */
export function startLoad(fs: FaultSystem, clients = 4, mixed = false) {
  let running = true;
  const statuses = new Map<number, number>();
  const loops = Array.from({ length: clients }, async (_, i) => {
    const user = fs.users[i % fs.users.length]!;
    for (let n = 0; running; n++) {
      const status = await (mixed && n % 2 === 1 ? auditOnce(fs, user) : analyzeOnce(fs, user));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return Object.fromEntries(statuses);
    },
  };
}

/** Seconds from now until `probe` succeeds (polled every `everyMs`), or Infinity after `limitMs`. */
export async function secondsUntil(probe: () => Promise<boolean>, limitMs = 60_000, everyMs = 50): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await probe().catch(() => false)) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Seconds from now until a probe succeeds, with a new probe started every `everyMs` whether or not the
 * earlier ones have answered (at most `maxInFlight` at once): a request caught in flight by the fault may
 * wait out a timeout (the usage request's 3 s after a NATS kill), and it must not hold back the measure of
 * when the product answers again, as a client that retries sees it. Infinity after `limitMs`.
 */
export function secondsUntilAnswered(
  probe: () => Promise<boolean>,
  limitMs = 60_000,
  everyMs = 100,
  maxInFlight = 20,
): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    let inFlight = 0;
    const settle = (seconds: number) => {
      if (settled) return;
      settled = true;
      resolve(seconds);
    };
    const launch = () => {
      if (settled) return;
      if (Date.now() - started >= limitMs) return settle(Number.POSITIVE_INFINITY);
      if (inFlight < maxInFlight) {
        inFlight += 1;
        void probe()
          .catch(() => false)
          .then((ok) => {
            inFlight -= 1;
            if (ok) settle((Date.now() - started) / 1000);
          });
      }
      setTimeout(launch, everyMs);
    };
    launch();
  });
}

/** The product answers a metered write end to end (gateway, auth token, billing, analysis, store). */
export const meteredWriteWorks = (fs: FaultSystem) => async () => (await analyzeOnce(fs, fs.users[0]!)) === 200;

/** Kills a supervised process with SIGKILL and measures until `probe` answers again (see `secondsUntilAnswered`). */
export async function killAndMeasure(
  fs: FaultSystem,
  name: string,
  probe: () => Promise<boolean>,
  limitMs = 60_000,
): Promise<number> {
  const supervised = fs.system.processes[name];
  if (!supervised) throw new Error(`no supervised process named ${name}`);
  const before = supervised.status().restarts;
  supervised.process.kill('SIGKILL');
  // Wait until the exit is seen, so the probe cannot be answered by the old process.
  await secondsUntil(
    async () => supervised.status().restarts > before || supervised.status().state !== 'running',
    10_000,
  );
  return secondsUntilAnswered(probe, limitMs);
}

export interface Tally {
  acknowledged: number;
  lost: number;
  /** Units counted by billing beyond the results stored: a use charged for nothing. */
  chargedWithoutResult: number;
  /** Results stored that were not counted (given back after an expired reservation): free results. */
  resultsNotCharged: number;
}

/**
 * Compares what was acknowledged with what is stored, and what billing counts with the results
 * stored, after reservations have had time to expire and be given back.
 */
export async function tally(fs: FaultSystem): Promise<Tally> {
  const client = await MongoClient.connect(fs.system.mongoUrl);
  try {
    const analyses = client.db('analysis').collection<{ _id: string; userId: string }>('property_analyses');
    // Billing's usage ledger holds one document per counted unit.
    const ledger = client.db('billing').collection<{ userId: string }>('usage_ledger');
    const out: Tally = { acknowledged: 0, lost: 0, chargedWithoutResult: 0, resultsNotCharged: 0 };
    for (const user of fs.users) {
      const acked = fs.acknowledged.get(user.id)!;
      const stored = new Set(
        (await analyses.find({ userId: user.id }, { projection: { _id: 1 } }).toArray()).map((d) => String(d._id)),
      );
      out.acknowledged += acked.size;
      out.lost += [...acked].filter((id) => !stored.has(id)).length;
      const counted = await ledger.countDocuments({ userId: user.id });
      out.chargedWithoutResult += Math.max(0, counted - stored.size);
      out.resultsNotCharged += Math.max(0, stored.size - counted);
    }
    return out;
  } finally {
    await client.close();
  }
}

export interface UserUnits {
  userId: string;
  /** Analyses and invoice audits stored for the user. */
  results: number;
  /** Units billing's ledger counts for the user. */
  charged: number;
  /** Units the admin read model counts (recorded and not released, as its directory shows them). */
  admin: number;
  /** Acknowledged (200) results that are not stored. */
  lost: number;
}

/**
 * Per user: results stored, units charged by billing, units counted by the admin read model, acknowledged results lost.
 */
export async function unitsPerUser(fs: FaultSystem): Promise<UserUnits[]> {
  const client = await MongoClient.connect(fs.system.mongoUrl);
  try {
    const ids = async (db: string, collection: string, userId: string) =>
      (
        await client
          .db(db)
          .collection<{ _id: string }>(collection)
          .find({ userId }, { projection: { _id: 1 } })
          .toArray()
      ).map((d) => String(d._id));
    const out: UserUnits[] = [];
    for (const user of fs.users) {
      const stored = new Set([
        ...(await ids('analysis', 'property_analyses', user.id)),
        ...(await ids('invoice', 'invoice_audits', user.id)),
      ]);
      out.push({
        userId: user.id,
        results: stored.size,
        charged: await client.db('billing').collection('usage_ledger').countDocuments({ userId: user.id }),
        admin: await client
          .db('admin')
          .collection('usage_units')
          .countDocuments({ userId: user.id, recorded: true, released: false }),
        lost: [...fs.acknowledged.get(user.id)!].filter((id) => !stored.has(id)).length,
      });
    }
    return out;
  } finally {
    await client.close();
  }
}

/** Waits until no reservation is pending, so every unit left counted has a stored result. */
export async function settle(fs: FaultSystem, limitMs = 30_000): Promise<void> {
  const client = await MongoClient.connect(fs.system.mongoUrl);
  try {
    const reservations = client.db('billing').collection('usage_reservations');
    await secondsUntil(async () => (await reservations.countDocuments({})) === 0, limitMs);
  } finally {
    await client.close();
  }
}
