/**
 * The full fault run (`npm run faults`): the whole product under a load of metered writes while
 *  - each process is killed with SIGKILL in turn (six services, gateway, NATS, the store),
 *  - NATS is stopped for 10 s, then the store for 10 s,
 *  - 1,000 contact messages queue in an outbox while NATS is down, then drain.
 * Prints, per fault, the seconds until the product answers again, and at the end the
 * acknowledged writes lost and the uses charged without a result. Exits non-zero when a target
 * is missed (5 s to answer again, 0 lost, 0 charged without a result, backlog published and cleared in 10 s).
 * Two billing instances are covered by services/billing/src/metering-exact.int.test.ts.
 */
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { connect } from 'nats';
import { STREAM_NAME, subjectFor } from '@realty/proto-schemas';
import { ensureBuiltOutput, REPO_ROOT, SERVICES } from '@realty/system-launcher';
import {
  killAndMeasure,
  meteredWriteWorks,
  RESERVATION_SECONDS,
  secondsUntil,
  secondsUntilAnswered,
  settle,
  startFaultSystem,
  startLoad,
  tally,
  type FaultSystem,
} from './fault-harness.ts';
import { lastStartupBreakdown } from './restart-breakdown.ts';

const rows: Array<{ fault: string; seconds: number; target: number }> = [];
const record = (fault: string, seconds: number, target = 5, detail = '') => {
  rows.push({ fault, seconds, target });
  console.log(
    `${fault.padEnd(34)} ${Number.isFinite(seconds) ? seconds.toFixed(2) : 'never'} s${detail ? `   ${detail}` : ''}`,
  );
};
const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;

const readyz = (fs: FaultSystem, name: string) => async () => {
  const res = await fetch(fs.system.serviceUrls[name as (typeof SERVICES)[number]].replace(/\/graphql$/, '/readyz'), {
    signal: AbortSignal.timeout(2000),
  });
  return res.ok;
};

async function outage(fs: FaultSystem, name: 'nats' | 'store', ms: number): Promise<number> {
  const supervised = fs.system.processes[name]!;
  await supervised.stop();
  await new Promise((r) => setTimeout(r, ms));
  supervised.resume();
  return secondsUntilAnswered(meteredWriteWorks(fs));
}

/** Contact-received events stored in the stream: what consumers can read, whatever the outbox still holds. */
async function contactEventsInStream(
  natsUrl: string,
): Promise<{ count: () => Promise<number>; close: () => Promise<void> }> {
  const nc = await connect({
    servers: natsUrl,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
    waitOnFirstConnect: true,
  });
  const subject = subjectFor('contact.received');
  const jsm = await nc.jetstreamManager();
  const count = async () =>
    (await jsm.streams.info(STREAM_NAME, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
  return { count, close: () => nc.close() };
}

/**
 * Queues `count` contact messages while NATS is down, then measures from NATS's return until
 * every event is in the stream (published) and until every outbox entry is marked sent (cleared);
 * the 10 s target holds for both.
 */
async function contactBacklog(
  fs: FaultSystem,
  count: number,
): Promise<{ queued: number; publishedSeconds: number; markedSeconds: number }> {
  const nats = fs.system.processes.nats!;
  const before = await contactEventsInStream(fs.system.natsUrl);
  const baseline = await before.count();
  await before.close();
  await nats.stop();
  let queued = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        next += 1;
        const res = await fetch(`${fs.system.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Backlog Tester',
            email: 'backlog@example.com',
            subject: 'Outbox backlog',
            message: 'A message queued while NATS is down.',
          }),
        }).catch(() => null);
        if (res?.status === 201) queued += 1;
      }
    }),
  );
  const client = await MongoClient.connect(fs.system.mongoUrl);
  nats.resume();
  const inStream = await contactEventsInStream(fs.system.natsUrl);
  try {
    const contacts = client.db('admin').collection('contact_messages');
    // Polled slowly: on FerretDB the count is a scan that would compete with the drain it measures.
    const [publishedSeconds, markedSeconds] = await Promise.all([
      secondsUntil(async () => (await inStream.count()) >= baseline + queued, 120_000, 250),
      secondsUntil(async () => (await contacts.countDocuments({ '_outbox.0': { $exists: true } })) === 0, 120_000, 500),
    ]);
    return { queued, publishedSeconds, markedSeconds };
  } finally {
    await inStream.close();
    await client.close();
  }
}

// The services run from their compiled JavaScript, as `npm start` runs them (the 5 s target is theirs).
ensureBuiltOutput(REPO_ROOT, (msg) => console.log(msg));
const started = Date.now();
// LOG_LEVEL=info: each (re)start logs where its time went, printed next to its figure.
const fs = await startFaultSystem(3, { CONTACT_RATE_LIMIT: '100000', LOG_LEVEL: 'info' });
const breakdown = (name: string) => lastStartupBreakdown(path.join(fs.system.dataDir, 'logs'), name);
// Ctrl-C stops the system it started, so no process outlives the run.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fs.stop().finally(() => process.exit(130)));
console.log(
  `system started in ${((Date.now() - started) / 1000).toFixed(1)} s (${loadAverage()}); killing each process under load`,
);
let failed = false;
try {
  const load = startLoad(fs, 4);
  // Each service is measured by its own readiness (store and NATS reachable again), so one slow
  // start does not show up as the next process's figure; the product's metered write after.
  for (const name of SERVICES)
    record(`kill -9 ${name}`, await killAndMeasure(fs, name, readyz(fs, name)), 5, breakdown(name));
  record('metered write works again', await secondsUntil(meteredWriteWorks(fs)));
  for (const name of ['gateway', 'nats', 'store'])
    record(`kill -9 ${name}`, await killAndMeasure(fs, name, meteredWriteWorks(fs)), 5, breakdown(name));
  record('NATS down 10 s, answering after', await outage(fs, 'nats', 10_000));
  record('store down 10 s, answering after', await outage(fs, 'store', 10_000));
  const statuses = await load.stop();
  console.log('load statuses', statuses);

  const backlog = await contactBacklog(fs, 1000);
  record(`outbox backlog of ${backlog.queued} published`, backlog.publishedSeconds, 10);
  // Cleared too: every outbox entry marked sent (one updateMany per batch of 500; _id lookups on the index).
  record(`outbox backlog of ${backlog.queued} cleared`, backlog.markedSeconds, 10);

  await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000));
  await settle(fs);
  const result = await tally(fs);
  console.log(`acknowledged writes ${result.acknowledged}, lost ${result.lost}`);
  console.log(
    `uses charged without a result ${result.chargedWithoutResult}; results not charged ${result.resultsNotCharged}`,
  );
  console.log(loadAverage());
  console.log(
    'supervision',
    fs.system
      .status()
      .map((s) => `${s.name}: ${s.state}, ${s.restarts} restarts`)
      .join('; '),
  );
  failed = result.lost > 0 || result.chargedWithoutResult > 0 || rows.some((r) => !(r.seconds <= r.target));
} finally {
  await fs.stop();
}
process.exit(failed ? 1 : 0);
