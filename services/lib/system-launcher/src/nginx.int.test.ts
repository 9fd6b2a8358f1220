import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@realty/proto-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './embedded-servers.ts';
import { startNginx } from './nginx.ts';
import type { SupervisedProcess } from './supervised-process.ts';

/**
 * Debian's nginx on the launcher's generated configuration, in front of two small HTTP servers standing for two
 * instances: with one of them closed every request still answers 200 from the other, and with both closed the
 * front address answers 503 with Retry-After (a client's cue to retry) rather than a bare 502.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-nginx-'));
const backends: http.Server[] = [];
let nginx: SupervisedProcess;
let frontPort = 0;
let innerPort = 0;

async function backend(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'] ?? null })),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  backends.push(server);
  return server;
}
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;
const closeServer = (s: http.Server) =>
  new Promise<void>((r) => {
    s.closeAllConnections();
    s.close(() => r());
  });

beforeAll(async () => {
  const [a, b] = [await backend('a'), await backend('b')];
  [frontPort, innerPort] = [await freePort(), await freePort()];
  nginx = await startNginx(
    dir,
    dir,
    { name: 'gateway', port: frontPort, backends: [portOf(a), portOf(b)] },
    [{ name: 'auth', port: innerPort, backends: [portOf(a), portOf(b)] }],
    () => undefined,
  );
}, 30_000);
afterAll(async () => {
  await nginx?.stop();
  for (const s of backends) if (s.listening) await closeServer(s);
  rmSync(dir, { recursive: true, force: true });
});

const post = (port: number) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

describe('nginx in front of two instances', () => {
  it('spreads requests over both instances and passes the client address on', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await post(frontPort);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { name: string; forwardedFor: string };
      names.add(body.name);
      expect(body.forwardedFor).toBe('127.0.0.1');
    }
    expect([...names].sort()).toEqual(['a', 'b']);
  });

  it('answers every request from the other instance when one is gone', async () => {
    await closeServer(backends[0]!);
    for (const port of [frontPort, innerPort]) {
      for (let i = 0; i < 10; i++) {
        const res = await post(port);
        expect(res.status).toBe(200);
        expect(((await res.json()) as { name: string }).name).toBe('b');
      }
    }
  });

  it('answers 503 with Retry-After on the front address when no instance answers', async () => {
    await closeServer(backends[1]!);
    const res = await post(frontPort);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
  });
});
