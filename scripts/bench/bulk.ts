/**
 * Bulk upload, 10,000 rows end to end: the CSV posted to /api/bulk-upload?mode=job on a freshly started system,
 * timed until the job reads COMPLETED (every row validated, metered, analyzed in the worker pool and stored).
 * Also reported: how fast the upload is answered, rows per second, the stored size of a bulk row, the time per
 * stage, and as its baseline billing alone asked for the same units the same way (the floor billing sets).
 * Run alone with `npx tsx scripts/bench/bulk.ts`; `npm run bench` runs it in its own process.
 */
import os from 'node:os';
import { atMost, emitRows, row } from './table.ts';
import { startBenchSystem } from './bench-system.ts';
import { billingAlone, stageRows } from './bulk-figures.ts';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
const ZIPS = ['78701', '10001', '60614', '94110', '44105', '33139', '30309', '98109', '02118', '85004'];

// Every process exports its spans to the bench, which reads the job's stage times from them.
const bench = await startBenchSystem({ LOG_LEVEL: process.env.BENCH_BULK_LOG_LEVEL ?? 'info' }, { traces: true });
const { system, mongoClient: mongo, suffix } = bench;
try {
  await bench.makeEnterprise(bench.user.id);
  const { token } = bench;
  // The worker pool loads the dataset at service start; the upload is timed once it can be used.
  await new Promise((r) => setTimeout(r, 5000));

  const csv = [
    'address,zipCode,beds,price',
    ...Array.from(
      { length: ROWS },
      (_, i) => `${i + 1} Bench Ave,${ZIPS[i % ZIPS.length]},${(i % 4) + 1},${300_000 + (i % 50) * 10_000}`,
    ),
  ].join('\n');
  const form = new FormData();
  form.append('type', 'property');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const t0 = performance.now();
  const started = await fetch(`${system.url}/api/bulk-upload?mode=job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const accepted = performance.now() - t0;
  const job = (await started.json()) as { id: string };
  let last: { status: string; processed: number; failed: number } = { status: 'QUEUED', processed: 0, failed: 0 };
  while (!['COMPLETED', 'CANCELLED', 'FAILED'].includes(last.status)) {
    await new Promise((r) => setTimeout(r, 100));
    last = (await (
      await fetch(`${system.url}/api/bulk-jobs/${job.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as typeof last;
  }
  const seconds = (performance.now() - t0) / 1000;
  const eventDocs = await mongo
    .db(`analysis${suffix}`)
    .collection<{ _id: string; jobId: string; _outbox: string[] }>('bulk_job_events')
    .find({ jobId: job.id })
    .toArray();
  const rows = mongo.db(`analysis${suffix}`).collection('property_analyses');
  const sample = await rows.find({ jobId: job.id }).limit(200).toArray();
  const bytesPerRow = sample.length
    ? Math.round(sample.reduce((sum, d) => sum + Buffer.byteLength(JSON.stringify(d)), 0) / sample.length)
    : 0;
  // Billing's share, measured right after on the same system for another account with the same units.
  const billingUser = (await bench.register('Billing')).user;
  await bench.makeEnterprise(billingUser.id);
  const billingSeconds = await billingAlone(system.natsUrl, billingUser.id, ROWS, 500);
  const billing = { label: 'billing alone (same units, same batches)', value: Math.round(billingSeconds * 10) / 10 };
  emitRows([
    row(
      `bulk upload, ${ROWS.toLocaleString('en-US')} rows end to end (upload to COMPLETED)`,
      Math.round(seconds * 10) / 10,
      's',
      atMost(10),
      billing,
    ),
    row('bulk upload answered (202 with the job)', Math.round(accepted), 'ms'),
    row('bulk rows stored per second', Math.round(last.processed / seconds), 'rows/s'),
    row('bulk rows stored / failed', last.processed, 'rows', {
      target: `= ${ROWS}`,
      met: (v) => v === ROWS && last.failed === 0,
    }),
    row('bulk row stored size (JSON of the document)', bytesPerRow, 'bytes'),
    row(
      'bulk analysis.completed events not yet relayed at COMPLETED',
      eventDocs.reduce((sum, d) => sum + d._outbox.length, 0),
      'events',
    ),
  ]);
  emitRows(await stageRows(bench.traces!, job.id));
  process.stderr.write(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
} finally {
  await bench.stop();
}
