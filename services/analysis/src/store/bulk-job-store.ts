import { randomUUID } from 'node:crypto';
import { trusted } from 'mongoose';
import { appError, invalidInput, notFound, userRowPage } from '@realty/service-kit';
import { parseCsvRows, type CsvRowsResult } from '../domain/index.ts';
import type { BulkJobState, BulkRowProblem } from '../domain/bulk-job.ts';
import type { BulkJobDoc, BulkJobInputModel, BulkJobModel } from './bulk-jobs.ts';

export interface BulkJobStore {
  jobs: BulkJobModel;
  inputs: BulkJobInputModel;
}

// Operators are marked trusted: mongoose's process-wide sanitizeFilter would turn them into equality tests.
const unfinished = () => trusted({ $in: ['queued', 'running'] }) as never;

/** Reads the file and refuses it whole when it is unusable or too long: such an upload creates no job. */
export function readBulkCsv(csv: string, maxRows: number): CsvRowsResult {
  const parsed = parseCsvRows(csv);
  if (parsed.fileRejected) throw invalidInput({ file: parsed.errors[0]?.message ?? 'The CSV file could not be read' });
  const total = parsed.rows.length + parsed.errors.length;
  if (total > maxRows) {
    throw appError(
      'PAYLOAD_TOO_LARGE',
      `The CSV has ${total.toLocaleString('en-US')} rows; the limit is ${maxRows.toLocaleString('en-US')} per upload.`,
    );
  }
  return parsed;
}

/** Stores the file and a queued job for it; lines that could not be read count as failed from the start. */
export async function createBulkJob(
  store: BulkJobStore,
  args: { userId: string; csv: string; fileName: string | null; maxRows: number; datasetVersion: string },
): Promise<BulkJobDoc> {
  const parsed = readBulkCsv(args.csv, args.maxRows);
  const now = new Date();
  const id = randomUUID();
  await store.inputs.create({ _id: id, userId: args.userId, csv: args.csv });
  const job: BulkJobDoc = {
    _id: id,
    userId: args.userId,
    fileName: args.fileName,
    status: 'queued',
    totalRows: parsed.rows.length + parsed.errors.length,
    readableRows: parsed.rows.length,
    cursor: 0,
    processed: 0,
    failed: parsed.errors.length,
    skipped: 0,
    reason: null,
    errors: parsed.errors,
    cancelRequested: false,
    datasetVersion: args.datasetVersion,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    finishedAt: null,
    leaseOwner: null,
    leaseUntil: null,
  };
  await store.jobs.create(job);
  return job;
}

/**
 * Takes the oldest unfinished job whose lease is free or expired (or already ours), for `leaseMs`. One
 * conditional update: two runners never hold the same job (atomic on MongoDB, and on the embedded store
 * because its write proxy runs one write per collection at a time).
 */
export async function claimBulkJob(
  jobs: BulkJobModel,
  owner: string,
  leaseMs: number,
  now = new Date(),
): Promise<BulkJobDoc | null> {
  return jobs
    .findOneAndUpdate(
      {
        status: unfinished(),
        $or: [{ leaseOwner: null }, { leaseOwner: owner }, { leaseUntil: trusted({ $lte: now }) as never }],
      },
      { $set: { status: 'running', leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now } },
      { sort: { createdAt: 1 }, returnDocument: 'after' },
    )
    .lean<BulkJobDoc>();
}

/**
 * Records a batch (counts, cursor, row problems) and renews the lease, only while the
 * lease is still ours. Returns whether a cancel was asked for, or null when another runner has taken the job
 * over. One write when no cancel is pending (the usual case): the write is conditional on none, and only when
 * it matches nothing is it written again without that condition, which tells a cancel from a takeover.
 */
export async function saveBulkProgress(
  jobs: BulkJobModel,
  owner: string,
  leaseMs: number,
  job: BulkJobState & { _id: string },
  newErrors: BulkRowProblem[],
  now = new Date(),
): Promise<{ cancelRequested: boolean } | null> {
  const finished = job.status !== 'running' && job.status !== 'queued';
  const update = {
    $set: {
      status: job.status,
      cursor: job.cursor,
      processed: job.processed,
      failed: job.failed,
      skipped: job.skipped,
      reason: job.reason,
      startedAt: job.startedAt,
      finishedAt: job.finishedAt,
      updatedAt: now,
      leaseUntil: finished ? null : new Date(now.getTime() + leaseMs),
      ...(finished ? { leaseOwner: null } : {}),
    },
    ...(newErrors.length ? { $push: { errors: { $each: newErrors } } } : {}),
  };
  const ours = { _id: job._id, leaseOwner: owner };
  if ((await jobs.updateOne({ ...ours, cancelRequested: false }, update)).matchedCount === 1)
    return { cancelRequested: false };
  if ((await jobs.updateOne(ours, update)).matchedCount === 0) return null;
  return { cancelRequested: true };
}

/** Lets another runner (or this one after a restart) take the job at once instead of after the lease. */
export async function releaseBulkJob(jobs: BulkJobModel, owner: string, jobId: string): Promise<void> {
  await jobs.updateOne({ _id: jobId, leaseOwner: owner }, { $set: { leaseOwner: null, leaseUntil: null } });
}

/** Asks the runner to stop the job after its current batch; the rows not run are skipped and not charged. */
export async function requestBulkCancel(jobs: BulkJobModel, userId: string, jobId: string): Promise<BulkJobDoc> {
  await jobs.updateOne(
    { _id: jobId, userId, status: unfinished() },
    { $set: { cancelRequested: true, updatedAt: new Date() } },
  );
  const job = await jobs.findOne({ _id: jobId, userId }, { errors: 0 }).lean<BulkJobDoc>();
  if (!job) throw notFound('Bulk job not found');
  return job;
}

/** One of the user's jobs without its row errors; null when the user has none with this id. */
export function findOwnJob(jobs: BulkJobModel, userId: string, jobId: string, withErrors = false) {
  return jobs.findOne({ _id: jobId, userId }, withErrors ? {} : { errors: 0 }).lean<BulkJobDoc>();
}

/** One cursor page of a user's jobs after the cursor filter, without their row errors. */
export function jobPage(jobs: BulkJobModel, userId: string, after: Record<string, unknown>, limit: number) {
  return userRowPage<BulkJobDoc, BulkJobDoc>(jobs, userId, after, limit, { errors: 0 });
}

/** The row errors of one of the user's jobs (none when the user has no such job). */
export async function jobErrors(jobs: BulkJobModel, userId: string, jobId: string) {
  const job = await jobs.findOne({ _id: jobId, userId }, { errors: 1 }).lean<Pick<BulkJobDoc, 'errors'>>();
  return job?.errors ?? [];
}
