import type { BulkJobProgress } from '@realty/proto-schemas';
import { progressOf } from '../../domain/bulk-job.ts';
import type { BulkJobDoc } from '../../store/bulk-jobs.ts';

/** A stored job as its readers see it: GraphQL's BulkJob and the progress announcement alike. */
export function bulkJobView(job: BulkJobDoc, now = new Date()): BulkJobProgress {
  const progress = progressOf(
    {
      ...job,
      startedAt: job.startedAt && new Date(job.startedAt),
      finishedAt: job.finishedAt && new Date(job.finishedAt),
    },
    now,
  );
  return {
    ...progress,
    id: job._id,
    status: job.status.toUpperCase() as BulkJobProgress['status'],
    fileName: job.fileName,
    reason: job.reason,
    cancelRequested: job.cancelRequested,
    datasetVersion: job.datasetVersion,
    createdAt: new Date(job.createdAt).toISOString(),
    startedAt: job.startedAt ? new Date(job.startedAt).toISOString() : null,
    finishedAt: job.finishedAt ? new Date(job.finishedAt).toISOString() : null,
  };
}
