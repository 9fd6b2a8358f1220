import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { subgraphFetcher } from './subgraph-fetch.ts';

const servers: http.Server[] = [];
const agents: http.Agent[] = [];

async function serve(handler: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

function fetcher(idleTimeoutMs?: number) {
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 });
  agents.push(agent);
  return subgraphFetcher(agent, idleTimeoutMs);
}

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('subgraphFetcher', () => {
  it('sends method, headers and body, and answers status, headers and the JSON body', async () => {
    const seen: { method?: string; auth?: string; type?: string; body?: string } = {};
    const { url } = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        Object.assign(seen, {
          method: req.method,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body,
        });
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ data: { me: { id: 'u1', name: 'Zoë' } } }));
      });
    });
    const res = await fetcher()(url, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"query":"{ me { id } }"}',
    });
    expect(seen).toEqual({
      method: 'POST',
      auth: 'Bearer t',
      type: 'application/json',
      body: '{"query":"{ me { id } }"}',
    });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-missing')).toBeNull();
    expect(await res.clone().text()).toBe('{"data":{"me":{"id":"u1","name":"Zoë"}}}');
    expect(await res.json()).toEqual({ data: { me: { id: 'u1', name: 'Zoë' } } });
  });

  it('answers a server error as a response that is not ok, with its status text', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      res.end('upstream down');
    });
    const res = await fetcher()(url, { method: 'POST', body: '{}' });
    expect(res.ok).toBe(false);
    expect(res.status).toBe(502);
    expect(res.statusText).toBe('Bad Gateway');
    expect(await res.text()).toBe('upstream down');
  });

  it('keeps one connection alive across sequential calls', async () => {
    const ports = new Set<number>();
    const { url } = await serve((req, res) => {
      ports.add(req.socket.remotePort ?? 0);
      res.end('{}');
    });
    const fetch = fetcher();
    for (let i = 0; i < 5; i++) await (await fetch(url, { method: 'POST', body: '{}' })).text();
    expect(ports.size).toBe(1);
  });

  it('sends a call again on a fresh connection when the reused one was closed by the subgraph', async () => {
    let calls = 0;
    let dropNext = false;
    const { url } = await serve((req, res) => {
      if (dropNext) {
        // The subgraph drops the idle keep-alive connection just as the gateway reuses it.
        dropNext = false;
        req.socket.destroy();
        return;
      }
      calls += 1;
      res.end(JSON.stringify({ call: calls }));
    });
    const fetch = fetcher();
    expect(await (await fetch(url, { method: 'POST', body: '{}' })).json()).toEqual({ call: 1 });
    dropNext = true;
    expect(await (await fetch(url, { method: 'POST', body: '{}' })).json()).toEqual({ call: 2 });
  });

  it('does not send a call twice when a fresh connection fails', async () => {
    let received = 0;
    const { url } = await serve((req) => {
      received += 1;
      req.socket.destroy();
    });
    await expect(fetcher()(url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(received).toBe(1);
  });

  it('does not send a call again when the connection broke after the answer began', async () => {
    let received = 0;
    const { url } = await serve((req, res) => {
      received += 1;
      if (received === 1) {
        res.end('{}');
        return;
      }
      // The second call reuses the connection; the subgraph starts answering, then the connection is reset.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":', () => req.socket.resetAndDestroy());
    });
    const fetch = fetcher();
    await (await fetch(url, { method: 'POST', body: '{}' })).text();
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow();
    // Long enough for a call sent again to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe(2);
  });

  it('gives up on a subgraph that stays silent', async () => {
    const { url } = await serve(() => undefined);
    await expect(fetcher(50)(url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });

  it('rejects when the subgraph cannot be reached', async () => {
    const { url, server } = await serve((_req, res) => res.end('{}'));
    await new Promise((resolve) => server.close(resolve));
    servers.splice(servers.indexOf(server), 1);
    await expect(fetcher()(url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
