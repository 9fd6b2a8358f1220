import { parentPort, workerData } from 'node:worker_threads';
import { loadDataset } from '@realty/market-data';
import { computeBulkRow, type BulkRowInput } from './bulk-row-compute.ts';

// A worker thread of the bulk pool: loads the market dataset once, then analyzes the rows it is sent.
// The engine is pure, so a row gives the same answer here as on the main thread.

export interface WorkerRequest {
  id: number;
  rows: BulkRowInput[];
  now: string;
}

const { dataDir } = workerData as { dataDir: string };
const port = parentPort;
if (!port) throw new Error('analysis-worker.ts runs only as a worker thread');

const datasetLoading = loadDataset(dataDir);
port.on('message', (request: WorkerRequest) => {
  void datasetLoading.then(
    (dataset) => {
      const now = new Date(request.now);
      port.postMessage({ id: request.id, results: request.rows.map((row) => computeBulkRow(dataset, row, now)) });
    },
    (err: unknown) => port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
