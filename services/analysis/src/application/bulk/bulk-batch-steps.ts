import { createHash } from 'node:crypto';
import type { NatsConnection } from 'nats';
import type { MarketDataset } from '@realty/market-data';
import { authorizeUsageBatch, createEvent, inSpan, isDuplicateKey, outboxOf } from '@realty/service-kit';
import type { EventEnvelope, UsageAuthorizeBatchReply } from '@realty/proto-schemas';
import type { CsvPropertyRow } from '../../domain/index.ts';
import { bulkAnalysisId, bulkUnitId, type BatchOutcome, type BulkRowProblem } from '../../domain/bulk-job.ts';
import type { PropertyAnalysisModel } from '../../store/property-analyses.ts';
import type { BulkJobDoc, BulkJobEventsModel } from '../../store/bulk-jobs.ts';
import { computeBulkRow, type BulkRowResult } from './bulk-row-compute.ts';
import type { AnalysisWorkerPool } from './worker-pool.ts';

// The steps of one bulk batch, each one round trip at most: analyze (worker pool), meter (one billing
// request), store (one insertMany). The pipeline (bulk-job-pipeline.ts) decides what overlaps what.

export interface BulkStepDeps {
  dataset: MarketDataset;
  analyses: PropertyAnalysisModel;
  nc: NatsConnection;
  /** Null: rows are analyzed on the main thread (a one-core machine, or BULK_WORKERS=0). */
  pool: AnalysisWorkerPool | null;
}

export type AnalyzedRow = Extract<BulkRowResult, { summary: unknown }>;

/** A batch analyzed and metered: its rows that failed, the rows billing granted, and its refusal reason. */
export interface MeteredBatch {
  end: number;
  errors: BulkRowProblem[];
  granted: AnalyzedRow[];
  /** Rows analyzed but not granted (the allowance ran out): skipped, never charged. */
  refused: number;
  reason: string | null;
}

type JobRef = Pick<BulkJobDoc, '_id' | 'userId' | 'datasetVersion'>;

export function analyzeRows(deps: BulkStepDeps, rows: CsvPropertyRow[]): Promise<BulkRowResult[]> {
  const now = new Date();
  const computing = inSpan('bulk analyze', () =>
    deps.pool ? deps.pool.run(rows, now) : Promise.resolve(rows.map((row) => computeBulkRow(deps.dataset, row, now))),
  );
  // Analyzed ahead of need: a cancel or a stop may leave it unread, which must not be an unhandled rejection.
  computing.catch(() => undefined);
  return computing;
}

/**
 * Asks billing for the analyzed rows' units in one request, reserved: if this process dies before the rows are
 * stored, billing gives the units back on its own. Unit ids are stable, so asking again after a restart does
 * not charge a row twice.
 */
export async function meterBatch(
  deps: BulkStepDeps,
  job: JobRef,
  end: number,
  results: BulkRowResult[],
): Promise<MeteredBatch> {
  const errors: BulkRowProblem[] = [];
  const ready: AnalyzedRow[] = [];
  for (const r of results) {
    if ('error' in r) errors.push({ line: r.line, message: r.error });
    else ready.push(r);
  }
  if (ready.length === 0) return { end, errors, granted: [], refused: 0, reason: null };
  const unitIds = ready.map((r) => bulkUnitId(job._id, r.line));
  const grant: UsageAuthorizeBatchReply = await inSpan('bulk authorize', () =>
    authorizeUsageBatch(deps.nc, { userId: job.userId, tool: 'bulk_property_row', unitIds, reserve: true }),
  );
  const granted = new Set(grant.granted);
  const kept = ready.filter((r) => granted.has(bulkUnitId(job._id, r.line)));
  return {
    end,
    errors,
    granted: kept,
    refused: ready.length - kept.length,
    reason: grant.reason,
  };
}

/** Inserts the granted rows' compact analyses in one insertMany; rows stored before a crash are kept as they are. */
export async function storeRows(deps: BulkStepDeps, job: JobRef, rows: AnalyzedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  // The rows' analysis.completed events are written once for the batch (storeBatchEvents): one document for
  // the relay to clear instead of one per row.
  const docs = rows.map((r) => ({
    _id: bulkAnalysisId(job._id, r.line),
    userId: job.userId,
    createdAt: now,
    bulk: true,
    jobId: job._id,
    line: r.line,
    address: r.address,
    zipCode: r.zipCode,
    deal: r.deal,
    version: 1,
    history: [],
    summary: r.summary,
    datasetVersion: job.datasetVersion,
    _outbox: [],
  }));
  try {
    await inSpan('bulk store', () => deps.analyses.collection.insertMany(docs as never[], { ordered: false }));
  } catch (err) {
    const writeErrors = (err as { writeErrors?: unknown[] }).writeErrors;
    const onlyDuplicates = Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every(isDuplicateKey);
    if (!onlyDuplicates) throw err;
  }
}

/** A row's event id, derived from its analysis id: a batch run again after a crash sends the same events. */
export function bulkEventId(analysisId: string): string {
  const h = createHash('sha1').update(`analysis.completed:${analysisId}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Writes a stored batch's events as one outbox document (`jobId:end`) and returns its id for the relay. The rows
 * are stored already, so the events are true whatever happens next; a batch stored again after a crash finds
 * its document there and leaves it.
 */
export async function storeBatchEvents(
  events: BulkJobEventsModel,
  job: JobRef,
  end: number,
  batch: EventEnvelope[],
): Promise<string> {
  const _id = `${job._id}:${end}`;
  try {
    await events.collection.insertOne({
      _id,
      jobId: job._id,
      createdAt: new Date(),
      _outbox: outboxOf(...batch),
    } as never);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  return _id;
}

/** What a stored batch adds to the job, with the events of its stored rows. */
export function outcomeOf(job: JobRef, batch: MeteredBatch): BatchOutcome & { events: EventEnvelope[] } {
  const events = batch.granted.map((r) =>
    createEvent('analysis.completed', {
      id: bulkEventId(bulkAnalysisId(job._id, r.line)),
      producer: 'analysis',
      userId: job.userId,
      data: {
        analysisId: bulkAnalysisId(job._id, r.line),
        address: r.address,
        zipCode: r.zipCode,
        estimatedValue: r.summary.estimatedValue,
        monthlyRent: r.summary.monthlyRent,
        bulk: true,
        unitId: bulkUnitId(job._id, r.line),
      },
    }),
  );
  return {
    processed: batch.granted.length,
    failed: batch.errors.length,
    skipped: batch.refused,
    end: batch.end,
    reason: batch.reason,
    errors: batch.errors,
    events,
  };
}
