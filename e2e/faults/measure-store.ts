/**
 * Measures how exact and how fast the store is under concurrency, for the figures in issue 12:
 *  - N parallel `updateOne({_id, used: {$lt: limit}}, {$inc: {used: 1}})` with no effective
 *    limit → lost updates (acknowledged modifications that are missing from the count);
 *  - 200 parallel of the same against a limit of 10 → over-grants (acknowledged beyond 10);
 *  - findOne by _id per second at concurrency 8;
 *  - the outbox relay's lookup, `find({_id: {$in: 500 ids}})` on 10,000 documents, against `_id`
 *    equality, with the store's plan for it (SEARCH ... USING INDEX, or SCAN for the whole table).
 *
 * Usage: tsx e2e/faults/measure-store.ts [mongodb-url]
 * Without a URL it starts the embedded store in a temporary directory (FERRETDB_BIN picks
 * another build, e.g. one without the write proxy, to measure "before").
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureFerretBinary, freePort, stopChild, waitForPort } from '@realty/system-launcher';

async function embeddedStore(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-measure-'));
  const port = await freePort();
  const bin = process.env.FERRETDB_BIN ?? ensureFerretBinary();
  const child = spawn(bin, ['-listen', `127.0.0.1:${port}`, '-dir', dir], { stdio: 'ignore' });
  await waitForPort(port, 30_000, child);
  return {
    url: `mongodb://127.0.0.1:${port}/`,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Counter {
  _id: string;
  used: number;
}

async function conditionalIncrements(client: MongoClient, parallel: number, limit: number) {
  const col = client.db('measure').collection<Counter>('counters');
  const _id = `c-${parallel}-${limit}-${Date.now()}`;
  await col.insertOne({ _id, used: 0 });
  const results = await Promise.allSettled(
    Array.from({ length: parallel }, () => col.updateOne({ _id, used: { $lt: limit } }, { $inc: { used: 1 } })),
  );
  const acknowledged = results.filter((r) => r.status === 'fulfilled' && r.value.modifiedCount === 1).length;
  // Errors (e.g. SQLite "database is locked" under load) are reported, not hidden.
  const errors = results.filter((r) => r.status === 'rejected').length;
  const stored = (await col.findOne({ _id }))?.used ?? 0;
  return {
    parallel,
    limit,
    acknowledged,
    errors,
    stored,
    lost: acknowledged - stored,
    overGranted: Math.max(0, acknowledged - limit),
  };
}

async function findRate(client: MongoClient, concurrency: number, ms: number) {
  const col = client.db('measure').collection<Counter>('reads');
  const ids = Array.from({ length: 200 }, (_, i) => `r-${i}`);
  await col.insertMany(ids.map((_id) => ({ _id, used: 0 })));
  let done = 0;
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await col.findOne({ _id: ids[done % ids.length]! });
        done += 1;
      }
    }),
  );
  return { concurrency, perSecond: Math.round(done / (ms / 1000)) };
}

async function idInLookup(client: MongoClient) {
  const col = client.db('measure').collection<Counter>('lookups');
  await col.insertMany(Array.from({ length: 10_000 }, (_, i) => ({ _id: `l-${i}`, used: i })));
  const ids = Array.from({ length: 500 }, (_, i) => `l-${i * 20}`);
  const timed = async (run: () => Promise<unknown>, times: number) => {
    const started = performance.now();
    for (let i = 0; i < times; i++) await run();
    return (performance.now() - started) / times;
  };
  const inMs = await timed(() => col.find({ _id: { $in: ids } }).toArray(), 10);
  const found = (await col.find({ _id: { $in: ids } }).toArray()).length;
  const equalityMs = await timed(() => col.findOne({ _id: ids[7]! }), 50);
  const explained = await client.db('measure').command({ explain: { find: 'lookups', filter: { _id: { $in: ids } } } });
  const plan = JSON.stringify(
    explained.queryPlanner?.Plan ?? explained.queryPlanner?.winningPlan ?? explained.queryPlanner,
  );
  return { inMs, found, equalityMs, plan };
}

const given = process.argv[2];
const store = given ? { url: given, stop: async () => undefined } : await embeddedStore();
// Several connections, as several services or instances would have.
const client = await MongoClient.connect(store.url, { maxPoolSize: 50, retryWrites: false });
try {
  const rows = [];
  for (const parallel of [40, 200]) rows.push(await conditionalIncrements(client, parallel, 1_000_000));
  rows.push(await conditionalIncrements(client, 200, 10));
  for (const r of rows) {
    console.log(
      `${r.parallel} parallel, limit ${r.limit}: acknowledged ${r.acknowledged}, errors ${r.errors}, stored ${r.stored}, lost ${r.lost}, over-granted ${r.limit < 1000 ? r.overGranted : '-'}`,
    );
  }
  const reads = await findRate(client, 8, 3000);
  console.log(`findOne by _id at concurrency ${reads.concurrency}: ${reads.perSecond}/s`);
  const lookup = await idInLookup(client);
  console.log(
    `_id $in of 500 ids on 10,000 documents: ${lookup.inMs.toFixed(1)} ms (${lookup.found} found); _id equality ${lookup.equalityMs.toFixed(1)} ms; plan ${lookup.plan}`,
  );
} finally {
  await client.close();
  await store.stop();
}
