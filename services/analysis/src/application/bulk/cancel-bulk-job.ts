import { requestBulkCancel } from '../../store/bulk-job-store.ts';
import type { BulkJobDoc } from '../../store/bulk-jobs.ts';
import type { AnalysisDeps } from '../analysis-deps.ts';

/** Asks the runner to stop the job after its current batch (the rows not run are skipped and not charged). */
export async function cancelBulkJob(
  deps: Pick<AnalysisDeps, 'jobs' | 'runner'>,
  userId: string,
  id: string,
): Promise<BulkJobDoc> {
  const job = await requestBulkCancel(deps.jobs, userId, id);
  deps.runner.kick();
  return job;
}
