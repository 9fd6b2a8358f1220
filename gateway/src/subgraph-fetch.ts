import http from 'node:http';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';

type Fetcher = NonNullable<NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher']>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;
type FetcherHeaders = FetcherResponse['headers'];

/** A response's headers, read-only in practice (the data source only reads content-type and cache-control). */
class ResponseHeaders implements FetcherHeaders {
  private readonly map = new Map<string, string>();

  constructor(raw: http.IncomingHttpHeaders = {}) {
    for (const [name, value] of Object.entries(raw)) {
      if (value !== undefined) this.map.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const old = this.map.get(key);
    this.map.set(key, old === undefined ? value : `${old}, ${value}`);
  }
  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }
  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), value);
  }
  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  keys(): IterableIterator<string> {
    return this.map.keys();
  }
  values(): IterableIterator<string> {
    return this.map.values();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
}

/** A subgraph's answer, read whole before it is handed on (GraphQL answers are one JSON document). */
class BufferedResponse implements FetcherResponse {
  readonly redirected = false;
  bodyUsed = false;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly headers: ResponseHeaders,
    private readonly body: Buffer,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.body.toString('utf8');
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
  async arrayBuffer(): Promise<ArrayBuffer> {
    this.bodyUsed = true;
    return new Uint8Array(this.body).buffer;
  }
  clone(): FetcherResponse {
    return new BufferedResponse(this.url, this.status, this.statusText, this.headers, this.body);
  }
}

/**
 * An idle connection the subgraph closed as it was reused: the request never reached it, so it is sent again once.
 * (A connection that breaks after the answer began fails the answer, not the request: it is never sent again.)
 */
const isStaleConnection = (req: http.ClientRequest, err: NodeJS.ErrnoException) =>
  req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');

/**
 * As long as a subgraph connection may stay silent mid-call (Node's fetch allowed 300 s for headers and for the body).
 */
export const SUBGRAPH_IDLE_TIMEOUT_MS = 300_000;

/** A subgraph call: what the data source's fetcher is given, with plain header objects. */
export interface SubgraphRequest {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string;
  signal?: AbortSignal;
}

/** A subgraph's answer read whole (GraphQL answers are one JSON document), with Node's own header object. */
export interface SubgraphAnswer {
  status: number;
  statusMessage: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type SubgraphSender = (url: string, request: SubgraphRequest) => Promise<SubgraphAnswer>;

/**
 * Subgraph calls over node:http with a keep-alive agent: one pooled connection per concurrent call to each subgraph,
 * reused across requests. Node's fetch cost the gateway about 15% of its profile per request in WHATWG stream and
 * promise machinery; this reads the answer into one buffer. Idle connections are dropped a second before the
 * subgraph's announced keep-alive timeout (the agent's `timeout` must be set for that hint to apply).
 */
export function subgraphSender(
  agent = new http.Agent({ keepAlive: true, timeout: 60_000, scheduling: 'lifo' }),
  idleTimeoutMs = SUBGRAPH_IDLE_TIMEOUT_MS,
): SubgraphSender {
  const send = (url: string, init: SubgraphRequest, retried: boolean): Promise<SubgraphAnswer> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method: init.method ?? 'GET', headers: init.headers, agent, signal: init.signal },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              statusMessage: res.statusMessage ?? '',
              headers: res.headers,
              body,
            });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(idleTimeoutMs, () =>
        req.destroy(Object.assign(new Error(`subgraph silent for ${idleTimeoutMs} ms`), { code: 'ETIMEDOUT' })),
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (!retried && isStaleConnection(req, err)) resolve(send(url, init, true));
        else reject(err);
      });
      req.end(init.body);
    });
  return (url, init) => send(url, init, false);
}

/** The data source's fetcher over `send` (the data source hands it plain header objects and a string body). */
export function fetcherOver(send: SubgraphSender): Fetcher {
  return async (url, init = {}) => {
    const answer = await send(url, {
      method: init.method,
      headers: init.headers as http.OutgoingHttpHeaders | undefined,
      body: init.body as string | undefined,
      signal: init.signal as AbortSignal | undefined,
    });
    return new BufferedResponse(
      url,
      answer.status,
      answer.statusMessage,
      new ResponseHeaders(answer.headers),
      answer.body,
    );
  };
}

/** A fetcher with its own keep-alive pool (see subgraphSender). */
export function subgraphFetcher(agent?: http.Agent, idleTimeoutMs?: number): Fetcher {
  return fetcherOver(subgraphSender(agent, idleTimeoutMs));
}
