import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { connect } from 'nats';
import { subjectFor, type EventEnvelope } from '@realty/proto-schemas';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, uniqueEmail } from './helpers.ts';
import { arrangeUnlimitedPlan } from '../../services/billing/src/testing/arrange-plan.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';

// Bulk uploads as jobs: the upload answers at once, progress is readable and streamed, a cancel stops the
// job, and a restart of the analysis service in the middle of a job resumes it with exact usage: every
// row stored once, every stored row charged once, none lost.

const dbSuffix = `_bulk${randomUUID().slice(0, 8)}`;
let system: InProcessSystem;
let call: ReturnType<typeof api>;
let mongo: MongoClient;

const ZIPS = ['78701', '10001', '60614', '94110', '44105', '33139'];
const csvOf = (rows: number, bad: number[] = []) =>
  [
    'address,zipCode',
    ...Array.from({ length: rows }, (_, i) =>
      bad.includes(i) ? `${i + 1} Nowhere Rd,00000` : `${i + 1} Job St,${ZIPS[i % ZIPS.length]}`,
    ),
  ].join('\n');

async function enterpriseUser(name: string): Promise<{ id: string; token: string }> {
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: name, lastName: 'Bulk', email: uniqueEmail(name), password: 'secret123' },
  });
  expect(res.status).toBe(201);
  await arrangeUnlimitedPlan(mongo.db(`billing${dbSuffix}`), res.body.user.id);
  return { id: res.body.user.id, token: res.body.token };
}

function startJob(token: string, csv: string) {
  const form = new FormData();
  form.append('type', 'property');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'portfolio.csv');
  return call('POST', '/api/bulk-upload?mode=job', { token, body: form });
}

async function until(token: string, id: string, done: (job: Record<string, any>) => boolean, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/api/bulk-jobs/${id}`, { token });
    expect(res.status).toBe(200);
    if (done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`job ${id} stuck at ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** What billing counted for the user: its usage ledger holds one document per counted unit. */
async function usageOf(userId: string): Promise<{ usageCount: number; unitIds: string[] }> {
  const counted = await mongo
    .db(`billing${dbSuffix}`)
    .collection<{ userId: string; unitId: string }>('usage_ledger')
    .find({ userId })
    .toArray();
  return { usageCount: counted.length, unitIds: counted.map((d) => d.unitId) };
}

const storedRows = (jobId: string) =>
  mongo
    .db(`analysis${dbSuffix}`)
    .collection('property_analyses')
    .find({ jobId }, { projection: { line: 1 } })
    .toArray();

beforeAll(async () => {
  mongo = await MongoClient.connect(inject('mongoUrl'));
  system = await startInProcessSystem({
    DB_SUFFIX: dbSuffix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    BULK_BATCH_SIZE: '50',
    BULK_WORKERS: '2',
    REGISTER_MAX_PER_ADDRESS: '1000',
  });
  call = api(system.url);
}, 240_000);
afterAll(async () => {
  await system?.stop();
  await mongo?.close();
});

describe('bulk upload as a job', () => {
  it('answers 202 at once, streams progress, and a restart of the analysis service mid-job resumes it with exact usage', async () => {
    const user = await enterpriseUser('Resume');
    const rows = 600;
    const started = await startJob(user.token, csvOf(rows, [5, 500]));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: expect.stringMatching(/QUEUED|RUNNING/),
      totalRows: rows,
      fileName: 'portfolio.csv',
    });
    const id: string = started.body.id;

    // The stream sends the job as it moves.
    const stream = await fetch(`${system.url}/api/bulk-jobs/${id}/events`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: progress\ndata: \{.*"id":"/);
    await reader.cancel();

    const midway = await until(user.token, id, (job) => job.processed >= 100);
    expect(midway.status).toBe('RUNNING');
    await system.restartService('analysis');

    const done = await until(user.token, id, (job) => job.status === 'COMPLETED');
    expect(done).toMatchObject({
      totalRows: rows,
      processed: rows - 2,
      failed: 2,
      skipped: 0,
      remaining: 0,
      percent: 100,
    });
    expect(done.rowsPerSecond).toBeGreaterThan(0);

    const stored = await storedRows(id);
    expect(stored).toHaveLength(rows - 2);
    expect(new Set(stored.map((r) => r.line)).size).toBe(rows - 2);
    const usage = await usageOf(user.id);
    expect(usage.usageCount).toBe(rows - 2);
    expect(new Set(usage.unitIds).size).toBe(usage.unitIds.length);

    const errors = await call('GET', `/api/bulk-jobs/${id}/errors`, { token: user.token });
    expect(errors.body.nodes.map((e: { line: number }) => e.line)).toEqual([7, 502]);
  }, 300_000);

  it('the progress stream forwards what analysis announces until done, and only to the owner', async () => {
    const user = await enterpriseUser('Stream');
    const other = await enterpriseUser('Stranger');
    const id: string = (await startJob(user.token, csvOf(150, [7]))).body.id;
    const stranger = await fetch(`${system.url}/api/bulk-jobs/${id}/events`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stranger.status).toBe(404);
    await stranger.body?.cancel();

    // The gateway reads the job once at connect; every later event comes from analysis over NATS, so a stream that
    // ends with done proves the announcements arrive (there is no other way for the gateway to learn the end).
    const stream = await fetch(`${system.url}/api/bulk-jobs/${id}/events`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const text = await stream.text();
    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const [event, data] = block.split('\n');
        return { event: event!.slice('event: '.length), job: JSON.parse(data!.slice('data: '.length)) };
      });
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      job: { id, status: 'COMPLETED', processed: 149, failed: 1, remaining: 0, percent: 100 },
    });
    const counts = events.map((e) => e.job.processed + e.job.failed);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
  }, 240_000);

  it('pages results in line order, and opening one computes its full analysis from the stored inputs', async () => {
    const user = await enterpriseUser('Pages');
    const started = await startJob(user.token, csvOf(30));
    const id: string = started.body.id;
    await until(user.token, id, (job) => job.status === 'COMPLETED');
    const first = await call('GET', `/api/bulk-jobs/${id}/results?first=20`, { token: user.token });
    expect(first.body.nodes).toHaveLength(20);
    expect(first.body.pageInfo.hasNextPage).toBe(true);
    const second = await call('GET', `/api/bulk-jobs/${id}/results?first=20&after=${first.body.pageInfo.endCursor}`, {
      token: user.token,
    });
    expect(second.body.nodes).toHaveLength(10);
    expect(second.body.pageInfo.hasNextPage).toBe(false);
    const addresses = [...first.body.nodes, ...second.body.nodes].map((n: { address: string }) => n.address);
    expect(addresses).toEqual(Array.from({ length: 30 }, (_, i) => `${i + 1} Job St`));

    const row = first.body.nodes[3];
    const full = await call('POST', '/graphql', {
      token: user.token,
      json: {
        query: `query { propertyAnalysis(id: "${row.id}") { id estimatedValue monthlyRent capRate roiPotential cashOnCash metrics { key } assumptions { key } risk { level } } }`,
      },
    });
    const analysis = full.body.data.propertyAnalysis;
    expect(analysis).toMatchObject({
      id: row.id,
      estimatedValue: row.estimatedValue,
      monthlyRent: row.monthlyRent,
      capRate: row.capRate,
      roiPotential: row.roiPotential,
      cashOnCash: row.cashOnCash,
    });
    expect(analysis.metrics.length).toBeGreaterThan(5);

    // The history includes the bulk rows, read from their stored key outputs.
    const history = await call('GET', '/api/user/property-analyses', { token: user.token });
    expect(history.body).toHaveLength(30);
  }, 240_000);

  it('publishes one analysis.completed event per stored row, each once, from the batch outbox', async () => {
    const user = await enterpriseUser('Events');
    // Every publish to the subject reaches a plain subscriber too, so a row sent twice would show here.
    const nc = await connect({ servers: inject('natsUrl') });
    const seen: EventEnvelope[] = [];
    const sub = nc.subscribe(subjectFor('analysis.completed'), {
      callback: (_err, msg) => seen.push(msg.json<EventEnvelope>()),
    });
    try {
      const id: string = (await startJob(user.token, csvOf(120, [3]))).body.id;
      await until(user.token, id, (job) => job.status === 'COMPLETED');
      const ours = () => seen.filter((e) => e.userId === user.id);
      for (let i = 0; i < 200 && ours().length < 119; i++) await new Promise((r) => setTimeout(r, 150));
      await new Promise((r) => setTimeout(r, 500));
      const events = ours();
      expect(events).toHaveLength(119);
      expect(new Set(events.map((e) => (e.data as { analysisId: string }).analysisId)).size).toBe(119);
      expect(events.every((e) => (e.data as { bulk?: boolean }).bulk === true)).toBe(true);
      const pending = await mongo
        .db(`analysis${dbSuffix}`)
        .collection<{ jobId: string; _outbox: string[] }>('bulk_job_events')
        .find({ jobId: id })
        .toArray();
      expect(pending.reduce((sum, d) => sum + d._outbox.length, 0)).toBe(0);
    } finally {
      sub.unsubscribe();
      await nc.close();
    }
  }, 240_000);

  it('a cancel stops the job after its batch; rows not run are skipped and not charged', async () => {
    const user = await enterpriseUser('Cancel');
    const rows = 2000;
    const id: string = (await startJob(user.token, csvOf(rows))).body.id;
    await until(user.token, id, (job) => job.processed >= 100);
    const cancel = await call('POST', `/api/bulk-jobs/${id}/cancel`, { token: user.token });
    expect(cancel.body.cancelRequested).toBe(true);
    const done = await until(user.token, id, (job) => job.status === 'CANCELLED');
    expect(done.processed).toBeLessThan(rows);
    expect(done.processed + done.skipped + done.failed).toBe(rows);
    expect((await usageOf(user.id)).usageCount).toBe(done.processed);
    expect(await storedRows(id)).toHaveLength(done.processed);
  }, 240_000);

  it('keeps the one-answer form without a job mode, and another user cannot read a job', async () => {
    const user = await enterpriseUser('Sync');
    const form = new FormData();
    form.append('file', new Blob([csvOf(12, [2])], { type: 'text/csv' }), 'sync.csv');
    const res = await call('POST', '/api/bulk-upload', { token: user.token, body: form });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      processed: 11,
      failed: 1,
      skipped: 0,
      reason: null,
      errors: [{ line: 4, message: expect.any(String) }],
    });

    const owner = await enterpriseUser('Owner');
    const id: string = (await startJob(owner.token, csvOf(3))).body.id;
    const other = await call('GET', `/api/bulk-jobs/${id}`, { token: user.token });
    expect(other.status).toBe(404);
    const unreadable = await startJob(owner.token, 'name,city\nA,B\n');
    expect(unreadable.status).toBe(400);
  }, 240_000);
});
