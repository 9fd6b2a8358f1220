import http from 'node:http';
import type { RunningSystem } from '@realty/system-launcher';
import { load } from './load.ts';
import { atMost, row, type BenchRow } from './table.ts';

/** The floor: node:http answering a fixed JSON body of the same size as a user, nothing else. */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const body = JSON.stringify({ id: 'u1', email: 'a@example.com', firstName: 'A', role: 'user' });
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  return { url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * The request path in one run: bare node:http, the auth subgraph's `me` direct, and GET /api/auth/me through the
 * gateway (auth's account fields and billing's plan fields), so the ratios compare like with like on any machine.
 */
export async function requestPathRows(
  system: RunningSystem,
  auth: Record<string, string>,
  drive: { seconds: number; connections: number },
  /** Called just before the load through the gateway starts (the profiler starts afresh there). */
  beforeGatewayLoad: () => void = () => undefined,
): Promise<{ rows: BenchRow[]; bare: number }> {
  const bare = await bareServer();
  const bareRun = await load('bare node:http', { url: bare.url, ...drive });
  await bare.close();
  const subgraph = await load('auth subgraph direct', { url: system.serviceUrls.auth, method: 'POST', headers: auth, body: JSON.stringify({ query: '{ me { id email firstName role } }' }), ...drive });
  beforeGatewayLoad();
  const me = await load('GET /api/auth/me', { url: `${system.url}/api/auth/me`, headers: auth, ...drive });
  const bareBase = { label: 'bare node:http', value: bareRun.requestsPerSecond };
  const rows = [
    row('bare node:http (baseline)', bareRun.requestsPerSecond, 'req/s'),
    row('auth subgraph direct, GraphQL me', subgraph.requestsPerSecond, 'req/s', undefined, bareBase),
    row(`auth subgraph direct p99, ${drive.connections} connections`, subgraph.p99Ms, 'ms'),
    row('GET /api/auth/me (auth + billing through the gateway)', me.requestsPerSecond, 'req/s', { target: '>= 0.05 x bare', met: (v) => v >= 0.05 * bareRun.requestsPerSecond }, bareBase),
    row('GET /api/auth/me vs the auth subgraph direct', me.requestsPerSecond, 'req/s', undefined, { label: 'subgraph direct', value: subgraph.requestsPerSecond }),
    row(`GET /api/auth/me p99, ${drive.connections} connections`, me.p99Ms, 'ms', atMost(25)),
    row('GET /api/auth/me errors and non-2xx', me.errors + me.non2xx + subgraph.errors + subgraph.non2xx, 'responses', atMost(0, '0')),
  ];
  return { rows, bare: bareRun.requestsPerSecond };
}
