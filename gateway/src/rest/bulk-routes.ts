import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../graphql-server.ts';
import { answerFailure, HttpError, jsonRoute, operationRunner } from './execute.ts';
import {
  BulkAnalyzeDocument,
  BulkErrorsDocument,
  BulkJobDocument,
  BulkResultsDocument,
  CancelBulkDocument,
  StartBulkDocument,
} from './__generated__/graphql.ts';
import { readMultipart } from './multipart.ts';
import { decodeTextFile, isMultipart } from './text-file.ts';
import type { BulkJobAnswer, BulkUploadAnswer } from './answers.ts';
import type { ProgressFeed } from './bulk-progress-feed.ts';
import { eventStreamSink, streamBulkProgress } from './bulk-progress-stream.ts';

// Bulk uploads. POST /api/bulk-upload keeps the spec's one answer ({ processed, failed, skipped, reason,
// errors }) when the client waits for it; with ?mode=job (or `Prefer: respond-async`) it answers 202 at once
// with a job, whose progress streams from GET /api/bulk-jobs/:id/events as server-sent events.

/** A 10,000-row CSV is well under 5 MB. */
export const MAX_BULK_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A client asks for a job (and an answer at once) with ?mode=job or the standard Prefer header. */
function wantsJob(req: Request): boolean {
  return req.query.mode === 'job' || /respond-async/i.test(String(req.headers.prefer ?? ''));
}

/** The job an operation found, or 404: the job is missing or another user's. */
function found<J>(job: J | null | undefined): J {
  if (!job) throw new HttpError(404, 'Bulk job not found');
  return job;
}

function pageArgs(req: Request): { first?: number; after?: string } {
  const first = req.query.first === undefined ? undefined : Number(req.query.first);
  if (first !== undefined && !Number.isInteger(first))
    throw new HttpError(400, 'first must be a whole number', { errors: { first: 'first must be a whole number' } });
  return { first, after: typeof req.query.after === 'string' ? req.query.after : undefined };
}

export function bulkRouter(server: ApolloServer<GatewayContext>, feed: ProgressFeed): Router {
  const router = express.Router();
  const run = operationRunner(server);
  const route = jsonRoute;
  const job = async (req: Request): Promise<BulkJobAnswer> =>
    found((await run(req, BulkJobDocument, { id: String(req.params.id) })).bulkJob);
  const page = (req: Request) => ({ id: String(req.params.id), ...pageArgs(req) });

  router.post(
    '/bulk-upload',
    route(async (req, res): Promise<BulkUploadAnswer | BulkJobAnswer> => {
      if (!isMultipart(req)) throw new HttpError(400, 'Send the CSV as multipart/form-data in the field "file"');
      const { fields, files } = await readMultipart(req, MAX_BULK_UPLOAD_BYTES);
      if (fields.type && fields.type !== 'property')
        throw new HttpError(400, 'Only type "property" is supported', {
          errors: { type: 'Only type "property" is supported' },
        });
      const file = files.find((f) => f.field === 'file');
      if (!file || file.bytes.length === 0)
        throw new HttpError(400, 'Please select a CSV file first.', { errors: { file: 'A CSV file is required' } });
      const csv = decodeTextFile(file.bytes);
      if (!wantsJob(req)) return (await run(req, BulkAnalyzeDocument, { csv })).bulkAnalyzeProperties;
      const started = (await run(req, StartBulkDocument, { csv, fileName: file.filename ?? null })).startBulkAnalysis;
      res.status(202).location(`/api/bulk-jobs/${started.id}`);
      return started;
    }),
  );

  router.get('/bulk-jobs/:id', route(job));

  router.post(
    '/bulk-jobs/:id/cancel',
    route(
      async (req): Promise<BulkJobAnswer> =>
        (await run(req, CancelBulkDocument, { id: String(req.params.id) })).cancelBulkJob,
    ),
  );

  router.get(
    '/bulk-jobs/:id/results',
    route(async (req) => found((await run(req, BulkResultsDocument, page(req))).bulkJob).results),
  );

  router.get(
    '/bulk-jobs/:id/errors',
    route(async (req) => found((await run(req, BulkErrorsDocument, page(req))).bulkJob).errors),
  );

  // Server-sent events: the job's state at connect, then each move analysis announces, then one `done` at its end.
  router.get('/bulk-jobs/:id/events', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const close = await streamBulkProgress({
        jobId: String(req.params.id),
        feed,
        read: () => job(req),
        open: () => {
          res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            connection: 'keep-alive',
            'x-accel-buffering': 'no',
          });
          return eventStreamSink(res);
        },
      });
      // The client went away (also while the state was being read): stop following the job.
      if (res.destroyed) close();
      else res.on('close', close);
    } catch (err) {
      answerFailure(res, next, err);
    }
  });

  return router;
}
