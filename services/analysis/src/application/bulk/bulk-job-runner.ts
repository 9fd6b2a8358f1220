import { randomUUID } from 'node:crypto';
import type { BulkJobDoc } from '../../store/bulk-jobs.ts';
import { claimBulkJob, releaseBulkJob } from '../../store/bulk-job-store.ts';
import { runBulkJob, UsageCommits, type BulkPipelineDeps } from './bulk-job-pipeline.ts';

export interface BulkRunnerDeps extends BulkPipelineDeps {
  pollMs: number;
}

/**
 * Claims bulk jobs with a lease and runs them (bulk-job-pipeline.ts) one at a time. A job interrupted by a
 * stop is handed back at once; one interrupted by a crash is resumed by whoever claims it once its lease
 * runs out. Its stored rows and billing units keep their ids, so nothing is stored or charged twice.
 */
export class BulkJobRunner {
  readonly owner = randomUUID();
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private current: string | null = null;
  private readonly commits: UsageCommits;

  constructor(private readonly deps: BulkRunnerDeps) {
    this.commits = new UsageCommits(deps);
  }

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

  /** Finishes the batches already metered, then hands the job back so the next start resumes it at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.loop) await this.loop;
    await this.commits.settled();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job: BulkJobDoc | null = await claimBulkJob(this.deps.jobs, this.owner, this.deps.leaseMs);
      if (!job) return;
      this.current = job._id;
      try {
        await runBulkJob(this.deps, this.owner, job, this.commits, () => this.stopped);
      } finally {
        if (this.stopped) await releaseBulkJob(this.deps.jobs, this.owner, job._id).catch(() => undefined);
        this.current = null;
      }
    }
  }

  /** The job this runner is working on now, if any (for logs and tests). */
  get activeJob(): string | null {
    return this.current;
  }
}
