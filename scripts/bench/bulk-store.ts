/**
 * What one bulk batch's writes cost on the embedded store (FerretDB on SQLite), each measured alone: the
 * insertMany of 500 compact rows, a progress update, and the same update carrying the batch's 500
 * analysis.completed events into the job's outbox, also onto a job whose outbox still holds earlier batches.
 * Run with `npx tsx scripts/bench/bulk-store.ts` (prints the load average with the figures).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { startMongo } from '@realty/system-launcher';

const ROUNDS = Number(process.env.BENCH_STORE_ROUNDS ?? 5);
const BATCH = 500;
const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-bulk-store-'));
const store = await startMongo(dir, path.join(dir, 'logs'), () => undefined);
const client = await MongoClient.connect(store.url);
const db = client.db('bulk_store_bench');

const rowDoc = (jobId: string, line: number): Document => ({
  _id: `${jobId}-${line}`,
  userId: 'u1',
  createdAt: new Date(),
  bulk: true,
  jobId,
  line,
  address: `${line} Bench Ave`,
  zipCode: '78701',
  deal: { price: 350_000, beds: 3 },
  version: 1,
  history: [],
  datasetVersion: 'v1@2026-01-01',
  summary: {
    estimatedValue: 351_000,
    monthlyRent: 2_150,
    capRate: '5.1%',
    roiPotential: 'Moderate',
    cashOnCash: '3.2%',
    riskLevel: 'medium',
    riskScore: 48,
  },
  _outbox: [],
});
const eventOf = (jobId: string, line: number): string =>
  JSON.stringify({
    id: randomUUID(),
    type: 'analysis.completed',
    producer: 'analysis',
    userId: 'u1',
    occurredAt: new Date().toISOString(),
    data: {
      analysisId: `${jobId}-${line}`,
      address: `${line} Bench Ave`,
      zipCode: '78701',
      estimatedValue: 351_000,
      monthlyRent: 2_150,
      bulk: true,
    },
  });

async function median(label: string, run: (round: number) => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    await run(round);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(64)} median ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(7)} ms  (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
  );
}

try {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const rows = db.collection('property_analyses');
  const jobs = db.collection<{
    _id: string;
    cursor: number;
    processed: number;
    errors: unknown[];
    _outbox: string[];
    updatedAt?: Date;
    leaseUntil?: Date;
  }>('bulk_jobs');
  await rows.insertOne({ _id: 'warm' as never });
  await median(`insertMany of ${BATCH} compact rows`, (round) =>
    rows.insertMany(Array.from({ length: BATCH }, (_, i) => rowDoc(`job${round}`, i))),
  );
  await median(`${BATCH} insertOne of compact rows, one after another`, async (round) => {
    for (let i = 0; i < BATCH; i++) await rows.insertOne(rowDoc(`single${round}`, i));
  });
  await jobs.insertOne({ _id: 'job', cursor: 0, processed: 0, errors: [], _outbox: [] });
  await median('progress update ($set of counts and lease)', (round) =>
    jobs.updateOne(
      { _id: 'job' },
      { $set: { cursor: round, processed: round, updatedAt: new Date(), leaseUntil: new Date() } },
    ),
  );
  await median(`progress update pushing ${BATCH} events onto an empty outbox`, async (round) => {
    await jobs.updateOne(
      { _id: 'job' },
      {
        $set: { cursor: round },
        $push: { _outbox: { $each: Array.from({ length: BATCH }, (_, i) => eventOf('job', i)) } },
      },
    );
    await jobs.updateOne({ _id: 'job' }, { $set: { _outbox: [] } });
  });
  await jobs.updateOne(
    { _id: 'job' },
    { $set: { _outbox: Array.from({ length: 4 * BATCH }, (_, i) => eventOf('old', i)) } },
  );
  await median(`progress update pushing ${BATCH} events onto ${4 * BATCH} unpublished`, (round) =>
    jobs.updateOne(
      { _id: 'job' },
      {
        $set: { cursor: round },
        $push: { _outbox: { $each: Array.from({ length: BATCH }, (_, i) => eventOf('job', i)) } },
      },
    ),
  );
  await median(`insertOne of one document holding ${BATCH} events`, (round) =>
    db
      .collection('outbox')
      .insertOne({ _id: `b${round}` as never, _outbox: Array.from({ length: BATCH }, (_, i) => eventOf('job', i)) }),
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await client.close();
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
