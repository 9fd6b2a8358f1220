import { Readable } from 'node:stream';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '@realty/proto-schemas';
import { currentRequestId, REQUEST_ID_HEADER } from '@realty/service-kit';
import type { GatewayContext } from '../graphql-server.ts';
import {
  answerFailure,
  contextFromRequest,
  executePartial,
  HttpError,
  httpErrorFrom,
  jsonRoute,
  operationRunner,
} from './execute.ts';
import type { PropertyAnalysisAnswer } from './answers.ts';
import { ShareDocument, SharedDocument, ShareStatusDocument, UnshareDocument } from './__generated__/graphql.ts';

/**
 * PDF reports and share links. A report is made by the service that owns its record; the facade only streams
 * it (the caller's Authorization goes along, so the owning service decides who may read it). Share links are
 * made and revoked through GraphQL like every other route; a shared analysis and its report need no sign-in
 * and are never indexed.
 */

/** Where the owning services answer their reports (their subgraph URLs; the report paths sit beside /graphql). */
export interface ReportUpstreams {
  analysisUrl: string;
  invoiceUrl: string;
}

/** Headers of the owning service's answer that reach the client. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-robots-tag',
  'retry-after',
];

/** The product's own address as the caller reached it (proxies' forwarded protocol believed only from trusted ones). */
export function publicOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Streams a GET of the owning service's report path back to the client, status and body as they are. */
function streamFrom(base: () => string, path: (req: Request) => string, forwardAuthorization: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    let upstream: globalThis.Response;
    try {
      const headers: Record<string, string> = {};
      const requestId = currentRequestId();
      if (requestId) headers[REQUEST_ID_HEADER] = requestId;
      if (forwardAuthorization && req.headers.authorization) headers.authorization = req.headers.authorization;
      upstream = await fetch(new URL(path(req), base()), { headers });
    } catch {
      answerFailure(
        res,
        next,
        new HttpError(503, SERVICE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: RETRY_AFTER_SECONDS }),
      );
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!upstream.body) {
      res.end();
      return;
    }
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream)
      .on('error', (err) => res.destroy(err))
      .pipe(res);
  };
}

const noUpstream = (): string => {
  throw new HttpError(503, SERVICE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: RETRY_AFTER_SECONDS });
};

export function reportRouter(server: ApolloServer<GatewayContext>, upstreams: ReportUpstreams | null): Router {
  const router = express.Router();
  const run = operationRunner(server);
  const analysisUrl = () => upstreams?.analysisUrl ?? noUpstream();
  const invoiceUrl = () => upstreams?.invoiceUrl ?? noUpstream();
  const id = (req: Request) => encodeURIComponent(String(req.params.id));
  const token = (req: Request) => encodeURIComponent(String(req.params.token));

  // A shared analysis is public by its token: nothing under /shared is for search engines.
  router.use('/shared', (_req, res, next) => {
    res.setHeader('x-robots-tag', 'noindex, nofollow');
    res.setHeader('cache-control', 'no-store');
    next();
  });

  router.get(
    '/property-analyses/:id/report.pdf',
    streamFrom(analysisUrl, (req) => `/reports/property-analyses/${id(req)}`, true),
  );
  router.get(
    '/invoice-audits/:id/report.pdf',
    streamFrom(invoiceUrl, (req) => `/reports/invoice-audits/${id(req)}`, true),
  );
  // The token is the only credential here; the caller's own Authorization is not sent, so a signed-in visitor reads
  // exactly what a signed-out one does.
  router.get(
    '/shared/:token/report.pdf',
    streamFrom(analysisUrl, (req) => `/reports/shared/${token(req)}`, false),
  );

  router.post(
    '/property-analyses/:id/share',
    jsonRoute(async (req, res) => {
      const link = (await run(req, ShareDocument, { id: String(req.params.id) })).createAnalysisShareLink;
      res.status(201);
      return { url: `${publicOrigin(req)}${link.path}`, expiresAt: link.expiresAt };
    }),
  );
  router.get(
    '/property-analyses/:id/share',
    jsonRoute(async (req) => (await run(req, ShareStatusDocument, { id: String(req.params.id) })).analysisShareStatus),
  );
  router.delete(
    '/property-analyses/:id/share',
    jsonRoute(async (req) => ({
      revoked: (await run(req, UnshareDocument, { id: String(req.params.id) })).revokeAnalysisShareLink,
    })),
  );

  router.get(
    '/shared/:token',
    jsonRoute(async (req): Promise<PropertyAnalysisAnswer & { shareExpiresAt: string }> => {
      // Run without the caller's credentials, as the signed-out visitor the link is for.
      const context = { ...contextFromRequest(req), authorization: undefined };
      const { data, errors } = await executePartial(server, context, SharedDocument, {
        token: String(req.params.token),
      });
      if (errors.length || !data) throw httpErrorFrom(errors[0] ?? { message: 'Internal server error' });
      return { ...data.sharedPropertyAnalysis.analysis, shareExpiresAt: data.sharedPropertyAnalysis.expiresAt };
    }),
  );
  return router;
}
