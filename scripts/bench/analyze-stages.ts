/**
 * `npx tsx scripts/bench/analyze-stages.ts` (BENCH_BUILT=1 runs dist/ as built): only the `POST /api/analyze-property`
 * rows of `npm run bench` (200 sequential analyses through the gateway on a freshly started system), each request
 * broken down by stage: the analysis resolver's spans (prepare, billing's authorization, engine, store write, and the
 * rest of the resolver as serving), exported by every process to this script over OTLP and found by the trace id each
 * request is sent with; the rest (gateway, GraphQL, HTTP) as what is left of the client's time. Tracing is on for the
 * whole run, so these figures include its cost. Then, on the same system, the parts alone: the same mutation sent to
 * the analysis subgraph directly, billing's authorization over NATS, and one stored analysis inserted again through
 * the store's proxy. Also CPU per request of each process (from /proc).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'nats';
import { authorizeUsage, commitUsage } from '@realty/service-kit';
import type { OtlpReceiver } from '@realty/service-kit/testing/otlp-receiver';
import { REPO_ROOT, SERVICES, type RunningSystem } from '@realty/system-launcher';
import { print } from 'graphql';
import { AnalyzePropertyDocument } from '../../gateway/src/rest/__generated__/graphql.ts';
import { startBenchSystem, type BenchSystem } from './bench-system.ts';
import { percentiles } from './load.ts';
import { atMost, report, row, type BenchRow } from './table.ts';

const RUNS = 200;
const ZIPS = ['78701', '10001', '60614', '94110', '44105', '33139'];
const startedAt = new Date();
const loadAtStart = os.loadavg();
const TICK_MS = 1000 / 100;

/** CPU time (user + system) of a process so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function cpuOf(system: RunningSystem): Map<string, number> {
  return new Map(system.status().flatMap(({ name, pid }) => (pid ? [[name, cpuMs(pid)] as [string, number]] : [])));
}

const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : 0);
const stats = (xs: number[]) => ({ ...percentiles(xs), mean: mean(xs), max: Math.round(Math.max(...xs) * 10) / 10 });

async function sequential(n: number, one: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await one(i);
    times.push(performance.now() - t);
  }
  return times;
}

// BENCH_PROFILE_DIR=<dir>: every Node process of the system is profiled over the RUNS analyses only (as in me.ts);
// the parts alone are then skipped so that they stay out of the profiles.
const profileDir = process.env.BENCH_PROFILE_DIR ? path.resolve(process.env.BENCH_PROFILE_DIR) : null;
const profileHook = fileURLToPath(new URL('./cpu-profile-hook.mjs', import.meta.url));
/**
 * The same mutation sent to the analysis subgraph directly, billing's authorization over NATS, one stored analysis
 * inserted again.
 */
async function partsAlone(bench: BenchSystem): Promise<void> {
  const mutation = print(AnalyzePropertyDocument);
  const subgraph = await sequential(RUNS, async (i) => {
    const res = await fetch(bench.system.serviceUrls.analysis, {
      method: 'POST',
      headers: { ...bench.auth, 'x-request-id': `subgraph-${i}` },
      body: JSON.stringify({
        query: mutation,
        variables: { input: { address: `${i} Direct St`, zipCode: ZIPS[i % ZIPS.length] } },
      }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`the analysis subgraph answered ${JSON.stringify(body.errors)}`);
  });
  const nc = await connect({ servers: bench.system.natsUrl });
  const unitIds: string[] = [];
  const billing = await sequential(RUNS, async (i) => {
    const unitId = `stage-bench:${Date.now()}:${i}`;
    const reply = await authorizeUsage(nc, { userId: bench.user.id, tool: 'property_analysis', unitId });
    if (!reply.allowed) throw new Error(`billing refused: ${reply.reason}`);
    unitIds.push(unitId);
  });
  await commitUsage(nc, { userId: bench.user.id, unitIds });
  await nc.close();
  const analysesDb = bench.mongoClient.db(`analysis${bench.suffix}`);
  const sample = await analysesDb.collection('property_analyses').findOne({ userId: bench.user.id, bulk: false });
  const scratch = analysesDb.collection('bench_scratch');
  const store = await sequential(RUNS, async (i) => {
    await scratch.insertOne({ ...sample, _id: `scratch-${i}` as never, _outbox: [] });
  });
  await scratch.drop();
  process.stdout.write('\n## The parts alone (ms)\n');
  console.table({
    'analysis subgraph direct': stats(subgraph),
    'billing authorize over NATS': stats(billing),
    'insert of a stored analysis': stats(store),
  });
  process.stdout.write(`stored document ${Buffer.byteLength(JSON.stringify(sample))} bytes\n`);
}

const STAGE_SPANS = {
  prepareMs: 'analyze prepare',
  authorizeMs: 'send billing.usage.authorize',
  computeMs: 'analyze compute',
  storeMs: 'analyze store',
} as const;

/** The analysis resolver's stages of each traced request (by request id), from the analysis service's spans. */
async function stagesOf(
  traces: OtlpReceiver,
  traceIds: Map<string, string>,
): Promise<Map<string, Record<string, number>>> {
  const resolverSpan = (traceId: string) =>
    traces.spans.find((s) => s.traceId === traceId && s.service === 'analysis' && s.name === 'analyze property');
  // The processes export every 200 ms; give the last ones a moment.
  for (let tries = 0; tries < 50 && ![...traceIds.values()].every(resolverSpan); tries++)
    await new Promise((r) => setTimeout(r, 100));
  const stages = new Map<string, Record<string, number>>();
  for (const [requestId, traceId] of traceIds) {
    const resolver = resolverSpan(traceId);
    if (!resolver) continue;
    const spans = traces.spans.filter((s) => s.traceId === traceId && s.service === 'analysis');
    const timed = Object.fromEntries(
      Object.entries(STAGE_SPANS).map(([key, name]) => [key, spans.find((s) => s.name === name)?.durationMs ?? NaN]),
    );
    const inStages = Object.values(timed).reduce((sum, ms) => sum + ms, 0);
    stages.set(requestId, { ...timed, serveMs: resolver.durationMs - inStages });
  }
  return stages;
}

const bench = await startBenchSystem(
  profileDir ? { NODE_OPTIONS: `--import=${profileHook}`, BENCH_PROFILE_DIR: profileDir } : {},
  { traces: true },
);
const { system, auth } = bench;
const rows: BenchRow[] = [];
try {
  await bench.makeEnterprise(bench.user.id);
  // Analysis warms its bulk workers (a dataset load each, seconds of CPU) once it answers: measured after they are
  // done, as in `npm run bench`, where the request-path rows run first. Done = under 10% of a core for a second.
  const analysisPid = system.status().find((p) => p.name === 'analysis')?.pid;
  for (let waited = 0, last = analysisPid ? cpuMs(analysisPid) : 0; analysisPid && waited < 60; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMs(analysisPid);
    if (now - last < 100) break;
    last = now;
  }
  // Each request starts a trace of its own (as a traced client would): its stages are found by its trace id.
  const traceIds = new Map<string, string>();
  const analyze = (i: number, requestId: string) => {
    const traceId = randomBytes(16).toString('hex');
    traceIds.set(requestId, traceId);
    return fetch(`${system.url}/api/analyze-property`, {
      method: 'POST',
      headers: {
        ...auth,
        'x-request-id': requestId,
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({ address: `${i} Bench St`, zipCode: ZIPS[i % ZIPS.length] }),
    });
  };
  // The first analyses meet every cold cache (the gateway's query plan, the subgraph's parsed document, billing's
  // account, the ZIP's market figures, V8's optimised code). Reported apart, as in `npm run bench` (the first
  // after start, then the 40 after it); the RUNS measured below come after them.
  const warmUp = await sequential(41, async (i) => void (await (await analyze(1000 + i, `warm-${i}`)).text()));
  process.stdout.write(
    `first ${warmUp.length} analyses (warming up): ${warmUp.map((t) => t.toFixed(1)).join(', ')} ms\n`,
  );

  // 1. Through the gateway, as `npm run bench` measures it.
  if (profileDir) {
    const profiled = new Set<string>([...SERVICES, 'gateway']);
    for (const { name, pid } of system.status()) if (pid && profiled.has(name)) process.kill(pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 500));
  }
  const cpuBefore = cpuOf(system);
  let failed = 0;
  let bytes = 0;
  const total = await sequential(RUNS, async (i) => {
    const res = await analyze(i, `stages-${i}`);
    bytes += (await res.text()).length;
    if (!res.ok) failed++;
  });
  const cpuAfter = cpuOf(system);

  // 2. The analysis resolver's stages of each request (its spans), by request id.
  const keys = ['prepareMs', 'authorizeMs', 'computeMs', 'storeMs', 'serveMs'] as const;
  const stageLines = await stagesOf(bench.traces!, traceIds);
  const perRequest = total.map((ms, i) => {
    const s = stageLines.get(`stages-${i}`);
    const inResolver = s ? keys.reduce((sum, k) => sum + s[k]!, 0) : NaN;
    return {
      i,
      totalMs: ms,
      ...Object.fromEntries(keys.map((k) => [k, s?.[k] ?? NaN])),
      outsideResolverMs: ms - inResolver,
    };
  });
  const rounded = (o: Record<string, number>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  process.stdout.write('the first 5 analyses by stage (ms):\n');
  console.table(
    warmUp.slice(0, 5).map((ms, i) => {
      const s = stageLines.get(`warm-${i}`);
      return rounded({
        totalMs: ms,
        ...Object.fromEntries(keys.map((k) => [k, s?.[k] ?? NaN])),
        outsideResolverMs: ms - keys.reduce((sum, k) => sum + (s?.[k] ?? NaN), 0),
      });
    }),
  );
  process.stdout.write(
    `\n## ${RUNS} sequential POST /api/analyze-property, by stage (ms; outsideResolver = gateway, GraphQL, HTTP)\n`,
  );
  console.table(
    Object.fromEntries(
      ['totalMs', ...keys, 'outsideResolverMs'].map((k) => [
        k,
        stats(perRequest.map((r) => (r as unknown as Record<string, number>)[k]!).filter(Number.isFinite)),
      ]),
    ),
  );
  process.stdout.write('slowest 8 requests:\n');
  console.table(
    [...perRequest]
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, 8)
      .map((r) => rounded(r as unknown as Record<string, number>)),
  );
  const cpu = [...cpuAfter].map(([name, after]) => ({
    process: name,
    cpuMsPerRequest: Math.round(((after - (cpuBefore.get(name) ?? after)) / RUNS) * 100) / 100,
  }));
  process.stdout.write('CPU per request of each process (/proc, 10 ms ticks over the whole run):\n');
  console.table(cpu.filter((c) => c.cpuMsPerRequest > 0));

  // 3. The parts alone on the same system, one after another (not while profiling: they would be in the profiles).
  if (!profileDir) await partsAlone(bench);
  process.stdout.write(`response size ${Math.round(bytes / RUNS)} bytes\n`);

  const analysis = percentiles(total);
  rows.push(
    row(`POST /api/analyze-property p99 (${RUNS} sequential)`, analysis.p99, 'ms', atMost(50)),
    row('POST /api/analyze-property p50', analysis.p50, 'ms'),
    row('POST /api/analyze-property failures', failed, 'responses', atMost(0, '0')),
    ...keys.map((k) =>
      row(
        `analyze stage ${k.slice(0, -2)} p50`,
        percentiles(perRequest.map((r) => (r as unknown as Record<string, number>)[k]!)).p50,
        'ms',
      ),
    ),
    row(
      'analyze outside the resolver (gateway, GraphQL, HTTP) p50',
      percentiles(perRequest.map((r) => r.outsideResolverMs)).p50,
      'ms',
    ),
  );
  report(rows, path.join(REPO_ROOT, 'bench', 'results-analyze.json'), startedAt, loadAtStart);
} catch (err) {
  for (const log of ['supervisor', 'gateway'])
    process.stderr.write(
      `${log}.log:\n${readFileSync(path.join(bench.dataDir, 'logs', `${log}.log`), 'utf8').slice(-3000)}\n`,
    );
  throw err;
} finally {
  await bench.stop();
}
process.exit(0);
