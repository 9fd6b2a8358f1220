import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, stopChild } from '@realty/system-launcher';
import { testServiceEnv } from '@realty/system-launcher/testing';
import { startAuth } from '../../services/auth/src/server.ts';
import { loadEnv as authEnv } from '../../services/auth/src/env.ts';
import { api, uniqueEmail } from './helpers.ts';

/**
 * Limits shared by replicas: two gateway processes, each in front of its own auth instance (two instances on one
 * store), enforce one API key's per-minute limit and one person's sign-in attempts together. Gateway A talks to
 * auth 1 and gateway B to auth 2, so a count kept by any one process would let each side allow the whole limit.
 */
const LOGIN_LIMIT = 4;
const auths: Array<{ url: string; stop: () => Promise<void> }> = [];
const gateways: ChildProcess[] = [];
const urls: string[] = [];

async function startGateway(authUrl: string): Promise<string> {
  const port = await freePort();
  const subgraphs = Object.fromEntries(
    ['AUTH', 'BILLING', 'ANALYSIS', 'INVOICE', 'RENTAL', 'ADMIN'].map((name) => [`${name}_URL`, authUrl]),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/index.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      ...subgraphs,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  gateways.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('gateway was not ready in time');
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  // One environment for both auth instances: the same database (DB_SUFFIX) and JWT secret, as replicas have.
  const env = authEnv(testServiceEnv({ LOGIN_MAX_ATTEMPTS: String(LOGIN_LIMIT), REGISTER_MAX_PER_ADDRESS: '100' }));
  auths.push(await startAuth(env), await startAuth(env));
  urls.push(...(await Promise.all(auths.map((auth) => startGateway(auth.url)))));
}, 240_000);
afterAll(async () => {
  await Promise.all(gateways.map((child) => stopChild(child)));
  for (const auth of auths) await auth.stop();
});

async function graphql(base: string, bearer: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

async function keyWithLimit(perMinute: number): Promise<string> {
  const signUp = await api(urls[0]!)('POST', '/api/auth/register', {
    json: { firstName: 'Two', lastName: 'Gates', email: uniqueEmail('twogw'), password: 'secret123' },
  });
  expect(signUp.status).toBe(201);
  const CREATE = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }';
  const created = await graphql(urls[1]!, signUp.body.token, CREATE, {
    input: { name: 'shared', scope: 'READ', rateLimitPerMinute: perMinute },
  });
  expect(created.body.errors).toBeUndefined();
  return created.body.data.createApiKey.key as string;
}

const ME = '{ me { email } }';

describe('two gateways, two auth instances, one store', () => {
  it("enforce one API key's per-minute limit together: N requests over both succeed, the N+1st is 429 on either", async () => {
    const N = 6;
    const key = await keyWithLimit(N);
    // Alternating gateways, all at once.
    const within = await Promise.all(Array.from({ length: N }, (_, i) => graphql(urls[i % 2]!, key, ME)));
    const next = await Promise.all(urls.map((url) => graphql(url, key, ME)));
    const rest = await Promise.all(
      urls.map((url) => fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${key}` } })),
    );
    console.log(
      'API key, limit %d: within the limit %j; the next request on gateway A and B %j (Retry-After %j); REST %j',
      N,
      within.map((r) => r.status),
      next.map((r) => r.status),
      next.map((r) => r.retryAfter),
      rest.map((r) => r.status),
    );
    expect(within.map((r) => r.status)).toEqual(Array(N).fill(200));
    for (const limited of next) {
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
      expect(limited.body.errors[0]).toEqual({
        message: `Rate limit of ${N} requests per minute reached for this API key`,
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Number(limited.retryAfter) },
      });
    }
    expect(rest.map((r) => r.status)).toEqual([429, 429]);
  }, 60_000);

  it('count exactly under a parallel burst split over both gateways', async () => {
    const key = await keyWithLimit(10);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => graphql(urls[i % 2]!, key, ME)));
    const statuses = burst.map((r) => r.status);
    console.log(
      'API key, limit 10, 30 parallel requests over two gateways: %d answered 200, %d answered 429',
      statuses.filter((s) => s === 200).length,
      statuses.filter((s) => s === 429).length,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  }, 60_000);

  it("count one person's sign-in attempts together across the two auth instances", async () => {
    const email = uniqueEmail('guess');
    expect(
      (
        await api(urls[0]!)('POST', '/api/auth/register', {
          json: { firstName: 'Gu', lastName: 'Ess', email, password: 'secret123' },
        })
      ).status,
    ).toBe(201);
    const attempt = (i: number, password: string) =>
      api(urls[i % 2]!)('POST', '/api/auth/login', { json: { email, password } });
    const guesses = await Promise.all(Array.from({ length: 3 * LOGIN_LIMIT }, (_, i) => attempt(i, `wrong-${i}`)));
    const statuses = guesses.map((r) => r.status);
    console.log(
      'sign-in, limit %d, %d parallel wrong passwords over two gateways and auths: %j',
      LOGIN_LIMIT,
      3 * LOGIN_LIMIT,
      statuses,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LOGIN_LIMIT);
    // The right password is refused too until the window ends, on either side.
    for (const i of [0, 1]) {
      const limited = await attempt(i, 'secret123');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
  }, 60_000);
});
