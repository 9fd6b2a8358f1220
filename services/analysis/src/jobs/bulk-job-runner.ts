import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import type { MarketDataset } from '@realty/market-data';
import { authorizeUsageBatch, commitUsage, createEvent, type Logger, type OutboxRelay } from '@realty/service-kit';
import type { EventEnvelope } from '@realty/proto-schemas';
import type { CsvPropertyRow } from '../domain/index.ts';
import {
  applyBatch,
  batchSizeFor,
  bulkAnalysisId,
  bulkUnitId,
  finishedStatus,
  nextBatch,
  skipRest,
  type BatchOutcome,
  type BulkRowProblem,
} from '../domain/bulk-job.ts';
import type { PropertyAnalysisModel } from '../model.ts';
import type { BulkJobDoc } from './bulk-job-model.ts';
import { claimBulkJob, readBulkCsv, releaseBulkJob, saveBulkProgress, type BulkJobStore } from './bulk-job-store.ts';
import { computeBulkRow, type BulkRowResult } from './bulk-row-compute.ts';
import type { AnalysisWorkerPool } from './worker-pool.ts';

export interface BulkRunnerDeps extends BulkJobStore {
  dataset: MarketDataset;
  analyses: PropertyAnalysisModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  log: Logger;
  /** Null: rows are analyzed on the main thread (a one-core machine, or BULK_WORKERS=0). */
  pool: AnalysisWorkerPool | null;
  leaseMs: number;
  batchSize: number;
  pollMs: number;
}

type Analyzed = Extract<BulkRowResult, { summary: unknown }>;

/**
 * Runs bulk jobs one batch at a time: analyze the batch (worker pool), ask billing for its units in one
 * request (unit ids are stable, so a batch asked for again after a restart is not charged again), store the
 * granted rows compactly with their events, commit the units, then record the progress and renew the lease.
 * A batch interrupted by a crash is run again by whoever claims the job next; its stored rows keep their ids.
 */
export class BulkJobRunner {
  readonly owner = randomUUID();
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private current: string | null = null;
  /** The last batch's commit to billing, sent while the next batch runs; at most one in flight. */
  private committing: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: BulkRunnerDeps) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.deps.pollMs);
    };
    tick();
  }

  /** Looks for work now (after an upload) instead of at the next poll. */
  kick(): void {
    if (this.loop || this.stopped) return;
    this.loop = this.drain()
      .catch((err: unknown) => this.deps.log.warn('bulk job runner pass failed; will retry', { err }))
      .finally(() => {
        this.loop = null;
      });
  }

  /** Finishes the batch in hand, then hands the job back so the next start resumes it at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.loop) await this.loop;
    await this.committing;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await claimBulkJob(this.deps.jobs, this.owner, this.deps.leaseMs);
      if (!job) return;
      this.current = job._id;
      try {
        await this.runJob(job);
      } finally {
        if (this.stopped) await releaseBulkJob(this.deps.jobs, this.owner, job._id).catch(() => undefined);
        this.current = null;
      }
    }
  }

  private async runJob(claimed: BulkJobDoc): Promise<void> {
    const { deps } = this;
    const input = await deps.inputs.findOne({ _id: claimed._id }).lean();
    const rows = input ? readBulkCsv(input.csv, Number.MAX_SAFE_INTEGER).rows : [];
    let job: BulkJobDoc = { ...claimed, startedAt: claimed.startedAt ?? new Date(), readableRows: input ? claimed.readableRows : claimed.cursor };
    // The next batch is analyzed in the workers while this one is metered and stored; a cancel or a
    // refusal only wastes that computation, never a charge.
    let ahead: Promise<BulkRowResult[]> | null = null;
    const batchSize = batchSizeFor(job.readableRows, deps.batchSize);
    const analyze = (range: { start: number; end: number }) => {
      const computing = this.analyze(rows.slice(range.start, range.end));
      computing.catch(() => undefined);
      return computing;
    };
    for (;;) {
      if (this.stopped) return;
      const batch = job.cancelRequested ? null : nextBatch(job, batchSize);
      let errors: BulkRowProblem[] = [];
      let events: EventEnvelope[] = [];
      if (batch) {
        const waited = performance.now();
        const results = await (ahead ?? analyze(batch));
        const analyzeWaitMs = Math.round(performance.now() - waited);
        const following = nextBatch({ cursor: batch.end, readableRows: job.readableRows }, batchSize);
        ahead = following ? analyze(following) : null;
        const outcome = await this.runBatch(job, results, batch.end);
        deps.log.debug('bulk batch', { jobId: job._id, rows: batch.end - batch.start, analyzeWaitMs, ...outcome.timings });
        errors = outcome.errors;
        events = outcome.events;
        job = applyBatch(job, outcome);
        if (outcome.reason) job = skipRest(job);
      } else {
        // A job reads as finished only once billing has every commit of it.
        await this.committing;
        job = { ...skipRest(job), status: finishedStatus(job), finishedAt: new Date() };
      }
      const saved = await saveBulkProgress(deps.jobs, this.owner, deps.leaseMs, job, errors, events);
      if (!saved) {
        deps.log.warn('bulk job taken over by another runner', { jobId: job._id });
        return;
      }
      if (events.length) void deps.relay.kick([job._id]);
      if (!batch) return;
      job = { ...job, cancelRequested: saved.cancelRequested };
    }
  }

  private analyze(rows: CsvPropertyRow[]): Promise<BulkRowResult[]> {
    const now = new Date();
    const { pool, dataset } = this.deps;
    return pool ? pool.run(rows, now) : Promise.resolve(rows.map((row) => computeBulkRow(dataset, row, now)));
  }

  private async runBatch(job: BulkJobDoc, results: BulkRowResult[], end: number): Promise<BatchOutcome & { events: EventEnvelope[]; timings?: Record<string, number> }> {
    const { deps } = this;
    const now = new Date();
    const errors: BulkRowProblem[] = [];
    const ready: Analyzed[] = [];
    for (const r of results) {
      if ('error' in r) errors.push({ line: r.line, message: r.error });
      else ready.push(r);
    }
    if (ready.length === 0) return { processed: 0, failed: errors.length, skipped: 0, end, reason: null, errors, events: [] };
    const units = ready.map((r) => bulkUnitId(job._id, r.line));
    // Reserved: if this process dies before the rows are stored, billing gives the units back on its own.
    const t0 = performance.now();
    const grant = await authorizeUsageBatch(deps.nc, { userId: job.userId, tool: 'bulk_property_row', unitIds: units, reserve: true });
    const granted = new Set(grant.granted);
    const stored = ready.filter((r) => granted.has(bulkUnitId(job._id, r.line)));
    const t1 = performance.now();
    await this.store(job, stored, now);
    const t2 = performance.now();
    const storedUnits = stored.map((r) => bulkUnitId(job._id, r.line));
    await this.committing;
    this.committing = storedUnits.length ? commitUsage(deps.nc, { userId: job.userId, unitIds: storedUnits }) : Promise.resolve();
    const timings = { authorizeMs: Math.round(t1 - t0), storeMs: Math.round(t2 - t1), commitMs: Math.round(performance.now() - t2) };
    const events = stored.map((r) =>
      createEvent('analysis.completed', {
        producer: 'analysis',
        userId: job.userId,
        data: { analysisId: bulkAnalysisId(job._id, r.line), address: r.address, zipCode: r.zipCode, estimatedValue: r.summary.estimatedValue, monthlyRent: r.summary.monthlyRent, bulk: true },
      }),
    );
    return { processed: stored.length, failed: errors.length, skipped: ready.length - stored.length, end, reason: grant.reason, errors, events, timings };
  }

  /** Inserts the rows' compact analyses; rows stored before a crash are already there and are kept. */
  private async store(job: BulkJobDoc, rows: Analyzed[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    // The rows' analysis.completed events travel in the job's outbox with the batch's progress write (see
    // runJob): one write per batch for the relay to clear instead of one per row.
    const docs = rows.map((r) => ({
      _id: bulkAnalysisId(job._id, r.line), userId: job.userId, createdAt: now, bulk: true, jobId: job._id, line: r.line, address: r.address,
      zipCode: r.zipCode, deal: r.deal, version: 1, history: [], summary: r.summary, datasetVersion: job.datasetVersion, _outbox: [],
    }));
    try {
      await this.deps.analyses.collection.insertMany(docs as never[], { ordered: false });
    } catch (err) {
      const writeErrors = (err as { writeErrors?: Array<{ code?: number }> }).writeErrors;
      const onlyDuplicates = Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => e.code === 11000);
      if (!onlyDuplicates) throw err;
    }
  }

  /** The job this runner is working on now, if any (for logs and tests). */
  get activeJob(): string | null {
    return this.current;
  }
}
