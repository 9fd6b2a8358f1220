import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@realty/service-kit';
import { apiKeyGate } from './api-key-gate.ts';

// A stand-in for the auth service's exchange route: two known keys, one with a limit of 2 (auth counts the
// exchanges; services/auth's tests and e2e/api/two-gateways.int.test.ts test the real count).
const KEYS: Record<string, { keyId: string; rateLimitPerMinute: number }> = {
  [`rlk_aaaaaaaaaaaa_${'a'.repeat(43)}`]: { keyId: 'k-a', rateLimitPerMinute: 2 },
  [`rlk_bbbbbbbbbbbb_${'b'.repeat(43)}`]: { keyId: 'k-b', rateLimitPerMinute: 100 },
};
let exchanges = 0;
const counted = new Map<string, number>();
let authUp = true;
const servers: http.Server[] = [];
let base = '';

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    servers.push(server);
  });
}

beforeAll(async () => {
  const auth = express();
  auth.post('/internal/api-keys/exchange', (req, res) => {
    exchanges += 1;
    if (!authUp) return void res.status(500).end();
    const key = KEYS[(req.headers.authorization ?? '').replace('Bearer ', '')];
    if (!key) return void res.status(401).json({ message: 'Invalid or revoked API key' });
    const count = counted.get(key.keyId) ?? 0;
    if (count >= key.rateLimitPerMinute) {
      res.setHeader('retry-after', '42');
      return void res.status(429).json({
        message: `Rate limit of ${key.rateLimitPerMinute} requests per minute reached for this API key`,
        retryAfterSeconds: 42,
      });
    }
    counted.set(key.keyId, count + 1);
    res.json({
      token: `jwt-for-${key.keyId}`,
      keyId: key.keyId,
      userId: 'u1',
      scope: 'READ',
      rateLimitPerMinute: key.rateLimitPerMinute,
    });
  });
  const authUrl = await listen(auth);
  const gate = apiKeyGate(`${authUrl}/graphql`, createLogger('test', 'error'));
  const app = express();
  app.use('/api', gate);
  app.use('/graphql', gate);
  const echo = (req: express.Request, res: express.Response) =>
    void res.json({ authorization: req.headers.authorization ?? null });
  app.get('/api/echo', echo);
  app.post('/graphql', echo);
  base = await listen(app);
});
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

const get = (path: string, bearer?: string) =>
  fetch(`${base}${path}`, {
    method: path.startsWith('/graphql') ? 'POST' : 'GET',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
const [LIMITED, ROOMY] = Object.keys(KEYS) as [string, string];

describe('the API key gate', () => {
  it('leaves requests without a key alone and never asks auth about them', async () => {
    const before = exchanges;
    expect(await (await get('/api/echo')).json()).toEqual({ authorization: null });
    expect(await (await get('/api/echo', 'eyJ.some.jwt')).json()).toEqual({ authorization: 'Bearer eyJ.some.jwt' });
    expect(exchanges).toBe(before);
  });

  it('replaces a key by its owner token', async () => {
    expect(await (await get('/api/echo', ROOMY)).json()).toEqual({ authorization: 'Bearer jwt-for-k-b' });
  });

  it("refuses an unknown key with 401 in each surface's error shape", async () => {
    const rest = await get('/api/echo', `rlk_cccccccccccc_${'c'.repeat(43)}`);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ message: 'Invalid or revoked API key' });
    const gql = await get('/graphql', `rlk_cccccccccccc_${'c'.repeat(43)}`);
    expect(gql.status).toBe(401);
    expect(((await gql.json()) as any).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("passes on auth's 429 for a key past its limit with Retry-After, in each surface's shape", async () => {
    expect((await get('/api/echo', LIMITED)).status).toBe(200);
    expect((await get('/graphql', LIMITED)).status).toBe(200);
    const limited = await get('/api/echo', LIMITED);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({
      message: 'Rate limit of 2 requests per minute reached for this API key',
      retryAfterSeconds: 42,
    });
    const gql = await get('/graphql', LIMITED);
    expect(gql.status).toBe(429);
    expect(gql.headers.get('retry-after')).toBe('42');
    expect(((await gql.json()) as any).errors[0]).toEqual({
      message: 'Rate limit of 2 requests per minute reached for this API key',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
    });
    expect((await get('/api/echo', ROOMY)).status).toBe(200);
  });

  it('answers 503 with Retry-After when auth cannot exchange the key', async () => {
    authUp = false;
    try {
      const res = await get('/api/echo', ROOMY);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).not.toBeNull();
    } finally {
      authUp = true;
    }
  });
});
