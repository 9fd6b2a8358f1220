import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Logger } from './logger.ts';

/**
 * The largest body the direct path reads. Every service's configured limit is larger (256 kB by default), so a
 * body the direct path takes is never one Express's JSON parser would refuse as too large; bigger ones go to Express.
 */
export const DIRECT_BODY_MAX_BYTES = 64 * 1024;

/** What a subgraph answers, on either path, for a body it cannot read and for a failure of its own. */
export const HTTP_FAILURE = { malformed: 'Malformed request', tooLarge: 'Request body too large', internal: 'Internal server error' } as const;

/** The content types express.json() decodes as plain UTF-8 (other charsets and encodings go through it). */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-?8"?\s*)?$/i;

/** body-parser's strict mode: a JSON body is an object or an array; its first non-blank character says which. */
const FIRST_CHAR = /^[ \t\n\r]*(.)/;

/**
 * Whether a request is the call the gateway makes to a subgraph: POST /graphql with a plain JSON body of a stated,
 * small length. Only those take the direct path; anything else (other paths and methods, chunked or compressed
 * bodies, other charsets, a query string) goes through Express as before.
 */
export function isPlainGraphQLPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  const type = req.headers['content-type'];
  const length = Number(req.headers['content-length']);
  return (
    type !== undefined &&
    PLAIN_JSON.test(type) &&
    req.headers['content-encoding'] === undefined &&
    req.headers['transfer-encoding'] === undefined &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= DIRECT_BODY_MAX_BYTES
  );
}

/** The JSON of a body as express.json() (strict) reads it, or undefined where it answers 400. */
function parseStrictJson(text: string): { body: unknown } | undefined {
  // iconv's UTF-8 decoder, which body-parser reads through, drops a byte order mark.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = FIRST_CHAR.exec(json)?.[1];
  if (first !== '{' && first !== '[') return undefined;
  try {
    return { body: JSON.parse(json) as unknown };
  } catch {
    return undefined;
  }
}

function answerJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Answers a plain GraphQL POST (isPlainGraphQLPost) with Apollo Server directly, as the Express route answers it
 * (express.json() then the Express integration) but without Express's router, body-parser's type and charset
 * machinery and res.send's ETag, which cost a subgraph a large share of its CPU per call. The body is read and
 * parsed as express.json() would (strict, UTF-8); where it would refuse the body the answer is the service's
 * own 400 for it, and an unexpected failure is logged and answered 500 like the app's error handler does.
 */
export function graphqlPostHandler<C extends BaseContext>(server: ApolloServer<C>, context: (req: IncomingMessage) => Promise<C>, log: Logger) {
  const answer = async (req: IncomingMessage, res: ServerResponse, text: string): Promise<void> => {
    const parsed = parseStrictJson(text);
    if (!parsed) return answerJson(res, 400, { message: HTTP_FAILURE.malformed });
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: '', body: parsed.body },
      context: () => context(req),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status || 200;
    if (response.body.kind === 'complete') {
      if (!res.hasHeader('content-type')) res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(response.body.string));
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A request cut off mid-body has no one left to answer.
    req.on('error', () => undefined);
    // Bound to the caller's context: the stream's events run in the socket's, where the request id (and with it
    // every log line's) is not set.
    req.on('end', AsyncResource.bind(() => {
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      answer(req, res, text).catch((err: unknown) => {
        log.error('request failed', { err });
        if (res.headersSent) res.destroy();
        else answerJson(res, 500, { message: HTTP_FAILURE.internal });
      });
    }));
  };
}
