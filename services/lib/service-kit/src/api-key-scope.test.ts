import { ApolloServer } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import { apiKeyScopePlugin } from './api-key-scope.ts';
import { createLogger } from './logger.ts';
import type { AuthClaims } from './auth.ts';
import type { RequestContext } from './service.ts';

const server = new ApolloServer<RequestContext>({
  typeDefs: `type Query { me: String }
    type Mutation { analyzeProperty: String auditInvoice: String createApiKey: String changePassword: String }`,
  resolvers: {
    Query: { me: () => 'me' },
    Mutation: {
      analyzeProperty: () => 'ran',
      auditInvoice: () => 'ran',
      createApiKey: () => 'made',
      changePassword: () => 'changed',
    },
  },
  plugins: [apiKeyScopePlugin()],
});
await server.start();

const user = (scope?: 'READ' | 'ANALYZE'): AuthClaims => ({
  sub: 'u1',
  email: 'a@example.com',
  role: 'user',
  ver: 0,
  ...(scope ? { scope } : {}),
});
async function run(query: string, claims: AuthClaims) {
  const res = await server.executeOperation(
    { query },
    { contextValue: { user: claims, log: createLogger('test', 'error'), clientIp: '127.0.0.1' } },
  );
  if (res.body.kind !== 'single') throw new Error('expected a single result');
  return { ...res.body.singleResult, status: res.http.status ?? 200 };
}

describe('the API key scope check', () => {
  it('lets a person (no scope) run anything', async () => {
    expect((await run('mutation { createApiKey changePassword }', user())).data).toEqual({
      createApiKey: 'made',
      changePassword: 'changed',
    });
  });

  it('lets a READ key query but run no mutation at all', async () => {
    expect((await run('{ me }', user('READ'))).data).toEqual({ me: 'me' });
    const refused = await run('mutation { analyzeProperty }', user('READ'));
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This API key is read-only: it cannot run mutations',
      extensions: { code: 'FORBIDDEN' },
    });
    // Answered as a GraphQL error with 200, not 500: the gateway would read a 500 as the service being down.
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]?.extensions).not.toHaveProperty('http');
  });

  it('lets an ANALYZE key run the tools only, refusing the whole operation when one field is not a tool', async () => {
    expect((await run('mutation { analyzeProperty auditInvoice }', user('ANALYZE'))).data).toEqual({
      analyzeProperty: 'ran',
      auditInvoice: 'ran',
    });
    const mixed = await run('mutation { analyzeProperty createApiKey }', user('ANALYZE'));
    expect(mixed.data).toBeUndefined();
    expect(mixed.errors?.[0]).toMatchObject({
      message: 'API keys cannot run createApiKey; sign in to do that',
      extensions: { code: 'FORBIDDEN' },
    });
    const spread = await run('mutation { ... on Mutation { changePassword } }', user('ANALYZE'));
    expect(spread.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
