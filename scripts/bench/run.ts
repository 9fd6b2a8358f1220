/**
 * `npm run bench`: every performance figure we report, measured in one run against the real system (private
 * store and NATS, all services, the gateway) and against baselines measured in the same run (bare node:http,
 * the subgraph direct, the engine alone), so the ratios mean something on whatever machine runs it. Prints one
 * table and writes the same rows to bench/results.json. Nothing here asserts timings.
 */
import http from 'node:http';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { REPO_ROOT, startSystem, type RunningSystem } from '@realty/system-launcher';
import { load, percentiles } from './load.ts';
import { atMost, report, row, rowsFromOutput, type BenchRow } from './table.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'results.json');

async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const body = JSON.stringify({ id: 'u1', email: 'a@example.com', firstName: 'A', role: 'user' });
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  return { url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/** Resident memory of each process of the running system, from ps. */
function memoryRows(system: RunningSystem): BenchRow[] {
  return system.status().flatMap(({ name, pid }) => {
    if (!pid) return [];
    const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    return Number.isFinite(kb) && kb > 0 ? [row(`memory (RSS): ${name}`, Math.round(kb / 1024), 'MB')] : [];
  });
}

/** The request path and the tools through /api, on a freshly started system. */
async function systemRows(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-'));
  symlinkSync(path.join(REPO_ROOT, '.data', 'market'), path.join(dir, 'market'));
  const suffix = `_bench${Date.now().toString(36)}`;
  const system = await startSystem({
    dataDir: dir,
    port: 0,
    env: { DB_SUFFIX: suffix, NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(64), LOG_LEVEL: 'warn' },
  });
  const mongoClient = await MongoClient.connect(system.mongoUrl);
  const rows: BenchRow[] = [];
  try {
    const reg = await fetch(`${system.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `bench${Date.now()}@example.com`, password: 'secret123' }),
    });
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const drive = { seconds: SECONDS, connections: CONNECTIONS };

    // 1. The request path: facade -> gateway -> subgraphs, against bare node:http and the auth subgraph alone.
    const bare = await bareServer();
    const bareRun = await load('bare node:http', { url: bare.url, ...drive });
    await bare.close();
    const subgraph = await load('auth subgraph direct', { url: system.serviceUrls.auth, method: 'POST', headers: auth, body: JSON.stringify({ query: '{ me { id email firstName role } }' }), ...drive });
    const me = await load('GET /api/auth/me', { url: `${system.url}/api/auth/me`, headers: auth, ...drive });
    const bareBase = { label: 'bare node:http', value: bareRun.requestsPerSecond };
    rows.push(
      row('bare node:http (baseline)', bareRun.requestsPerSecond, 'req/s'),
      row('auth subgraph direct, GraphQL me', subgraph.requestsPerSecond, 'req/s', undefined, bareBase),
      row('GET /api/auth/me (auth + billing through the gateway)', me.requestsPerSecond, 'req/s', { target: '>= 0.05 x bare', met: (v) => v >= 0.05 * bareRun.requestsPerSecond }, bareBase),
      row('GET /api/auth/me vs the auth subgraph direct', me.requestsPerSecond, 'req/s', undefined, { label: 'subgraph direct', value: subgraph.requestsPerSecond }),
      row(`GET /api/auth/me p99, ${CONNECTIONS} connections`, me.p99Ms, 'ms', atMost(25)),
      row('GET /api/auth/me errors and non-2xx', me.errors + me.non2xx, 'responses', atMost(0, '0')),
    );

    // Metered tools need an allowance for the bench: the account is made enterprise directly in billing's database.
    const billingDb = mongoClient.db(`billing${suffix}`);
    for (let i = 0; i < 50; i++) {
      const res = await billingDb.collection('accounts').updateOne({ _id: user.id as never }, { $set: { planType: 'enterprise', subscriptionStatus: 'active' } });
      if (res.matchedCount) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // 2. One analysis through /api, sequentially, for p50/p99 (the engine alone is measured in engines.ts).
    const zips = ['78701', '10001', '60614', '94110', '44105', '33139'];
    const times: number[] = [];
    let failed = 0;
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await fetch(`${system.url}/api/analyze-property`, { method: 'POST', headers: auth, body: JSON.stringify({ address: `${i} Bench St`, zipCode: zips[i % zips.length] }) });
      await res.text();
      if (!res.ok) failed++;
      times.push(performance.now() - t);
    }
    const analysis = percentiles(times);
    rows.push(
      row('POST /api/analyze-property p99 (60 sequential)', analysis.p99, 'ms', atMost(50)),
      row('POST /api/analyze-property p50', analysis.p50, 'ms'),
      row('POST /api/analyze-property failures', failed, 'responses', atMost(0, '0')),
    );

    // 3. Rental market queries per second.
    const rental = await load('rental', { url: `${system.url}/api/rental-market-data`, method: 'POST', headers: auth, body: JSON.stringify({ location: 'Austin, TX' }), ...drive });
    rows.push(row('POST /api/rental-market-data (Austin, TX)', rental.requestsPerSecond, 'req/s', undefined, bareBase), row('POST /api/rental-market-data p50', rental.p50Ms, 'ms'));

    rows.push(...memoryRows(system));
  } finally {
    await mongoClient.close();
    await system.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** A bench script run in its own process (clean memory figures, no interference), its rows collected. */
function childRows(script: string): BenchRow[] {
  const res = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_SECONDS: String(SECONDS) }, maxBuffer: 64 * 1024 * 1024 });
  const rows = rowsFromOutput(res.stdout ?? '');
  if (res.status === 0) return rows;
  process.stdout.write(`${script} failed with ${res.status}\n${res.stdout}\n`);
  // A part that failed shows in the table as not met, never as a missing line.
  return [...rows, { figure: `${path.basename(script)} did not finish (see its output above)`, target: 'finish', measured: res.status ?? -1, unit: 'exit code', met: false }];
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  const rows: BenchRow[] = [];
  rows.push(...childRows('scripts/bench/engines.ts'));
  const engine = rows.find((r) => r.figure.startsWith('engine: one property analysis'));
  const system = await systemRows();
  // The analysis through /api against the engine alone: how many times the engine's own time the whole path takes.
  const viaApi = system.find((r) => r.figure.startsWith('POST /api/analyze-property p50'));
  if (engine && viaApi) Object.assign(viaApi, row(viaApi.figure, viaApi.measured, 'ms', undefined, { label: 'engine alone', value: engine.measured }));
  rows.push(...system);
  rows.push(...childRows('scripts/bench/authorizations.ts'));
  rows.push(...childRows('scripts/bench/bulk.ts'));
  rows.push(...childRows('scripts/bench/startup.ts'));
  report(rows, RESULTS_FILE, startedAt, loadAtStart);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
