import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { connect, type NatsConnection } from 'nats';
import { inject } from 'vitest';
import { loadEnv } from './env.ts';
import { startAuth } from './server.ts';
import { testServiceEnv } from '@realty/system-launcher/testing';

const env = loadEnv(
  testServiceEnv({ ADMIN_EMAILS: 'boss@example.com', LOGIN_MAX_ATTEMPTS: '3', REGISTER_MAX_PER_ADDRESS: '3' }),
);
let service: { url: string; stop: () => Promise<void> };

/**
 * Each test signs up from its own client address (the gateway passes it as X-Forwarded-For), so the per-address limit
 * of 3 is the test's own.
 */
let clientAddress = '198.51.100.1';
let nextAddress = 1;
beforeEach(() => {
  nextAddress += 1;
  clientAddress = `198.51.100.${nextAddress}`;
});

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(service.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, any>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

const REGISTER =
  'mutation($input: RegisterInput!) { register(input: $input) { token user { id email role firstName } } }';
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
    const reg = await gql(REGISTER, {
      input: { firstName: 'Ann', lastName: 'Lee', email: email.toUpperCase(), password: 'secret123' },
    });
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
    const reg = await gql(REGISTER, {
      input: { firstName: 'Boss', lastName: 'Person', email: 'boss@example.com', password: 'secret123' },
    });
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
    const reg = await gql(REGISTER, {
      input: { firstName: 'Di', lastName: 'Po', email: `di.${Date.now()}@example.com`, password: 'secret123' },
    });
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

  it('an address may create 3 accounts per window (configured), then sign-up answers RATE_LIMITED with a retry hint', async () => {
    const input = (n: number) => ({
      firstName: 'Far',
      lastName: 'Mer',
      email: `farm${n}.${Date.now()}@example.com`,
      password: 'secret123',
    });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => gql(REGISTER, { input: input(n) })));
    expect(results.filter((r) => r.data?.register?.token)).toHaveLength(3);
    const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect(refused).toHaveLength(3);
    expect(refused[0]!.errors![0]!.message).toMatch(/Too many accounts/);
    expect(refused[0]!.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    clientAddress = '198.51.100.250';
    expect((await gql(REGISTER, { input: input(7) })).data?.register?.token).toBeTruthy();
  });

  it('logout revokes only the token it was sent with; sign out everywhere revokes every token', async () => {
    const email = `ses.${Date.now()}@example.com`;
    const first = (await gql(REGISTER, { input: { firstName: 'Se', lastName: 'Ss', email, password: 'secret123' } }))
      .data!.register.token as string;
    const second = (await gql(LOGIN, { input: { email, password: 'secret123' } })).data!.login.token as string;
    const third = (await gql(LOGIN, { input: { email, password: 'secret123' } })).data!.login.token as string;
    expect((await gql('mutation { logout }', {}, first)).data!.logout).toBe(true);
    expect((await gql(ME, {}, first)).data!.me).toBeNull();
    expect((await gql(ME, {}, second)).data!.me).toMatchObject({ email });
    expect((await gql('mutation { logoutEverywhere }', {}, second)).data!.logoutEverywhere).toBe(true);
    expect((await gql(ME, {}, second)).data!.me).toBeNull();
    expect((await gql(ME, {}, third)).data!.me).toBeNull();
    expect((await gql('mutation { logout }', {}, third)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const fresh = (await gql(LOGIN, { input: { email, password: 'secret123' } })).data!.login.token as string;
    expect((await gql(ME, {}, fresh)).data!.me).toMatchObject({ email });
  });

  it('a password change needs the current password, revokes the old tokens and answers a working new one', async () => {
    const email = `pw.${Date.now()}@example.com`;
    const old = (await gql(REGISTER, { input: { firstName: 'Pa', lastName: 'Ss', email, password: 'secret123' } }))
      .data!.register.token as string;
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token user { email } } }';
    const wrong = await gql(CHANGE, { input: { currentPassword: 'not-it', newPassword: 'better456' } }, old);
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const short = await gql(CHANGE, { input: { currentPassword: 'secret123', newPassword: 'x' } }, old);
    expect(short.errors?.[0]?.message).toBe('Password must be at least 6 characters');
    const changed = await gql(CHANGE, { input: { currentPassword: 'secret123', newPassword: 'better456' } }, old);
    expect(changed.data!.changePassword.user.email).toBe(email);
    expect((await gql(ME, {}, old)).data!.me).toBeNull();
    expect((await gql(ME, {}, changed.data!.changePassword.token)).data!.me).toMatchObject({ email });
    expect((await gql(LOGIN, { input: { email, password: 'secret123' } })).errors?.[0]?.message).toBe(
      'Invalid email or password',
    );
    expect((await gql(LOGIN, { input: { email, password: 'better456' } })).data!.login.token).toBeTruthy();
  });
});
