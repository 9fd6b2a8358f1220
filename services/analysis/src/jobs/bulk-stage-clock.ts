/**
 * Where a bulk job's time goes. Each stage adds up how long it was busy (stages overlap in the pipeline, so
 * these may add up to more than the job took); `wait*` stages add up how long the batch loop itself stood
 * waiting for another stage, which is what the pipeline did not hide. Logged once per job run.
 */
export class BulkStageClock {
  private readonly started = performance.now();
  private readonly totals = new Map<string, number>();
  private batchCount = 0;

  /** Runs `work` and adds its duration to `stage`, whether it succeeds or not. */
  async time<T>(stage: string, work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.add(stage, performance.now() - t0);
    }
  }

  /** Adds a synchronous step's duration to `stage`. */
  timeSync<T>(stage: string, work: () => T): T {
    const t0 = performance.now();
    try {
      return work();
    } finally {
      this.add(stage, performance.now() - t0);
    }
  }

  batchDone(): void {
    this.batchCount += 1;
  }

  /** Whole milliseconds per stage, with the batch count and the wall time since the clock started. */
  summary(): Record<string, number> {
    const out: Record<string, number> = {
      batches: this.batchCount,
      wallMs: Math.round(performance.now() - this.started),
    };
    for (const [stage, ms] of this.totals) out[`${stage}Ms`] = Math.round(ms);
    return out;
  }

  private add(stage: string, ms: number): void {
    this.totals.set(stage, (this.totals.get(stage) ?? 0) + ms);
  }
}
