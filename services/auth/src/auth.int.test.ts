import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { connect, type NatsConnection } from 'nats';
import { inject } from 'vitest';
import { loadEnv } from './env.ts';
import { startAuth } from './server.ts';
import { testServiceEnv } from '@realty/system-launcher/test-support';

const env = loadEnv(testServiceEnv({ ADMIN_EMAILS: 'boss@example.com', LOGIN_MAX_ATTEMPTS: '3' }));
let service: { url: string; stop: () => Promise<void> };

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(service.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { token user { id email role firstName } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token user { id } } }';
const ME = '{ me { id email role } }';

beforeAll(async () => {
  service = await startAuth(env);
});
afterAll(async () => {
  await service.stop();
});

describe('auth service', () => {
  it('registers a user, publishes user.registered through the outbox, and signs a token that me accepts', async () => {
    const nc: NatsConnection = await connect({ servers: inject('natsUrl') });
    const sub = nc.subscribe('events.user.registered');
    const email = `ann.${Date.now()}@example.com`;
    const reg = await gql(REGISTER, { input: { firstName: 'Ann', lastName: 'Lee', email: email.toUpperCase(), password: 'secret123' } });
    expect(reg.errors).toBeUndefined();
    expect(reg.data!.register.user).toMatchObject({ email, role: 'user', firstName: 'Ann' });

    let received: Record<string, any> | null = null;
    for await (const m of sub) {
      const event = m.json<Record<string, any>>();
      if (event.data.email === email) {
        received = event;
        break;
      }
    }
    expect(received).toMatchObject({ type: 'user.registered', userId: reg.data!.register.user.id, producer: 'auth' });
    await nc.close();

    const me = await gql(ME, {}, reg.data!.register.token);
    expect(me.data!.me).toMatchObject({ email });
  });

  it('a second registration with the same email is a conflict', async () => {
    const input = { firstName: 'Bo', lastName: 'Ng', email: `bo.${Date.now()}@example.com`, password: 'secret123' };
    await gql(REGISTER, { input });
    const again = await gql(REGISTER, { input: { ...input, email: input.email.toUpperCase() } });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('an email listed in ADMIN_EMAILS gets the admin role', async () => {
    const reg = await gql(REGISTER, { input: { firstName: 'Boss', lastName: 'Person', email: 'boss@example.com', password: 'secret123' } });
    expect(reg.data!.register.user.role).toBe('admin');
  });

  it('login with a wrong password or unknown email fails the same way, and repeated failures are rate limited', async () => {
    const email = `cy.${Date.now()}@example.com`;
    await gql(REGISTER, { input: { firstName: 'Cy', lastName: 'Do', email, password: 'secret123' } });
    const ok = await gql(LOGIN, { input: { email, password: 'secret123' } });
    expect(ok.data!.login.token).toBeTruthy();
    const wrong = await gql(LOGIN, { input: { email, password: 'nope-nope' } });
    const unknown = await gql(LOGIN, { input: { email: `x${email}`, password: 'secret123' } });
    expect(wrong.errors?.[0]?.message).toBe('Invalid email or password');
    expect(unknown.errors?.[0]?.message).toBe('Invalid email or password');
    await gql(LOGIN, { input: { email, password: 'nope-nope' } });
    await gql(LOGIN, { input: { email, password: 'nope-nope' } });
    const limited = await gql(LOGIN, { input: { email, password: 'secret123' } });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('me is null for a missing, garbage, tampered or alg:none token', async () => {
    const reg = await gql(REGISTER, { input: { firstName: 'Di', lastName: 'Po', email: `di.${Date.now()}@example.com`, password: 'secret123' } });
    const token: string = reg.data!.register.token;
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
    const none = jwt.sign(payload, '', { algorithm: 'none' });
    for (const bad of [undefined, 'garbage', tampered, none]) {
      const me = await gql(ME, {}, bad);
      expect(me.data!.me).toBeNull();
    }
  });

  it('rejects an injection attempt in the login email', async () => {
    const res = await gql(LOGIN, { input: { email: { $gt: '' }, password: 'secret123' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
