import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BulkRowInput, BulkRowResult } from './bulk-row-compute.ts';
import type { WorkerRequest } from './analysis-worker.ts';

type Reply = { id: number; results: BulkRowResult[] } | { id: number; error: string };

interface PooledWorker {
  worker: Worker;
  pending: Map<number, { resolve: (r: BulkRowResult[]) => void; reject: (e: Error) => void }>;
}

/**
 * The worker file sits beside this one: .js when built. From source (.ts) the worker registers tsx's loader
 * itself first, because a loader given to the main thread with --import does not reach worker threads on Node 20.
 */
function startWorker(dataDir: string): Worker {
  const ext = path.extname(fileURLToPath(import.meta.url));
  const file = new URL(`./analysis-worker${ext}`, import.meta.url);
  if (ext !== '.ts') return new Worker(file, { workerData: { dataDir } });
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, workerData: { dataDir } });
}

/** One worker per core by default: the main thread only waits on the store and NATS meanwhile. */
export const defaultPoolSize = (): number => Math.max(1, availableParallelism());

/**
 * Worker threads that analyze bulk rows. Each loads the market dataset (seconds, about 200 MB), so the
 * service starts them once (`warm`) and keeps them: a first upload does not wait for that load.
 */
export class AnalysisWorkerPool {
  private workers: PooledWorker[] = [];
  private nextId = 1;

  constructor(
    private readonly dataDir: string,
    private readonly size = defaultPoolSize(),
  ) {}

  /** Starts the workers now: each begins loading the dataset at once, while nothing waits for it. */
  warm(): void {
    this.ensureStarted();
  }

  /** Analyzes the rows, split evenly over the workers; results come back in the rows' order. */
  async run(rows: BulkRowInput[], now: Date): Promise<BulkRowResult[]> {
    if (rows.length === 0) return [];
    const workers = this.ensureStarted();
    const per = Math.ceil(rows.length / workers.length);
    const parts = workers.map((w, i) => this.send(w, rows.slice(i * per, (i + 1) * per), now));
    return (await Promise.all(parts)).flat();
  }

  async stop(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }

  private ensureStarted(): PooledWorker[] {
    if (this.workers.length === 0) this.workers = Array.from({ length: this.size }, () => this.start());
    return this.workers;
  }

  private start(): PooledWorker {
    // The worker file sits beside this one: .ts when run from source (tsx loads it), .js when built.
    const pooled: PooledWorker = { worker: startWorker(this.dataDir), pending: new Map() };
    pooled.worker.on('message', (reply: Reply) => {
      const waiting = pooled.pending.get(reply.id);
      pooled.pending.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.results);
    });
    const failAll = (err: Error) => {
      for (const waiting of pooled.pending.values()) waiting.reject(err);
      pooled.pending.clear();
      this.workers = this.workers.filter((w) => w !== pooled);
    };
    pooled.worker.on('error', failAll);
    pooled.worker.on('exit', (code) => failAll(new Error(`analysis worker exited with code ${code}`)));
    return pooled;
  }

  private send(pooled: PooledWorker, rows: BulkRowInput[], now: Date): Promise<BulkRowResult[]> {
    if (rows.length === 0) return Promise.resolve([]);
    const id = this.nextId++;
    const request: WorkerRequest = { id, rows, now: now.toISOString() };
    return new Promise((resolve, reject) => {
      pooled.pending.set(id, { resolve, reject });
      pooled.worker.postMessage(request);
    });
  }
}
