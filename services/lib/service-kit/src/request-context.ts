import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * One request id per client request, carried from the gateway to every subgraph call in the
 * X-Request-Id header and into every log line written while the request is handled (through
 * AsyncLocalStorage, so no code has to pass it along). A client may send its own id to correlate.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The caller's id when it is a sane token, otherwise a fresh one (a header never reaches logs unchecked). */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && VALID_ID.test(value) ? value : randomUUID();
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `handle` (the rest of the request) inside the request's id, and answers the id in the response header. */
export function withRequestId(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  storage.run({ requestId }, handle);
}

/** Runs the rest of the request inside its id, and answers the id in the response header. */
export function requestIdMiddleware() {
  return (req: Request, res: Response, next: NextFunction) => withRequestId(req, res, next);
}
