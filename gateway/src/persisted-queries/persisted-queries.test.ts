import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@realty/service-kit';
import { createGraphQLServer } from '../graphql-server.ts';
import { gatewayEnvSchema } from '../env.ts';

// Subgraphs are never reached: the operations below are answered by the gateway itself.
const env = gatewayEnvSchema.parse({
  AUTH_URL: 'http://127.0.0.1:9/graphql',
  BILLING_URL: 'http://127.0.0.1:9/graphql',
  ANALYSIS_URL: 'http://127.0.0.1:9/graphql',
  INVOICE_URL: 'http://127.0.0.1:9/graphql',
  RENTAL_URL: 'http://127.0.0.1:9/graphql',
  ADMIN_URL: 'http://127.0.0.1:9/graphql',
});
const server = createGraphQLServer(env, createLogger('gateway-test', 'error'));
const context = { clientIp: '127.0.0.1' };

beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function run(request: { query?: string; hash: string }) {
  const answer = await server.executeOperation(
    {
      ...(request.query ? { query: request.query } : {}),
      extensions: { persistedQuery: { version: 1, sha256Hash: request.hash } },
    },
    { contextValue: context },
  );
  if (answer.body.kind !== 'single') throw new Error('expected a single result');
  return { status: answer.http.status, ...answer.body.singleResult };
}

describe('automatic persisted queries', () => {
  it('a hash the gateway has not seen answers PersistedQueryNotFound; hash plus text registers it; then the hash alone runs it', async () => {
    const query = 'query PersistedProbe { __typename }';
    const hash = sha256(query);
    const unknown = await run({ hash });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const registered = await run({ hash, query });
    expect(registered.errors).toBeUndefined();
    expect(registered.data).toEqual({ __typename: 'Query' });
    const byHash = await run({ hash });
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toEqual({ __typename: 'Query' });
  });

  it('a text that does not match its hash is refused and not stored', async () => {
    const wrong = await run({ hash: sha256('{ somethingElse }'), query: '{ __typename }' });
    expect(wrong.errors?.[0]?.message).toMatch(/provided sha does not match query/i);
    const stillUnknown = await run({ hash: sha256('{ somethingElse }') });
    expect(stillUnknown.errors?.[0]?.extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_FOUND' });
  });
});
