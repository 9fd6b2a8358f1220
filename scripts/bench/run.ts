/**
 * `npm run bench`: every performance figure we report, measured in one run against the real
 * system (private FerretDB/NATS, all services, the gateway) and against baselines in the same
 * run, so the ratios mean something on whatever machine runs it. Nothing here asserts timings.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { MongoClient } from 'mongodb';
import { REPO_ROOT, startMongo, startNats } from '@realty/system-launcher';
import { startSystem } from '@realty/system-launcher';
import { load, percentiles, type LoadResult } from './load.ts';
import { ME } from '../../gateway/src/rest/operations.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const out: Record<string, unknown> = {};
const print = (title: string, rows: object[]) => {
  process.stdout.write(`\n## ${title}\n`);
  console.table(rows);
};

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

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-'));
  const logDir = path.join(dir, 'logs');
  const mongo = await startMongo(dir, logDir, (m) => process.stdout.write(`${m}\n`));
  const nats = await startNats(dir, logDir);
  const suffix = `_bench${Date.now().toString(36)}`;
  const system = await startSystem({
    dataDir: dir,
    marketDataDir: path.join(REPO_ROOT, '.data'),
    port: 0,
    env: { MONGO_URL: mongo.url, NATS_URL: nats.url, DB_SUFFIX: suffix, NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(64), LOG_LEVEL: 'warn' },
  });
  const mongoClient = await MongoClient.connect(mongo.url);
  try {
    const reg = await fetch(`${system.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `bench${Date.now()}@example.com`, password: 'secret123' }),
    });
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // 1. The request path: facade -> gateway -> subgraph, against a bare node:http baseline.
    const bare = await bareServer();
    const meQuery = JSON.stringify({ query: '{ me { id email firstName role } }' });
    const rows: LoadResult[] = [];
    rows.push(await load('bare node:http (baseline)', { url: bare.url, seconds: SECONDS, connections: CONNECTIONS }));
    rows.push(await load('auth subgraph direct (GraphQL me)', { url: system.serviceUrls.auth, method: 'POST', headers: auth, body: meQuery, seconds: SECONDS, connections: CONNECTIONS }));
    rows.push(await load('gateway /graphql (me)', { url: `${system.url}/graphql`, method: 'POST', headers: auth, body: meQuery, seconds: SECONDS, connections: CONNECTIONS }));
    // The facade's me also asks billing for plan and usage: the same operation through /graphql isolates the facade's cost.
    const facadeQuery = JSON.stringify({ query: ME });
    rows.push(await load('gateway /graphql (facade\'s me: auth + billing)', { url: `${system.url}/graphql`, method: 'POST', headers: auth, body: facadeQuery, seconds: SECONDS, connections: CONNECTIONS }));
    rows.push(await load('REST facade GET /api/auth/me', { url: `${system.url}/api/auth/me`, headers: auth, seconds: SECONDS, connections: CONNECTIONS }));
    await bare.close();
    const base = rows[0]!.requestsPerSecond;
    print('Request path (me): auth-only me, then the facade\'s me (auth + billing) through /graphql and /api', rows.map((r) => ({ ...r, ratioToBare: Math.round((r.requestsPerSecond / base) * 1000) / 1000 })));
    out.requestPath = rows;

    // Metered tools need an allowance for the bench: the account is made enterprise directly in billing's database.
    const billingDb = mongoClient.db(`billing${suffix}`);
    for (let i = 0; i < 50; i++) {
      const res = await billingDb.collection('accounts').updateOne({ _id: user.id as never }, { $set: { planType: 'enterprise', subscriptionStatus: 'active' } });
      if (res.matchedCount) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // 2. One analysis through /api, sequentially, for p50/p99.
    const zips = ['78701', '10001', '60614', '94110', '44105', '33139'];
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await fetch(`${system.url}/api/analyze-property`, { method: 'POST', headers: auth, body: JSON.stringify({ address: `${i} Bench St`, zipCode: zips[i % zips.length] }) });
      await res.text();
      times.push(performance.now() - t);
    }
    const analysis = percentiles(times);
    print('One property analysis through /api (60 sequential)', [{ p50Ms: analysis.p50, p99Ms: analysis.p99 }]);
    out.analysis = analysis;

    // 3. Bulk throughput for a 10,000-row CSV.
    const csv = ['address,zipCode', ...Array.from({ length: 10_000 }, (_, i) => `${i + 1} Bulk Ave,${zips[i % zips.length]}`)].join('\n');
    const form = new FormData();
    form.append('type', 'property');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bulk.csv');
    const t0 = performance.now();
    const bulkRes = await fetch(`${system.url}/api/bulk-upload`, { method: 'POST', headers: { authorization: auth.authorization }, body: form });
    const bulkBody = (await bulkRes.json()) as { processed?: number; failed?: number };
    const bulkSeconds = (performance.now() - t0) / 1000;
    const bulk = { status: bulkRes.status, processed: bulkBody.processed, failed: bulkBody.failed, seconds: Math.round(bulkSeconds * 10) / 10, rowsPerSecond: Math.round((bulkBody.processed ?? 0) / bulkSeconds) };
    print('Bulk upload, 10,000 rows', [bulk]);
    out.bulk = bulk;

    // 4. Rental market queries per second.
    const rental = await load('POST /api/rental-market-data (Austin, TX)', { url: `${system.url}/api/rental-market-data`, method: 'POST', headers: auth, body: JSON.stringify({ location: 'Austin, TX' }), seconds: SECONDS, connections: CONNECTIONS });
    print('Rental market queries', [rental]);
    out.rental = rental;
  } finally {
    await mongoClient.close();
    await system.stop();
    await nats.stop();
    await mongo.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  // 5. In-process engines and services, each in a fresh process so memory figures are clean.
  for (const script of ['scripts/bench/engines.ts', 'scripts/bench/authorizations.ts']) {
    const res = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, BENCH_SECONDS: String(SECONDS) } });
    if (res.status !== 0) process.stdout.write(`${script} failed with ${res.status}\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
