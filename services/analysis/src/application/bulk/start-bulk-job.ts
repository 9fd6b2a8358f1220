import { usageRefusedError } from '@realty/service-kit';
import { isTerminalBulkStatus } from '../../domain/bulk-job.ts';
import { bulkJobNotFound } from '../../errors.ts';
import { createBulkJob, findOwnJob } from '../../store/bulk-job-store.ts';
import type { BulkJobDoc } from '../../store/bulk-jobs.ts';
import type { AnalysisDeps } from '../analysis-deps.ts';

type BulkDeps = Pick<AnalysisDeps, 'jobs' | 'inputs' | 'runner' | 'bulkMaxRows' | 'datasetVersion'> & {
  /** How often a synchronous upload looks at its job while waiting for it. */
  waitPollMs?: number;
};

/** Stores the file as a queued job and wakes the runner. */
export async function startBulkJob(deps: BulkDeps, userId: string, csv: string, fileName: string | null) {
  const job = await createBulkJob(deps, {
    userId,
    csv,
    fileName,
    maxRows: deps.bulkMaxRows,
    datasetVersion: deps.datasetVersion,
  });
  deps.runner.kick();
  return job;
}

/** Waits until the job ends: the synchronous upload keeps the spec's one-answer form over the same runner. */
async function untilFinished(deps: BulkDeps, userId: string, id: string): Promise<BulkJobDoc> {
  for (;;) {
    const job = await findOwnJob(deps.jobs, userId, id, true);
    if (!job) throw bulkJobNotFound();
    if (isTerminalBulkStatus(job.status)) return job;
    await new Promise((r) => setTimeout(r, deps.waitPollMs ?? 200));
  }
}

/** The synchronous bulk upload: runs the file as a job and answers when every row is done. */
export async function bulkAnalyze(deps: BulkDeps, userId: string, csv: string) {
  const job = await untilFinished(deps, userId, (await startBulkJob(deps, userId, csv, null))._id);
  if (job.processed === 0 && job.reason) throw usageRefusedError(job.reason);
  const errors = [...job.errors].sort((a, b) => a.line - b.line);
  return { processed: job.processed, failed: job.failed, skipped: job.skipped, reason: job.reason, errors };
}
