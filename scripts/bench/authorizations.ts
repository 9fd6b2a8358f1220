/** Usage authorizations per second over NATS request-reply, measured by authorize-rounds.ts on private servers. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMongo, startNats } from '@realty/system-launcher';
import { benchAuthorizations, STALL_MS } from './authorize-rounds.ts';
import { atLeast, atMost, emitRows, row } from './table.ts';

/** CPU time (ms) a process has used so far, from /proc (Linux); 0 elsewhere. */
function cpuMs(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return 0;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-auth-'));
const mongo = await startMongo(dir, path.join(dir, 'logs'), () => undefined);
const nats = await startNats(dir, path.join(dir, 'logs'));
try {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const one = await benchAuthorizations({ natsUrl: nats.url, mongoUrl: mongo.url, seconds, concurrency: 1 });
  let storeCpu = 0;
  const onPhase = (phase: 'start' | 'end') => {
    storeCpu = cpuMs(mongo.process.pid) - (phase === 'end' ? storeCpu : 0);
  };
  const sixteen = await benchAuthorizations({
    natsUrl: nats.url,
    mongoUrl: mongo.url,
    seconds,
    concurrency: 16,
    onPhase,
  });
  const baseline = { label: 'concurrency 1', value: one.perSecond };
  emitRows([
    row('usage authorizations, concurrency 16', sixteen.perSecond, '/s', atLeast(1000), baseline),
    row('usage authorizations, concurrency 16, p99', sixteen.p99Ms, 'ms', atMost(20)),
    row('usage authorizations, concurrency 1, p50', one.p50Ms, 'ms'),
    // Less sensitive to a shared machine's load than the p99: how often a round's store write or acknowledgement
    // stalls.
    row(
      `usage authorizations, concurrency 16, rounds with a stage >= ${STALL_MS} ms per 1,000`,
      sixteen.rounds ? Math.round((sixteen.stalledRounds / sixteen.rounds) * 10_000) / 10 : 0,
      'rounds',
    ),
    row(
      'usage authorizations, concurrency 16, CPU of billing and callers per authorization',
      sixteen.cpuMsPerAuthorization,
      'ms',
    ),
    row(
      'usage authorizations, concurrency 16, CPU of the store per authorization',
      Math.round((storeCpu / Math.max(1, sixteen.authorizations)) * 100) / 100,
      'ms',
    ),
  ]);
  if (process.env.BENCH_STALLS)
    console.error('median round', JSON.stringify(sixteen.medians), 'rounds', sixteen.rounds);
  if (process.env.BENCH_STALLS) for (const s of sixteen.stalls) console.error('stalled round', JSON.stringify(s));
} finally {
  await nats.stop();
  await mongo.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
