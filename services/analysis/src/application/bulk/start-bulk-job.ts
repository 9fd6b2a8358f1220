import { followBulkProgress, usageRefusedError } from '@realty/service-kit';
import { isFinishedBulkJob } from '@realty/proto-schemas';
import { isTerminalBulkStatus } from '../../domain/bulk-job.ts';
import { bulkJobNotFound } from '../../errors.ts';
import { createBulkJob, findOwnJob } from '../../store/bulk-job-store.ts';
import type { BulkJobDoc } from '../../store/bulk-jobs.ts';
import type { AnalysisDeps } from '../analysis-deps.ts';

type BulkDeps = Pick<AnalysisDeps, 'jobs' | 'inputs' | 'runner' | 'nc' | 'bulkMaxRows' | 'datasetVersion'>;

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

/**
 * Waits until the job ends: the synchronous upload keeps the spec's one-answer form over the same runner. It wakes on
 * the job's progress notifications; as those are NATS core messages, which a reconnect can lose, it also reads the
 * stored job every few seconds without one.
 */
async function untilFinished(deps: BulkDeps, userId: string, id: string): Promise<BulkJobDoc> {
  let ended = false;
  let wake: (() => void) | null = null;
  const stopFollowing = await followBulkProgress(deps.nc, id, (progress) => {
    if (!isFinishedBulkJob(progress)) return;
    ended = true;
    wake?.();
  }).catch(() => null);
  try {
    for (;;) {
      const job = await findOwnJob(deps.jobs, userId, id, true);
      if (!job) throw bulkJobNotFound();
      if (isTerminalBulkStatus(job.status)) return job;
      // A notification that came while the job was being read wakes nothing: it is acted on here.
      if (ended) ended = false;
      else await wakeOrTimeout(UNNOTIFIED_READ_MS, (resolve) => (wake = resolve));
    }
  } finally {
    stopFollowing?.();
  }
}

/** How long a waiting upload goes without a notification before it reads its stored job again. */
const UNNOTIFIED_READ_MS = 2_000;

function wakeOrTimeout(ms: number, onWaiting: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    onWaiting(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The synchronous bulk upload: runs the file as a job and answers when every row is done. */
export async function bulkAnalyze(deps: BulkDeps, userId: string, csv: string) {
  const job = await untilFinished(deps, userId, (await startBulkJob(deps, userId, csv, null))._id);
  if (job.processed === 0 && job.reason) throw usageRefusedError(job.reason);
  const errors = [...job.errors].sort((a, b) => a.line - b.line);
  return { processed: job.processed, failed: job.failed, skipped: job.skipped, reason: job.reason, errors };
}
