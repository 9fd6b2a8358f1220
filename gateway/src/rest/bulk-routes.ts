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

// Bulk uploads. POST /api/bulk-upload keeps the spec's one answer ({ processed, failed, skipped, reason,
// errors }) when the client waits for it; with ?mode=job (or `Prefer: respond-async`) it answers 202 at once
// with a job, whose progress streams from GET /api/bulk-jobs/:id/events as server-sent events.

/** A 10,000-row CSV is well under 5 MB. */
export const MAX_BULK_UPLOAD_BYTES = 5 * 1024 * 1024;

/** How often the progress stream looks at its job; the job's store is the one source of its state. */
const STREAM_POLL_MS = 400;
/** A comment line this often keeps proxies from closing a quiet stream. */
const STREAM_HEARTBEAT_MS = 15_000;

const TERMINAL = new Set(['COMPLETED', 'CANCELLED', 'FAILED']);

/** A client asks for a job (and an answer at once) with ?mode=job or the standard Prefer header. */
function wantsJob(req: Request): boolean {
  return req.query.mode === 'job' || /respond-async/i.test(String(req.headers.prefer ?? ''));
}

function pageArgs(req: Request): { first?: number; after?: string } {
  const first = req.query.first === undefined ? undefined : Number(req.query.first);
  if (first !== undefined && !Number.isInteger(first))
    throw new HttpError(400, 'first must be a whole number', { errors: { first: 'first must be a whole number' } });
  return { first, after: typeof req.query.after === 'string' ? req.query.after : undefined };
}

export function bulkRouter(server: ApolloServer<GatewayContext>): Router {
  const router = express.Router();
  const run = operationRunner(server);
  const route = jsonRoute;
  const job = async (req: Request): Promise<BulkJobAnswer> => {
    const data = await run(req, BulkJobDocument, { id: String(req.params.id) });
    if (!data.bulkJob) throw new HttpError(404, 'Bulk job not found');
    return data.bulkJob;
  };

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
    route(async (req) => {
      const data = await run(req, BulkResultsDocument, { id: String(req.params.id), ...pageArgs(req) });
      if (!data.bulkJob) throw new HttpError(404, 'Bulk job not found');
      return data.bulkJob.results;
    }),
  );

  router.get(
    '/bulk-jobs/:id/errors',
    route(async (req) => {
      const data = await run(req, BulkErrorsDocument, { id: String(req.params.id), ...pageArgs(req) });
      if (!data.bulkJob) throw new HttpError(404, 'Bulk job not found');
      return data.bulkJob.errors;
    }),
  );

  // Server-sent events: `progress` whenever the job's figures change, then one `done` when it ends.
  router.get('/bulk-jobs/:id/events', async (req: Request, res: Response, next: NextFunction) => {
    let current: BulkJobAnswer;
    try {
      current = await job(req);
    } catch (err) {
      answerFailure(res, next, err);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let closed = false;
    req.on('close', () => {
      closed = true;
    });
    let last = '';
    let lastWrite = Date.now();
    while (!closed) {
      const data = JSON.stringify(current);
      if (data !== last) {
        res.write(`event: progress\ndata: ${data}\n\n`);
        last = data;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite > STREAM_HEARTBEAT_MS) {
        res.write(': still running\n\n');
        lastWrite = Date.now();
      }
      if (TERMINAL.has(current.status)) {
        res.write(`event: done\ndata: ${data}\n\n`);
        break;
      }
      await new Promise((r) => setTimeout(r, STREAM_POLL_MS));
      try {
        current = await job(req);
      } catch (err) {
        res.write(
          `event: error\ndata: ${JSON.stringify({ message: err instanceof Error ? err.message : 'The job could not be read' })}\n\n`,
        );
        break;
      }
    }
    res.end();
  });

  return router;
}
