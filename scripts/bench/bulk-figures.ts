import { readFileSync } from 'node:fs';
import { connect } from 'nats';
import { authorizeUsageBatch, commitUsage } from '@realty/service-kit';
import { row, type BenchRow } from './table.ts';

/**
 * The job's per-stage times, from the analysis runner's 'bulk job stages' log line: busy time of each stage
 * (they overlap) and the batch loop's waits (what the pipeline did not hide). With BENCH_BULK_LOG_LEVEL=debug
 * the runner's line per batch (billing's answer time, the store's time) is copied to stderr too.
 */
export async function stageRows(analysisLog: string, jobId: string): Promise<BenchRow[]> {
  let stages: Record<string, unknown> = {};
  // The line is written just after the job's last write; give it a moment.
  for (let tries = 0; tries < 20 && !stages.batches; tries++) {
    const lines = readFileSync(analysisLog, 'utf8')
      .split('\n')
      .filter((l) => l.includes(jobId));
    const line = lines.findLast((l) => l.includes('"bulk job stages"'));
    if (line) {
      stages = JSON.parse(line) as Record<string, unknown>;
      const batches = lines.filter((l) => l.includes('"bulk batch"'));
      if (batches.length) process.stderr.write(`${batches.join('\n')}\n`);
    } else await new Promise((r) => setTimeout(r, 100));
  }
  return Object.entries(stages)
    .filter(([key, value]) => key.endsWith('Ms') && typeof value === 'number')
    .map(([key, value]) =>
      row(`bulk stage ${key.slice(0, -2)} (total over ${String(stages.batches)} batches)`, value as number, 'ms'),
    );
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
