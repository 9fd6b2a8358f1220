import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_BODY_MAX_BYTES, graphqlPostHandler, isPlainGraphQLPost } from './graphql-post.ts';
import { createLogger } from './logger.ts';
import { currentRequestId, requestIdMiddleware, withRequestId } from './request-context.ts';
import { appErrorHandler } from './service.ts';

const log = createLogger('kit-test', 'error');
const server = new ApolloServer<{ caller: string }>({
  typeDefs: 'type Query { hello(name: String!): String  caller: String  boom: String  requestId: String }',
  resolvers: {
    Query: {
      hello: (_: unknown, { name }: { name: string }) => `hello ${name}`,
      caller: (_: unknown, __: unknown, ctx: { caller: string }) => ctx.caller,
      boom: () => {
        throw new Error('kaput');
      },
      // What every log line written while resolving is tagged with.
      requestId: () => currentRequestId() ?? null,
    },
  },
});
const context = async (req: http.IncomingMessage) => ({ caller: String(req.headers.authorization ?? 'nobody') });

/** The same server answered two ways: every request through Express, and plain GraphQL posts directly. */
const servers: http.Server[] = [];
let viaExpress = '';
let direct = '';
const directlyAnswered: string[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const s = http.createServer(handler);
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/graphql`;
}

beforeAll(async () => {
  await server.start();
  const app = express();
  app.use(requestIdMiddleware());
  app.use('/graphql', express.json({ limit: '256kb' }), expressMiddleware(server, { context: async ({ req }) => context(req) }));
  app.use(appErrorHandler(log));
  viaExpress = await listen(app);
  const answer = graphqlPostHandler(server, context, log);
  direct = await listen((req, res) => {
    if (!isPlainGraphQLPost(req)) return void app(req, res);
    directlyAnswered.push(req.url ?? '');
    withRequestId(req, res, () => answer(req, res));
  });
});
afterAll(async () => {
  for (const s of servers) s.close();
  await server.stop();
});

async function post(url: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

describe('the direct path for plain GraphQL posts', () => {
  const bodies: Array<[string, string | Buffer]> = [
    ['a query with variables', JSON.stringify({ query: 'query Hi($n: String!) { hello(name: $n) }', variables: { n: 'Ann' } })],
    ['a query reading the context', JSON.stringify({ query: '{ caller }' })],
    ['a resolver error', JSON.stringify({ query: '{ boom }' })],
    ['an invalid query', JSON.stringify({ query: '{ nope }' })],
    ['no query', '{}'],
    ['a batch', '[{"query":"{ caller }"}]'],
    ['a body with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ query: '{ caller }' }))])],
    ['cut-off JSON', '{"query": "{ caller }"'],
    ['JSON that is not an object', '"{ caller }"'],
    ['a number', '  42'],
  ];

  it.each(bodies)('answers %s exactly as the Express route does', async (_name, body) => {
    directlyAnswered.length = 0;
    const headers = { authorization: 'Bearer t' };
    const [expected, actual] = await Promise.all([post(viaExpress, body, headers), post(direct, body, headers)]);
    expect(directlyAnswered).toEqual(['/graphql']);
    expect(actual).toEqual(expected);
  });

  it('resolves inside the request id the caller sent, as through Express (log lines carry it)', async () => {
    const body = JSON.stringify({ query: '{ requestId }' });
    const [expected, actual] = await Promise.all([post(viaExpress, body, { 'x-request-id': 'req-via-express' }), post(direct, body, { 'x-request-id': 'req-direct' })]);
    expect(JSON.parse(expected.body)).toEqual({ data: { requestId: 'req-via-express' } });
    expect(JSON.parse(actual.body)).toEqual({ data: { requestId: 'req-direct' } });
  });

  it('takes only POST /graphql with a small plain JSON body of a stated length', () => {
    const req = (method: string, url: string, headers: http.IncomingHttpHeaders) => ({ method, url, headers }) as http.IncomingMessage;
    const plain = { 'content-type': 'application/json', 'content-length': '20' };
    expect(isPlainGraphQLPost(req('POST', '/graphql', plain))).toBe(true);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { ...plain, 'content-type': 'application/json; charset=utf-8' }))).toBe(true);
    expect(isPlainGraphQLPost(req('GET', '/graphql', plain))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql?x=1', plain))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/webhooks/stripe', plain))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { ...plain, 'content-type': 'application/json; charset=latin1' }))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { ...plain, 'content-type': 'text/plain' }))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { ...plain, 'content-encoding': 'gzip' }))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { ...plain, 'content-length': '0' }))).toBe(false);
    expect(isPlainGraphQLPost(req('POST', '/graphql', { ...plain, 'content-length': String(DIRECT_BODY_MAX_BYTES + 1) }))).toBe(false);
  });

  it('leaves a body too large for the direct path to Express, which refuses it past its limit', async () => {
    directlyAnswered.length = 0;
    const big = JSON.stringify({ query: '{ caller }', padding: 'x'.repeat(300 * 1024) });
    const answer = await post(direct, big);
    expect(directlyAnswered).toEqual([]);
    expect(answer).toEqual({ status: 413, type: 'application/json; charset=utf-8', body: '{"message":"Request body too large"}' });
  });
});
