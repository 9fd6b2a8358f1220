import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, uniqueEmail } from './helpers.ts';
import { startInProcessSystem, type InProcessSystem } from './in-process-system.ts';

let system: InProcessSystem;
let call: ReturnType<typeof api>;
const sessionsEmail = uniqueEmail('sessions');
const spareEmail = uniqueEmail('spare');

const register = (email: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/auth/register', {
    json: { firstName: 'Ed', lastName: 'Ge', email, password: 'secret123' },
    headers,
  });

beforeAll(async () => {
  // The defaults that matter here: 10 failed sign-ins per window, 5 sign-ups per address and hour, no trusted proxies.
  system = await startInProcessSystem({ LOG_LEVEL: 'error', LOGIN_MAX_ATTEMPTS: '10', REGISTER_MAX_PER_ADDRESS: '5' });
  call = api(system.url);
  // Two of this address's five sign-ups, for the session and billing-outage tests.
  expect((await register(sessionsEmail)).status).toBe(201);
  expect((await register(spareEmail)).status).toBe(201);
}, 240_000);
afterAll(async () => {
  await system?.stop();
});

describe('security findings', () => {
  it('rotating X-Forwarded-For does not reset the sign-in limit (the address comes from the socket)', async () => {
    const email = uniqueEmail('xff');
    expect((await register(email)).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/api/auth/login', {
        json: { email, password: 'wrong-one' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const limited = await call('POST', '/api/auth/login', {
      json: { email, password: 'secret123' },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
  });

  it('an address creates at most 5 accounts an hour, then sign-up answers 429 with a JSON message and Retry-After', async () => {
    // Three of the five are used (two in beforeAll, one by the previous test).
    for (let i = 0; i < 2; i++)
      expect((await register(uniqueEmail(`farm${i}`), { 'x-forwarded-for': `192.0.2.${i}` })).status).toBe(201);
    const res = await fetch(`${system.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ed', lastName: 'Ge', email: uniqueEmail('farm5'), password: 'secret123' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      message: 'Too many accounts have been created from your address. Please try again later.',
    });
  });

  it('every answer carries the security headers', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/pricing'],
      ['GET', '/api/auth/me'],
      ['POST', '/graphql'],
      ['GET', '/api/nope'],
      ['GET', '/healthz'],
    ] as const) {
      const res = await fetch(`${system.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{' : undefined,
      });
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('introspection is off by default and the depth limit counts introspection fields', async () => {
    const schema = await call('POST', '/graphql', { json: { query: '{ __schema { types { name } } }' } });
    expect(schema.status).toBe(400);
    const deep = `{ __type(name: "User") { ${'fields { type { '.repeat(14)}name${' } }'.repeat(14)} } }`;
    const res = await call('POST', '/graphql', { json: { query: deep } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/depth 30 exceeds the maximum/);
  });

  it('GraphQL operation-selection errors answer 400', async () => {
    expect(
      (await call('POST', '/graphql', { json: { query: 'query A { me { id } } query B { me { id } }' } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/graphql', { json: { query: 'query A { me { id } }', operationName: 'B' } })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/graphql', { json: { query: '{ me { id } } { me { email } }', operationName: 'B' } }))
        .status,
    ).toBe(400);
  });

  it('logout ends one session, sign out everywhere ends all, a password change revokes old tokens (on every service)', async () => {
    const email = sessionsEmail;
    const login = async (password = 'secret123') =>
      (await call('POST', '/api/auth/login', { json: { email, password } })).body.token as string;
    const first = await login();
    const second = await login();
    expect((await call('POST', '/api/auth/logout', { token: first })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: first })).status).toBe(401);
    // History is served by the analysis service, which learns of the revocation through NATS.
    await expect
      .poll(async () => (await call('GET', '/api/user/property-analyses', { token: first })).status)
      .toBe(401);
    expect((await call('GET', '/api/user/property-analyses', { token: second })).status).toBe(200);

    const third = await login();
    expect((await call('POST', '/api/auth/logout-all', { token: second })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: third })).status).toBe(401);
    await expect.poll(async () => (await call('GET', '/api/user/invoice-audits', { token: third })).status).toBe(401);

    const fourth = await login();
    const changed = await call('POST', '/api/auth/change-password', {
      token: fourth,
      json: { currentPassword: 'secret123', newPassword: 'better456' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: fourth })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: changed.body.token })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { json: { email, password: 'secret123' } })).status).toBe(401);
  });
});

describe('with billing down', () => {
  it('sign-in and me still work with the plan unknown; billing calls answer 503 with Retry-After, never 500', async () => {
    await system.stopService('billing');
    const login = await call('POST', '/api/auth/login', { json: { email: spareEmail, password: 'secret123' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email: spareEmail,
      planType: null,
      usageCount: null,
      planUnavailable: true,
    });
    const me = await call('GET', '/api/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: 'Ed', planType: null, planUnavailable: true });

    const subscribe = await fetch(`${system.url}/api/create-subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.body.token}` },
      body: JSON.stringify({ planType: 'basic' }),
    });
    expect(subscribe.status).toBe(503);
    expect(subscribe.headers.get('retry-after')).toBe('5');
    const gql = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.body.token}` },
      body: JSON.stringify({ query: '{ plans { type } }' }),
    });
    expect(gql.status).toBe(503);
    expect(gql.headers.get('retry-after')).toBe('5');
    expect(((await gql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });
});
