/**
 * The scale-out rehearsal (`npm run rehearse`): the product on a three-node NATS cluster (JetStream, R3), with Debian's
 * nginx in front of two gateways and of two instances of each service (the launcher's `instances: 2`), under a steady
 * load (autocannon: reads and sign-ins; metered analyses and audits from four users, each retried once after a 503 with
 * Retry-After as a client would), while it kills in turn (SIGKILL, each restarted by its supervisor): the NATS node
 * leading the stream, one gateway, and one instance of each service. Per fault it prints the requests that failed after
 * that one retry, the p99 latency during the fault, and at the end the acknowledged writes lost, the result events lost
 * or duplicated in the stream and in the admin read model, and the uses charged without a result. `--quick` kills only
 * the stream leader and billing. Exits non-zero when a count is not 0.
 */
import { RESERVATION_SECONDS, secondsUntil, settle, startFaultSystem, unitsPerUser } from './fault-harness.ts';
import { meteredLoad, p99, readLoad, resultEvents, storedResultIds, streamLeader } from './rehearsal.ts';

const quick = process.argv.includes('--quick');
const FAULT_WINDOW_MS = 20_000;

const started = Date.now();
const fs = await startFaultSystem(4, { LOG_LEVEL: 'warn' }, { natsNodes: 3, instances: 2 });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fs.stop().finally(() => process.exit(130)));
console.log(
  `system on a 3-node NATS cluster, nginx, two gateways and two instances of each service started in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
const email = `rehearse.${Date.now()}@example.com`;
await fetch(`${fs.system.url}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ firstName: 'Re', lastName: 'Hearse', email, password: 'secret123' }),
});

const rows: Array<{
  fault: string;
  ok: number;
  failed: number;
  p99: number;
  reads: number;
  readErrors: number;
  readP99: number;
}> = [];
const load = meteredLoad(fs);
let failed = false;
try {
  const faults = quick
    ? ['nats-leader', 'billing']
    : ['nats-leader', 'gateway', 'auth', 'billing', 'analysis', 'invoice', 'rental', 'admin'];
  for (const fault of faults) {
    const name = fault === 'nats-leader' ? await streamLeader(fs) : fault;
    load.take();
    const reads = readLoad(fs, FAULT_WINDOW_MS, email);
    fs.system.processes[name]!.process.kill('SIGKILL');
    const r = await reads;
    // The window lasts until the killed process answers again, so slow restarts count in full.
    await secondsUntil(async () => fs.system.processes[name]!.status().state === 'running', 120_000, 500);
    const w = load.take();
    const readFailures = Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, v]) => [code, v.count ?? 0]),
    );
    rows.push({
      fault: fault === 'nats-leader' ? `NATS stream leader (${name})` : `${name} (one of two)`,
      ok: w.ok,
      failed: w.failed,
      p99: p99(w.ms),
      reads: r.requests.total,
      readErrors: r.non2xx + r.errors,
      readP99: r.latency.p99,
    });
    console.log(
      `kill -9 ${rows.at(-1)!.fault}: metered ${w.ok} ok, ${w.failed} failed after one retry${w.failed ? ` (${JSON.stringify(w.failures)})` : ''}, p99 ${p99(w.ms)} ms; reads/sign-ins ${r.requests.total}, ${r.non2xx + r.errors} not 2xx${r.non2xx + r.errors ? ` (${JSON.stringify({ ...readFailures, ...(r.errors ? { 'no answer': r.errors } : {}) })})` : ''}, p99 ${r.latency.p99} ms`,
    );
  }
} finally {
  await load.stop();
}
await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000));
await settle(fs, 60_000);
let units = await unitsPerUser(fs);
await secondsUntil(
  async () => (units = await unitsPerUser(fs)).every((u) => u.results === u.charged && u.charged === u.admin),
  120_000,
  3000,
);
const stored = await storedResultIds(fs);
const events = await resultEvents(fs);
const lostEvents = [...stored].filter((id) => !events.has(id)).length;
const duplicated = [...events.values()].filter((n) => n > 1).length;
const lostWrites = units.reduce((s, u) => s + u.lost, 0);
const chargedWithout = units.reduce((s, u) => s + Math.max(0, u.charged - u.results), 0);
const adminOff = units.reduce((s, u) => s + Math.abs(u.admin - u.results), 0);
console.log(
  '\n| fault (SIGKILL) | metered ok | failed after one retry | p99 metered (ms) | reads+sign-ins | not 2xx | p99 reads (ms) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.fault} | ${r.ok} | ${r.failed} | ${r.p99} | ${r.reads} | ${r.readErrors} | ${r.readP99} |`);
console.log(`\nacknowledged writes lost: ${lostWrites}`);
console.log(
  `result events lost in the stream: ${lostEvents}; duplicated: ${duplicated} (${stored.size} results, ${events.size} event ids)`,
);
console.log(`admin read model off from results (sum over users): ${adminOff}`);
console.log(`uses charged without a result: ${chargedWithout}`);
console.log('per user', units.map((u) => `${u.results} results, ${u.charged} charged, ${u.admin} admin`).join('; '));
failed =
  lostWrites > 0 ||
  lostEvents > 0 ||
  duplicated > 0 ||
  adminOff > 0 ||
  chargedWithout > 0 ||
  rows.some((r) => r.failed > 0);
await fs.stop();
process.exit(failed ? 1 : 0);
