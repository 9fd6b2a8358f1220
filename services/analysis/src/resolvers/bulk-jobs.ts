import { invalidInput, mapConnection, pageSize, requireUser } from '@realty/service-kit';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { AnalysisDeps } from '../application/analysis-deps.ts';
import { cancelBulkJob } from '../application/bulk/cancel-bulk-job.ts';
import { bulkJobView as jobView } from '../application/bulk/bulk-job-view.ts';
import type { CompactAnalysisDoc } from '../application/bulk/bulk-row-view.ts';
import { bulkJobErrors, bulkJobResults, findBulkJob, pageBulkJobs } from '../application/bulk/read-bulk-jobs.ts';
import { bulkAnalyze, startBulkJob } from '../application/bulk/start-bulk-job.ts';

export type BulkJobResolverDeps = Pick<
  AnalysisDeps,
  'jobs' | 'inputs' | 'analyses' | 'runner' | 'nc' | 'bulkMaxRows' | 'datasetVersion'
> & {
  /** How a stored analysis (full or compact) is served over GraphQL. */
  serve: (doc: CompactAnalysisDoc) => unknown;
};

/** A cursor over a bulk job's rows: the file line after which the next page starts. */
const lineCursor = (line: number): string => Buffer.from(JSON.stringify(['line', line])).toString('base64url');

function afterLine(after: string | null | undefined): number {
  if (after === null || after === undefined) return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed[0] === 'line' && Number.isSafeInteger(parsed[1])) return parsed[1] as number;
  } catch {
    // falls through to the input error
  }
  throw invalidInput({ after: 'Cursor is not one this list gave out' });
}

function linePage<T extends { line: number }, N>(rows: T[], size: number, toNode: (row: T) => N) {
  const page = rows.slice(0, size);
  const edges = page.map((row) => ({ cursor: lineCursor(row.line), node: toNode(row) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** The bulk-job fields of Query and Mutation, and the BulkJob type's paged lists. */
export function bulkJobResolvers(deps: BulkJobResolverDeps): Resolvers {
  const { jobs, analyses } = deps;
  return {
    Query: {
      bulkJob: async (_, args, ctx) => {
        const job = await findBulkJob(jobs, requireUser(ctx.user).sub, String(args.id));
        return job ? jobView(job) : null;
      },
      // Each job's errors and results are resolved by the BulkJob field resolvers below.
      myBulkJobs: async (_, args, ctx) =>
        mapConnection(await pageBulkJobs(jobs, requireUser(ctx.user).sub, args), jobView) as never,
    },
    Mutation: {
      startBulkAnalysis: async (_, args, ctx) =>
        jobView(await startBulkJob(deps, requireUser(ctx.user).sub, args.csv, args.fileName ?? null)),
      cancelBulkJob: async (_, args, ctx) => cancelBulkJob(deps, ctx.log, requireUser(ctx.user).sub, String(args.id)),
      bulkAnalyzeProperties: async (_, args, ctx) => bulkAnalyze(deps, requireUser(ctx.user).sub, args.csv),
    },
    BulkJob: {
      errors: async (parent, args, ctx) => {
        const size = pageSize(args.first);
        const rows = await bulkJobErrors(
          jobs,
          requireUser(ctx.user).sub,
          String(parent.id),
          afterLine(args.after),
          size + 1,
        );
        return linePage(rows, size, (e) => e);
      },
      results: async (parent, args, ctx) => {
        const size = pageSize(args.first);
        const userId = requireUser(ctx.user).sub;
        const docs = await bulkJobResults(analyses, userId, String(parent.id), afterLine(args.after), size + 1);
        return linePage(docs, size, (doc) => deps.serve(doc) as never);
      },
    },
  };
}
