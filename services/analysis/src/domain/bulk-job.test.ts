import { describe, expect, it } from 'vitest';
import {
  applyBatch,
  batchSizeFor,
  bulkAnalysisId,
  bulkUnitId,
  resultIdOfUnit,
  canClaim,
  finishedStatus,
  nextBatch,
  progressOf,
  skipRest,
  type BulkJobState,
} from './bulk-job.ts';

const t0 = new Date('2026-01-01T00:00:00Z');
const job = (over: Partial<BulkJobState> = {}): BulkJobState => ({
  status: 'running',
  totalRows: 10,
  readableRows: 8,
  cursor: 0,
  processed: 0,
  failed: 2,
  skipped: 0,
  reason: null,
  cancelRequested: false,
  startedAt: t0,
  finishedAt: null,
  leaseOwner: 'a',
  leaseUntil: new Date(t0.getTime() + 30_000),
  ...over,
});

describe('bulk job batches', () => {
  it('takes the next rows from the cursor, the last batch shorter, none once every readable row is done', () => {
    expect(nextBatch(job(), 3)).toEqual({ start: 0, end: 3 });
    expect(nextBatch(job({ cursor: 6 }), 3)).toEqual({ start: 6, end: 8 });
    expect(nextBatch(job({ cursor: 8 }), 3)).toBeNull();
  });

  it('sizes batches for about twenty progress steps, between the floor and the largest batch', () => {
    expect(batchSizeFor(10_000, 500)).toBe(500);
    expect(batchSizeFor(4_000, 500)).toBe(200);
    expect(batchSizeFor(300, 500)).toBe(50);
    expect(batchSizeFor(10_000, 100)).toBe(100);
    expect(batchSizeFor(10, 5)).toBe(5);
  });

  it('adds a batch to the counts, moves the cursor and keeps the first refusal reason', () => {
    const once = applyBatch(job(), { processed: 2, failed: 1, skipped: 0, end: 3, reason: null, errors: [] });
    expect(once).toMatchObject({ processed: 2, failed: 3, skipped: 0, cursor: 3, reason: null });
    const twice = applyBatch(once, {
      processed: 1,
      failed: 0,
      skipped: 2,
      end: 6,
      reason: 'trial_limit_reached',
      errors: [],
    });
    expect(twice).toMatchObject({ processed: 3, failed: 3, skipped: 2, cursor: 6, reason: 'trial_limit_reached' });
    expect(
      applyBatch(twice, { processed: 0, failed: 0, skipped: 2, end: 8, reason: 'basic_limit_reached', errors: [] })
        .reason,
    ).toBe('trial_limit_reached');
  });

  it('skips the rows left when the allowance runs out or the job is cancelled', () => {
    const skipped = skipRest(job({ cursor: 3, processed: 3, skipped: 0 }));
    expect(skipped).toMatchObject({ cursor: 8, skipped: 5 });
    expect(skipRest(skipped)).toMatchObject({ cursor: 8, skipped: 5 });
  });

  it('ends cancelled when a cancel was asked for, otherwise completed', () => {
    expect(finishedStatus({ cancelRequested: true })).toBe('cancelled');
    expect(finishedStatus({ cancelRequested: false })).toBe('completed');
  });

  it('gives each row one billing unit and one analysis id that do not change when the job resumes', () => {
    expect(bulkUnitId('job-1', 7)).toBe(bulkUnitId('job-1', 7));
    expect(bulkUnitId('job-1', 7)).not.toBe(bulkUnitId('job-1', 8));
    // Billing asks about a unit; the analysis it paid for is found from it.
    expect(resultIdOfUnit(bulkUnitId('job-1', 7))).toBe(bulkAnalysisId('job-1', 7));
    expect(resultIdOfUnit('0b7c1a52-8f0e-4a43-9d55-3d1f2b6c9e10')).toBe('0b7c1a52-8f0e-4a43-9d55-3d1f2b6c9e10');
    expect(bulkAnalysisId('job-1', 7)).not.toBe(bulkAnalysisId('job-2', 7));
  });
});

describe('bulk job progress', () => {
  it('counts rows remaining, the share done and the rate of finished rows since the start', () => {
    const p = progressOf(job({ processed: 4, failed: 2, cursor: 4 }), new Date(t0.getTime() + 2000));
    expect(p).toEqual({
      processed: 4,
      failed: 2,
      skipped: 0,
      totalRows: 10,
      remaining: 4,
      rowsPerSecond: 3,
      percent: 60,
    });
  });

  it('reads the rate up to the finish time once the job is over, and 0 before it starts', () => {
    const finished = job({
      processed: 8,
      failed: 2,
      cursor: 8,
      status: 'completed',
      finishedAt: new Date(t0.getTime() + 5000),
    });
    expect(progressOf(finished, new Date(t0.getTime() + 60_000))).toMatchObject({
      rowsPerSecond: 2,
      remaining: 0,
      percent: 100,
    });
    expect(progressOf(job({ startedAt: null, status: 'queued' }), t0).rowsPerSecond).toBe(0);
  });

  it('reads an empty file as done', () => {
    expect(progressOf(job({ totalRows: 0, readableRows: 0, failed: 0 }), t0)).toMatchObject({
      percent: 100,
      remaining: 0,
    });
  });
});

describe('bulk job leases', () => {
  const now = new Date(t0.getTime() + 10_000);
  it('lets a runner take a free job, its own job, or one whose lease has run out', () => {
    expect(canClaim(job({ leaseOwner: null, leaseUntil: null }), 'b', now)).toBe(true);
    expect(canClaim(job({ leaseOwner: 'b' }), 'b', now)).toBe(true);
    expect(canClaim(job({ leaseUntil: new Date(now.getTime() - 1) }), 'b', now)).toBe(true);
  });

  it('keeps a job held by a live runner, and never takes a finished one', () => {
    expect(canClaim(job(), 'b', now)).toBe(false);
    expect(canClaim(job({ status: 'completed', leaseOwner: null, leaseUntil: null }), 'b', now)).toBe(false);
    expect(canClaim(job({ status: 'cancelled', leaseOwner: null, leaseUntil: null }), 'b', now)).toBe(false);
  });
});
