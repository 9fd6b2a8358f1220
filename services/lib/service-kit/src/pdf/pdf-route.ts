import type { Request, Response } from 'express';
import { bearerToken, verifyToken, type AuthClaims } from '../auth.ts';
import type { TokenRevocations } from '../token-revocations.ts';
import type { Logger } from '../logger.ts';
import { isDependencyOutage } from '../dependency-outage.ts';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '@realty/proto-schemas';

/** A report route's refusal, answered as `{ message }` with its status (the gateway passes both through). */
export class ReportRouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The signed-in caller of a plain HTTP route, checked as the GraphQL context checks it (signature, expiry, revocation).
 */
export function reportCaller(req: Request, secret: string, revocations: TokenRevocations): AuthClaims {
  const token = bearerToken(req.headers.authorization);
  const claims = token ? verifyToken(token, secret) : null;
  if (!claims || !revocations.allows(claims)) throw new ReportRouteError(401, 'Authentication required');
  return claims;
}

/** A file name safe in a Content-Disposition header. */
export function reportFileName(stem: string): string {
  const slug = stem
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'report'}.pdf`;
}

/**
 * A GET route answering a PDF: the handler renders it or throws a ReportRouteError. Reports are private
 * (no-store) and never indexed; a shared report is reached without sign-in, so noindex is on every answer.
 */
export function pdfRoute(log: Logger, handler: (req: Request) => Promise<{ pdf: Buffer; fileName: string }>) {
  return async (req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-robots-tag', 'noindex, nofollow');
    try {
      const { pdf, fileName } = await handler(req);
      res.status(200).type('application/pdf').setHeader('content-disposition', `attachment; filename="${fileName}"`);
      res.setHeader('content-length', String(pdf.length));
      res.end(pdf);
    } catch (err) {
      if (err instanceof ReportRouteError) {
        res.status(err.status).json({ message: err.message });
        return;
      }
      if (isDependencyOutage(err)) {
        res.status(503).setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        res.json({ message: SERVICE_UNAVAILABLE_MESSAGE, retryAfterSeconds: RETRY_AFTER_SECONDS });
        return;
      }
      log.error('report failed', { err });
      res.status(500).json({ message: 'Internal server error' });
    }
  };
}
