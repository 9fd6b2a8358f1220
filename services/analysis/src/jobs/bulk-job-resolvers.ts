import {
  CURSOR_SORT,
  cursorPage,
  invalidInput,
  notFound,
  pageSize,
  requireUser,
  usageRefusedError,
} from '@realty/service-kit';
import { isTerminalBulkStatus, progressOf } from '../domain/bulk-job.ts';
import type { PropertyAnalysisModel } from '../model.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { BulkJobDoc } from './bulk-job-model.ts';
import type { BulkJobRunner } from './bulk-job-runner.ts';
import { createBulkJob, requestBulkCancel, type BulkJobStore } from './bulk-job-store.ts';
import { SERVED_FIELDS, type CompactAnalysisDoc } from './bulk-row-view.ts';

export interface BulkJobResolverDeps extends BulkJobStore {
  analyses: PropertyAnalysisModel;
  runner: BulkJobRunner;
  bulkMaxRows: number;
  datasetVersion: string;
  /** How a stored analysis (full or compact) is served over GraphQL. */
  serve: (doc: CompactAnalysisDoc) => unknown;
  /** How often a synchronous upload looks at its job while waiting for it. */
  waitPollMs?: number;
}

function jobView(job: BulkJobDoc) {
  const progress = progressOf(
    {
      ...job,
      startedAt: job.startedAt && new Date(job.startedAt),
      finishedAt: job.finishedAt && new Date(job.finishedAt),
    },
    new Date(),
  );
  return {
    ...progress,
    id: job._id,
    status: job.status.toUpperCase() as 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'CANCELLED' | 'FAILED',
    fileName: job.fileName,
    reason: job.reason,
    cancelRequested: job.cancelRequested,
    datasetVersion: job.datasetVersion,
    createdAt: new Date(job.createdAt).toISOString(),
    startedAt: job.startedAt ? new Date(job.startedAt).toISOString() : null,
    finishedAt: job.finishedAt ? new Date(job.finishedAt).toISOString() : null,
  };
}

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

export function bulkJobResolvers(deps: BulkJobResolverDeps): Resolvers {
  const { jobs, analyses, runner } = deps;

  async function startJob(userId: string, csv: string, fileName: string | null) {
    const job = await createBulkJob(deps, {
      userId,
      csv,
      fileName,
      maxRows: deps.bulkMaxRows,
      datasetVersion: deps.datasetVersion,
    });
    runner.kick();
    return job;
  }

  /** Waits until the job ends: the synchronous upload keeps the spec's one-answer form over the same runner. */
  async function untilFinished(userId: string, id: string): Promise<BulkJobDoc> {
    for (;;) {
      const job = await jobs.findOne({ _id: id, userId }).lean<BulkJobDoc>();
      if (!job) throw notFound('Bulk job not found');
      if (isTerminalBulkStatus(job.status)) return job;
      await new Promise((r) => setTimeout(r, deps.waitPollMs ?? 200));
    }
  }

  return {
    Query: {
      bulkJob: async (_, args, ctx) => {
        const job = await jobs
          .findOne({ _id: String(args.id), userId: requireUser(ctx.user).sub }, { errors: 0 })
          .lean<BulkJobDoc>();
        return job ? jobView(job) : null;
      },
      myBulkJobs: async (_, args, ctx) => {
        const user = requireUser(ctx.user);
        // Each job's errors and results are resolved by the BulkJob field resolvers below.
        return cursorPage(
          args,
          (after, limit) =>
            jobs
              .find({ userId: user.sub, ...after }, { errors: 0 })
              .sort(CURSOR_SORT)
              .limit(limit)
              .lean<BulkJobDoc[]>(),
          jobView,
        ) as never;
      },
    },
    Mutation: {
      startBulkAnalysis: async (_, args, ctx) =>
        jobView(await startJob(requireUser(ctx.user).sub, args.csv, args.fileName ?? null)),
      cancelBulkJob: async (_, args, ctx) => {
        const job = await requestBulkCancel(jobs, requireUser(ctx.user).sub, String(args.id));
        runner.kick();
        return jobView(job);
      },
      bulkAnalyzeProperties: async (_, args, ctx) => {
        const userId = requireUser(ctx.user).sub;
        const job = await untilFinished(userId, (await startJob(userId, args.csv, null))._id);
        if (job.processed === 0 && job.reason) throw usageRefusedError(job.reason);
        const errors = [...job.errors].sort((a, b) => a.line - b.line);
        return { processed: job.processed, failed: job.failed, skipped: job.skipped, reason: job.reason, errors };
      },
    },
    BulkJob: {
      errors: async (parent, args, ctx) => {
        const size = pageSize(args.first);
        const from = afterLine(args.after);
        const job = await jobs
          .findOne({ _id: String(parent.id), userId: requireUser(ctx.user).sub }, { errors: 1 })
          .lean<Pick<BulkJobDoc, 'errors'>>();
        const rows = [...(job?.errors ?? [])].sort((a, b) => a.line - b.line).filter((e) => e.line > from);
        return linePage(rows.slice(0, size + 1), size, (e) => e);
      },
      results: async (parent, args, ctx) => {
        const size = pageSize(args.first);
        // The raw collection: a bulk row's jobId and line are not fields of the analysis schema, so a mongoose
        // query (strict) would drop them from the filter.
        const docs = (await analyses.collection
          .find(
            { userId: requireUser(ctx.user).sub, jobId: String(parent.id), line: { $gt: afterLine(args.after) } },
            { projection: { ...SERVED_FIELDS, line: 1 } },
          )
          .sort({ line: 1 })
          .limit(size + 1)
          .toArray()) as unknown as Array<CompactAnalysisDoc & { line: number }>;
        return linePage(docs, size, (doc) => deps.serve(doc) as never);
      },
    },
  };
}
