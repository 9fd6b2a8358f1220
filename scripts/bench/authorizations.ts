/** Usage authorizations per second over NATS request-reply, measured by billing's own bench on private servers. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMongo, startNats } from '@realty/system-launcher';
import { benchAuthorizations } from '@realty/billing/bench';
import { atLeast, atMost, emitRows, row } from './table.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-auth-'));
const mongo = await startMongo(dir, path.join(dir, 'logs'), () => undefined);
const nats = await startNats(dir, path.join(dir, 'logs'));
try {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const one = await benchAuthorizations({ natsUrl: nats.url, mongoUrl: mongo.url, seconds, concurrency: 1 });
  const sixteen = await benchAuthorizations({ natsUrl: nats.url, mongoUrl: mongo.url, seconds, concurrency: 16 });
  const baseline = { label: 'concurrency 1', value: one.perSecond };
  emitRows([
    row('usage authorizations, concurrency 16', sixteen.perSecond, '/s', atLeast(1000), baseline),
    row('usage authorizations, concurrency 16, p99', sixteen.p99Ms, 'ms', atMost(20)),
    row('usage authorizations, concurrency 1, p50', one.p50Ms, 'ms'),
  ]);
} finally {
  await nats.stop();
  await mongo.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
