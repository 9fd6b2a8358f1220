import express, { type Request, type Response } from 'express';
import { HttpError } from './execute.ts';

/** The REST bodies are small forms; 1 MB leaves room for a long pasted invoice. */
const parseJson = express.json({ limit: '1mb' });

/** body-parser's error types, each with the answer the client gets. */
const BODY_ERRORS: Record<string, () => HttpError> = {
  'entity.too.large': () => new HttpError(413, 'Request body too large'),
  'entity.parse.failed': () => new HttpError(400, 'Malformed JSON body'),
  'charset.unsupported': () => new HttpError(400, 'Malformed JSON body: send it as UTF-8'),
  'encoding.unsupported': () => new HttpError(400, 'Malformed JSON body: unsupported content encoding'),
  'request.aborted': () => new HttpError(400, 'The request body was cut off'),
  'request.size.invalid': () => new HttpError(400, 'The request body was cut off'),
  'stream.encoding.set': () => new HttpError(400, 'Malformed request body'),
};

/** Maps any failure while reading a body to a 4xx HttpError (a stream error is the client's, never ours). */
export function bodyReadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const type = typeof err === 'object' && err !== null && 'type' in err ? String((err as { type: unknown }).type) : '';
  return BODY_ERRORS[type]?.() ?? new HttpError(400, 'Malformed request body');
}

/**
 * Reads a JSON body and insists on an object (`null`, numbers, strings and arrays are refused).
 * A request without a JSON body reads as `{}`, so the schema names the missing fields.
 */
export async function readJsonObject(req: Request, res: Response): Promise<Record<string, unknown>> {
  await new Promise<void>((resolve, reject) => {
    parseJson(req, res, (err?: unknown) => (err ? reject(bodyReadError(err)) : resolve()));
  });
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}
