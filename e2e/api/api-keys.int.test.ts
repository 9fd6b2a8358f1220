import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSystem } from '@realty/system-launcher';
import { api, startTestSystem, uniqueEmail } from './helpers.ts';

let system: RunningSystem & { dbSuffix: string };
let call: ReturnType<typeof api>;

beforeAll(async () => {
  system = await startTestSystem();
  call = api(system.url);
}, 180_000);
afterAll(async () => {
  await system?.stop();
});

async function graphql(bearer: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${system.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

const CREATE = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name scope prefix rateLimitPerMinute revokedAt } } }`;

async function person() {
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: 'Key', lastName: 'Maker', email: uniqueEmail('keys'), password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

async function createKey(token: string, input: Record<string, unknown>) {
  const res = await graphql(token, CREATE, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createApiKey as {
    key: string;
    apiKey: { id: string; prefix: string; scope: string; rateLimitPerMinute: number };
  };
}

describe('API keys', () => {
  it('an ANALYZE key runs GraphQL and REST as its owner, meters the owner, lists without its secret, and is refused once revoked', async () => {
    const token = await person();
    const { key, apiKey } = await createKey(token, { name: 'nightly import', scope: 'ANALYZE' });
    expect(key).toMatch(/^rlk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(apiKey).toMatchObject({ scope: 'ANALYZE', rateLimitPerMinute: 60 });

    const listed = await graphql(token, '{ myApiKeys { id name prefix lastUsedAt revokedAt } }');
    expect(listed.body.data.myApiKeys).toEqual([
      { id: apiKey.id, name: 'nightly import', prefix: apiKey.prefix, lastUsedAt: null, revokedAt: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const analyzed = await call('POST', '/api/analyze-property', {
      token: key,
      json: { address: '100 Congress Ave', zipCode: '78701' },
    });
    expect(analyzed.status).toBe(200);
    const me = await graphql(key, '{ me { role usageCount } }');
    expect(me.body.data.me).toEqual({ role: 'user', usageCount: 1 });
    const restMe = await call('GET', '/api/auth/me', { token: key });
    expect(restMe.status).toBe(200);
    expect(restMe.body.usageCount).toBe(1);

    const revoked = await graphql(token, 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }', {
      id: apiKey.id,
    });
    expect(revoked.body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    const after = await graphql(key, '{ me { email } }');
    expect(after.status).toBe(401);
    expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/auth/me', { token: key })).status).toBe(401);
  }, 60_000);

  it('scopes: a READ key runs queries only; no key can make keys, change passwords or pay', async () => {
    const token = await person();
    const read = await createKey(token, { name: 'dashboard', scope: 'READ' });
    expect((await graphql(read.key, '{ me { email } }')).body.data.me.email).toContain('@example.com');
    const refused = await call('POST', '/api/analyze-property', {
      token: read.key,
      json: { address: '100 Congress Ave', zipCode: '78701' },
    });
    expect(refused.status).toBe(403);

    const analyze = await createKey(token, { name: 'tools', scope: 'ANALYZE' });
    const minted = await graphql(analyze.key, CREATE, { input: { name: 'child', scope: 'READ' } });
    expect(minted.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const list = await graphql(analyze.key, '{ myApiKeys { id } }');
    expect(list.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const password = await graphql(
      analyze.key,
      'mutation { changePassword(input: { currentPassword: "secret123", newPassword: "another1" }) { token } }',
    );
    expect(password.body.errors[0].extensions.code).toBe('FORBIDDEN');
  }, 60_000);

  it('a key past its per-minute limit gets 429 with Retry-After, on /graphql and /api', async () => {
    const token = await person();
    const { key } = await createKey(token, { name: 'tight', scope: 'READ', rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await graphql(key, '{ me { email } }')).status).toBe(200);
    const limited = await graphql(key, '{ me { email } }');
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const rest = await call('GET', '/api/auth/me', { token: key });
    expect(rest.status).toBe(429);
    // The owner's own sign-in is not limited by the key.
    expect((await graphql(token, '{ me { email } }')).status).toBe(200);
  }, 60_000);

  it('rejects bad input and unknown keys', async () => {
    const token = await person();
    const bad = await graphql(token, CREATE, { input: { name: ' ', scope: 'READ', rateLimitPerMinute: 100000 } });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fields).toMatchObject({
      name: 'Give the key a name',
      rateLimitPerMinute: 'At most 600 requests per minute',
    });
    const forged = `rlk_000000000000_${'A'.repeat(43)}`;
    expect((await graphql(forged, '{ me { email } }')).status).toBe(401);
  }, 60_000);
});
