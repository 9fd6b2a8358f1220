import type { Logger, OutboxRelay, Span } from '@realty/service-kit';
import { commitUsage, inSpan, inSpanSync } from '@realty/service-kit';
import type { EventEnvelope } from '@realty/proto-schemas';
import {
  applyBatch,
  batchSizeFor,
  bulkUnitId,
  finishedStatus,
  nextBatch,
  skipRest,
  type BulkRowProblem,
} from '../../domain/bulk-job.ts';
import type { BulkJobDoc, BulkJobEventsModel } from '../../store/bulk-jobs.ts';
import { readBulkCsv, saveBulkProgress, type BulkJobStore } from '../../store/bulk-job-store.ts';
import {
  analyzeRows,
  meterBatch,
  outcomeOf,
  storeBatchEvents,
  storeRows,
  type BulkStepDeps,
  type MeteredBatch,
} from './bulk-batch-steps.ts';
import type { BulkRowResult } from './bulk-row-compute.ts';
import { bulkJobView } from './bulk-job-view.ts';
import { publishBulkProgress } from '../../events/bulk-progress.ts';

export interface BulkPipelineDeps extends BulkStepDeps, BulkJobStore {
  relay: OutboxRelay;
  /** Each stored batch's analysis.completed events (bulk_job_events). */
  events: BulkJobEventsModel;
  log: Logger;
  leaseMs: number;
  batchSize: number;
}

type Range = { start: number; end: number };
type Saved = { cancelRequested: boolean } | null;

/**
 * Billing's commits, one at a time and in order, off the batches' path: a lost commit only lets billing's
 * reservation give the units back. `settled` is awaited before a job reads as finished and at a stop.
 */
export class UsageCommits {
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: Pick<BulkStepDeps, 'nc'>) {}

  send(userId: string, unitIds: string[]): void {
    if (unitIds.length === 0) return;
    this.last = this.last.then(() => commitUsage(this.deps.nc, { userId, unitIds }));
  }

  settled(): Promise<unknown> {
    return this.last;
  }
}

/**
 * Runs one claimed job's batches as a pipeline, each stage one round trip per batch: while batch n is stored
 * and its progress written, batch n+1 is metered by billing and batch n+2 analyzed in the workers. A batch
 * whose metering has started is always finished (stored, charged, counted), so a cancel, a refusal or a stop
 * takes effect after at most one more batch and never leaves a unit charged without its row. A crash
 * anywhere is safe: the batch is run again by whoever claims the job, with the same unit and row ids.
 *
 * The job is a span (`bulk job`) whose stages are its child spans (`bulk analyze`, `bulk authorize`, `bulk store`,
 * ...); a `bulk wait ...` span is the batch loop standing waiting for another stage: what the pipeline did not hide.
 */
export async function runBulkJob(
  deps: BulkPipelineDeps,
  owner: string,
  claimed: BulkJobDoc,
  commits: UsageCommits,
  stopping: () => boolean,
): Promise<void> {
  return inSpan('bulk job', (span) => runBatches(deps, owner, claimed, commits, stopping, span), {
    attributes: { 'realty.bulk_job.id': claimed._id },
  });
}

async function runBatches(
  deps: BulkPipelineDeps,
  owner: string,
  claimed: BulkJobDoc,
  commits: UsageCommits,
  stopping: () => boolean,
  span: Span,
): Promise<void> {
  const input = await inSpan('bulk read', () => deps.inputs.findOne({ _id: claimed._id }).lean());
  const rows = input ? inSpanSync('bulk parse', () => readBulkCsv(input.csv, Number.MAX_SAFE_INTEGER).rows) : [];
  let job: BulkJobDoc = {
    ...claimed,
    startedAt: claimed.startedAt ?? new Date(),
    readableRows: input ? claimed.readableRows : claimed.cursor,
  };
  // Followers see the job running as soon as it is claimed, then after every stored batch and at its end.
  const announce = (state: BulkJobDoc) => publishBulkProgress(deps.nc, deps.log, bulkJobView(state));
  announce(claimed);
  const batchSize = batchSizeFor(job.readableRows, deps.batchSize);
  const analyze = (range: Range | null) => (range ? analyzeRows(deps, rows.slice(range.start, range.end)) : null);
  const meter = (range: Range, analyzing: Promise<BulkRowResult[]>) => {
    const metering = analyzing.then((results) => meterBatch(deps, job, range.end, results));
    metering.catch(() => undefined);
    return metering;
  };
  // A batch's progress and its events are written side by side, after its rows are stored.
  const save = (state: BulkJobDoc, errors: BulkRowProblem[], events: EventEnvelope[], end: number): Promise<Saved> => {
    const written = events.length
      ? inSpan('bulk events write', () => storeBatchEvents(deps.events, state, end, events))
      : null;
    const progress = inSpan('bulk progress', () => saveBulkProgress(deps.jobs, owner, deps.leaseMs, state, errors));
    const saving = Promise.all([progress, written]).then(([saved, eventsId]) => {
      if (eventsId) void deps.relay.kick([eventsId]);
      if (saved) announce({ ...state, cancelRequested: saved.cancelRequested });
      return saved;
    });
    saving.catch(() => undefined);
    return saving;
  };

  let range = job.cancelRequested ? null : nextBatch(job, batchSize);
  let analyzingNext = analyze(
    range ? nextBatch({ cursor: range.end, readableRows: job.readableRows }, batchSize) : null,
  );
  let metering: Promise<MeteredBatch> | null = range ? meter(range, analyze(range)!) : null;
  let saving: Promise<Saved> = Promise.resolve({ cancelRequested: job.cancelRequested });
  let batches = 0;
  while (range && metering) {
    const batch = await inSpan('bulk wait meter', () => metering!);
    const saved = await inSpan('bulk wait progress', () => saving);
    if (!saved) return takenOver(deps, job);
    job = { ...job, cancelRequested: saved.cancelRequested };
    // Start the next batch's metering now, unless the job is to end after this batch.
    const following = nextBatch({ cursor: range.end, readableRows: job.readableRows }, batchSize);
    const goOn = following && analyzingNext && !job.cancelRequested && !job.reason && !batch.reason && !stopping();
    metering = goOn ? meter(following, analyzingNext!) : null;
    analyzingNext = goOn
      ? analyze(nextBatch({ cursor: following.end, readableRows: job.readableRows }, batchSize))
      : null;
    range = following;

    await storeRows(deps, job, batch.granted);
    batches += 1;
    deps.log.debug('bulk batch', { jobId: job._id, end: batch.end, granted: batch.granted.length });
    commits.send(
      job.userId,
      batch.granted.map((r) => bulkUnitId(job._id, r.line)),
    );
    const outcome = inSpanSync('bulk events', () => outcomeOf(job, batch));
    job = applyBatch(job, outcome);
    saving = save(job, outcome.errors, outcome.events, batch.end);
  }
  span.setAttribute('realty.bulk_job.batches', batches);
  const saved = await inSpan('bulk wait progress', () => saving);
  if (!saved) return takenOver(deps, job);
  job = { ...job, cancelRequested: saved.cancelRequested };
  const ended = job.cursor >= job.readableRows || job.cancelRequested || job.reason !== null;
  if (ended) {
    // A job reads as finished only once billing has every commit of it.
    await inSpan('bulk wait commits', () => commits.settled());
    job = { ...skipRest(job), status: finishedStatus(job), finishedAt: new Date() };
    if (!(await save(job, [], [], job.cursor))) return takenOver(deps, job);
  }
  deps.log.info('bulk job run', { jobId: job._id, rows: job.processed + job.failed, batches, ended });
}

function takenOver(deps: BulkPipelineDeps, job: BulkJobDoc): void {
  deps.log.warn('bulk job taken over by another runner', { jobId: job._id });
}
