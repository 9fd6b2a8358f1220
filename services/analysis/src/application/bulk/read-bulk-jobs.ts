import { cursorPage, type Connection, type PageArgs } from '@realty/service-kit';
import { findOwnJob, jobErrors, jobPage } from '../../store/bulk-job-store.ts';
import type { BulkJobDoc, BulkJobModel } from '../../store/bulk-jobs.ts';
import { bulkResultRows, type PropertyAnalysisModel } from '../../store/property-analyses.ts';

export type { BulkJobDoc };

/** One of the user's jobs; null when the user has none with this id. */
export function findBulkJob(jobs: BulkJobModel, userId: string, id: string) {
  return findOwnJob(jobs, userId, id);
}

/** The user's jobs a cursor page at a time. */
export function pageBulkJobs(jobs: BulkJobModel, userId: string, args: PageArgs): Promise<Connection<BulkJobDoc>> {
  return cursorPage(args, (after, limit) => jobPage(jobs, userId, after, limit));
}

/** A job's row errors after a file line, in line order, at most `limit`. */
export async function bulkJobErrors(jobs: BulkJobModel, userId: string, id: string, afterLine: number, limit: number) {
  const errors = await jobErrors(jobs, userId, id);
  return errors
    .sort((a, b) => a.line - b.line)
    .filter((e) => e.line > afterLine)
    .slice(0, limit);
}

/** A job's stored rows after a file line, in line order, at most `limit`. */
export function bulkJobResults(
  analyses: PropertyAnalysisModel,
  userId: string,
  id: string,
  afterLine: number,
  limit: number,
) {
  return bulkResultRows(analyses, userId, id, afterLine, limit);
}
