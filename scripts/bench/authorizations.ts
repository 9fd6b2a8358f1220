/** Usage authorizations per second over NATS request-reply, measured by billing's own bench on private servers. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMongo, startNats } from '@realty/system-launcher';
import { benchAuthorizations } from '../../services/billing/bench/authorize-bench.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-auth-'));
const mongo = await startMongo(dir, path.join(dir, 'logs'), () => undefined);
const nats = await startNats(dir, path.join(dir, 'logs'));
try {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const rows = [];
  for (const concurrency of [1, 16]) {
    rows.push({ concurrency, ...(await benchAuthorizations({ natsUrl: nats.url, mongoUrl: mongo.url, seconds, concurrency })) });
  }
  process.stdout.write('\n## Usage authorizations (NATS request-reply to billing, counted atomically)\n');
  console.table(rows);
} finally {
  await nats.stop();
  await mongo.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
