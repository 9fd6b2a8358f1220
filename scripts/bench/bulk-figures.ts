import { connect } from 'nats';
import { authorizeUsageBatch, commitUsage } from '@realty/service-kit';
import type { OtlpReceiver } from '@realty/service-kit/testing/otlp-receiver';
import { row, type BenchRow } from './table.ts';

/**
 * The job's per-stage times, from its spans (bulk-job-pipeline.ts): the `bulk job` span's length, and the time of
 * each stage span summed over the batches: busy time of each stage (they overlap), and the batch loop's waits
 * (`bulk wait ...`: what the pipeline did not hide).
 */
export async function stageRows(traces: OtlpReceiver, jobId: string): Promise<BenchRow[]> {
  // The job's span ends just after its last write and is exported after its stages; give it a moment.
  let job = null;
  for (let tries = 0; tries < 50 && !job; tries++) {
    job = traces.spans.find((s) => s.name === 'bulk job' && s.attributes['realty.bulk_job.id'] === jobId) ?? null;
    if (!job) await new Promise((r) => setTimeout(r, 100));
  }
  if (!job) return [];
  const batches = String(job.attributes['realty.bulk_job.batches'] ?? '?');
  const totals = new Map<string, number>();
  for (const s of traces.spans)
    if (s.traceId === job.traceId && s.name.startsWith('bulk ') && s !== job)
      totals.set(s.name, (totals.get(s.name) ?? 0) + s.durationMs);
  return [
    row('bulk stage wall (the job span)', Math.round(job.durationMs), 'ms'),
    ...[...totals].map(([name, ms]) =>
      row(`bulk stage ${name.slice('bulk '.length)} (total over ${batches} batches)`, Math.round(ms), 'ms'),
    ),
  ];
}

/**
 * The floor billing sets: the same number of units asked for the way the runner asks (one reserved batch
 * authorization after another, commits sent behind them), with nothing else running. Seconds.
 */
export async function billingAlone(natsUrl: string, userId: string, units: number, batchSize: number): Promise<number> {
  const nc = await connect({ servers: natsUrl });
  try {
    const t0 = performance.now();
    let commits: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < units; start += batchSize) {
      const unitIds = Array.from(
        { length: Math.min(batchSize, units - start) },
        (_, i) => `billing-alone:${start + i + 1}`,
      );
      const grant = await authorizeUsageBatch(nc, { userId, tool: 'bulk_property_row', unitIds, reserve: true });
      if (grant.granted.length !== unitIds.length)
        throw new Error(`billing granted ${grant.granted.length} of ${unitIds.length} units (${grant.reason})`);
      commits = commits.then(() => commitUsage(nc, { userId, unitIds }));
    }
    await commits;
    return (performance.now() - t0) / 1000;
  } finally {
    await nc.close();
  }
}
