import { isFinishedBulkJob, type BulkJobProgress } from '@realty/proto-schemas';
import type { Logger } from '@realty/service-kit';
import { requestBulkCancel } from '../../store/bulk-job-store.ts';
import { publishBulkProgress } from '../../events/bulk-progress.ts';
import type { AnalysisDeps } from '../analysis-deps.ts';
import { bulkJobView } from './bulk-job-view.ts';

/**
 * Asks the runner to stop the job after its current batch (the rows not run are skipped and not charged). The
 * request shows on the job's progress stream at once; the job itself ends after its batch in hand.
 */
export async function cancelBulkJob(
  deps: Pick<AnalysisDeps, 'jobs' | 'runner' | 'nc'>,
  log: Logger,
  userId: string,
  id: string,
): Promise<BulkJobProgress> {
  const job = bulkJobView(await requestBulkCancel(deps.jobs, userId, id));
  if (!isFinishedBulkJob(job)) publishBulkProgress(deps.nc, log, job);
  deps.runner.kick();
  return job;
}
