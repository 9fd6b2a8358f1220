import { z } from 'zod';

/**
 * A bulk job's progress, the one contract of its three carriers: the message analysis publishes on NATS core after
 * every stored batch (and at claim, cancel and end), the `data` of the gateway's server-sent events, and the answer
 * of GET /api/bulk-jobs/:id (the GraphQL BulkJob's fields of the same names). Progress is a notification, not a
 * domain event: it goes on its own subject outside the EVENTS stream (`events.>`), nothing stores it, and a reader
 * that missed one reads the job's state again.
 */
export const BULK_JOB_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'CANCELLED', 'FAILED'] as const;
export type BulkJobProgressStatus = (typeof BULK_JOB_STATUSES)[number];

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date');
const count = z.number().int().nonnegative();

export const bulkJobProgressSchema = z.object({
  id: z.string().min(1),
  status: z.enum(BULK_JOB_STATUSES),
  fileName: z.string().nullable(),
  totalRows: count,
  processed: count,
  failed: count,
  skipped: count,
  remaining: count,
  rowsPerSecond: z.number().nonnegative(),
  percent: z.number().min(0).max(100),
  reason: z.string().nullable(),
  cancelRequested: z.boolean(),
  datasetVersion: z.string(),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type BulkJobProgress = z.infer<typeof bulkJobProgressSchema>;

/** The subject of one job's progress (NATS core): `bulk.progress.<jobId>`. */
export const BULK_PROGRESS_SUBJECT_PREFIX = 'bulk.progress';

/** Whether a job id is one subject token (ids are UUIDs): a dot or a wildcard would reach other jobs' subjects. */
export const isBulkProgressToken = (jobId: string): boolean => /^[A-Za-z0-9_-]+$/.test(jobId);

export function bulkProgressSubject(jobId: string): string {
  if (!isBulkProgressToken(jobId)) throw new Error(`Not a bulk job id: ${JSON.stringify(jobId)}`);
  return `${BULK_PROGRESS_SUBJECT_PREFIX}.${jobId}`;
}

/**
 * The server-sent events of GET /api/bulk-jobs/:id/events: `progress` with the job whenever it moved, one `done` with
 * its final state when it ended (the stream then closes), or `error` with `{ message }` when it could not be followed.
 */
export const BULK_STREAM_EVENTS = { progress: 'progress', done: 'done', error: 'error' } as const;

export const isFinishedBulkJob = (job: Pick<BulkJobProgress, 'status'>): boolean =>
  job.status === 'COMPLETED' || job.status === 'CANCELLED' || job.status === 'FAILED';
