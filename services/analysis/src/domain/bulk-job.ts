// The rules of a bulk-analysis job, as plain data: which rows the next batch takes, how a batch's outcome
// changes the counts, how progress and rate read, when a job may be claimed, and how it ends. The runner
// (src/jobs/) does the I/O around these.

export type BulkJobStatus = 'queued' | 'running' | 'completed' | 'cancelled' | 'failed';

export const TERMINAL_BULK_STATUSES: readonly BulkJobStatus[] = ['completed', 'cancelled', 'failed'];

export const isTerminalBulkStatus = (status: BulkJobStatus): boolean => TERMINAL_BULK_STATUSES.includes(status);

export interface BulkRowProblem {
  line: number;
  message: string;
}

export interface BulkJobCounts {
  /** Rows analyzed and stored (each charged once). */
  processed: number;
  /** Rows that could not be analyzed (bad values, unknown ZIP, unreadable line): free. */
  failed: number;
  /** Rows not run because the plan's allowance ran out, or because the job was cancelled. */
  skipped: number;
}

export interface BulkJobState extends BulkJobCounts {
  status: BulkJobStatus;
  /** Data rows in the file, readable or not. */
  totalRows: number;
  /** Index of the next readable row to run; rows before it are done. */
  cursor: number;
  /** Readable rows (the rest failed while the file was read). */
  readableRows: number;
  /** The gate's reason once the allowance ran out; later rows are skipped. */
  reason: string | null;
  cancelRequested: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
}

export interface BulkJobProgress extends BulkJobCounts {
  totalRows: number;
  remaining: number;
  /** Rows finished (stored or failed) per second since the job started; 0 before it starts. */
  rowsPerSecond: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

/** The billing unit of one row: stable across restarts, so a batch authorized again is never charged twice. */
export const bulkUnitId = (jobId: string, line: number): string => `${jobId}:${line}`;

/**
 * The analysis a metered unit's result is stored as: a bulk row's unit is `job:line`, a single analysis's unit is its
 * id.
 */
export function resultIdOfUnit(unitId: string): string {
  const colon = unitId.lastIndexOf(':');
  return colon < 0 ? unitId : bulkAnalysisId(unitId.slice(0, colon), Number(unitId.slice(colon + 1)));
}

/** The stored analysis of one row: stable too, so a batch stored again after a crash is not stored twice. */
export const bulkAnalysisId = (jobId: string, line: number): string => `${jobId}-${line}`;

/**
 * Rows per batch: large batches cost fewer billing round trips and writes (most of a job's time), while a
 * small file still moves its progress in about twenty steps. Never fewer than `floor` rows, never more than `max`.
 */
export function batchSizeFor(readableRows: number, max: number, floor = 50): number {
  return Math.max(1, Math.min(max, Math.max(floor, Math.ceil(readableRows / 20))));
}

/** The rows `[start, end)` of the next batch, or null when every readable row is done. */
export function nextBatch(
  job: Pick<BulkJobState, 'cursor' | 'readableRows'>,
  batchSize: number,
): { start: number; end: number } | null {
  if (job.cursor >= job.readableRows) return null;
  return { start: job.cursor, end: Math.min(job.readableRows, job.cursor + Math.max(1, batchSize)) };
}

export interface BatchOutcome extends BulkJobCounts {
  /** The cursor after this batch. */
  end: number;
  /** The gate's reason when some rows were refused. */
  reason: string | null;
  errors: BulkRowProblem[];
}

/** The job after one batch: counts added, cursor moved, the first refusal reason kept. */
export function applyBatch<T extends BulkJobState>(job: T, outcome: BatchOutcome): T {
  return {
    ...job,
    processed: job.processed + outcome.processed,
    failed: job.failed + outcome.failed,
    skipped: job.skipped + outcome.skipped,
    cursor: outcome.end,
    reason: job.reason ?? outcome.reason,
  };
}

/** Rows left once the allowance ran out or the job was cancelled: counted as skipped, never run. */
export function skipRest<T extends BulkJobState>(job: T): T {
  const left = Math.max(0, job.readableRows - job.cursor);
  return { ...job, skipped: job.skipped + left, cursor: job.readableRows };
}

/** How a job that has run out of rows ends. */
export function finishedStatus(job: Pick<BulkJobState, 'cancelRequested'>): BulkJobStatus {
  return job.cancelRequested ? 'cancelled' : 'completed';
}

export function progressOf(job: BulkJobState, now: Date): BulkJobProgress {
  const done = job.processed + job.failed + job.skipped;
  const remaining = Math.max(0, job.totalRows - done);
  const end = job.finishedAt ?? now;
  const seconds = job.startedAt ? Math.max(0.001, (end.getTime() - job.startedAt.getTime()) / 1000) : 0;
  const rowsPerSecond = seconds > 0 ? Math.round(((job.processed + job.failed) / seconds) * 10) / 10 : 0;
  const percent = job.totalRows === 0 ? 100 : Math.floor((Math.min(done, job.totalRows) / job.totalRows) * 100);
  return {
    processed: job.processed,
    failed: job.failed,
    skipped: job.skipped,
    totalRows: job.totalRows,
    remaining,
    rowsPerSecond,
    percent,
  };
}

/**
 * A runner may take a job that is not finished and whose lease is free, expired or already its own. The
 * lease is what lets another runner (or this one after a restart) resume a job whose runner died.
 */
export function canClaim(
  job: Pick<BulkJobState, 'status' | 'leaseOwner' | 'leaseUntil'>,
  owner: string,
  now: Date,
): boolean {
  if (isTerminalBulkStatus(job.status)) return false;
  return (
    job.leaseOwner === null ||
    job.leaseOwner === owner ||
    job.leaseUntil === null ||
    job.leaseUntil.getTime() <= now.getTime()
  );
}
