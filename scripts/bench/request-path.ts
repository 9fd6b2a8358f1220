import http from 'node:http';
import { readFileSync } from 'node:fs';
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

const WARM_UP_SECONDS = 2;

/** The processes whose CPU a request through the gateway spends (the store only when it was started here). */
const REQUEST_PATH_PROCESSES = ['gateway', 'auth', 'billing', 'store'];

/** CPU time (user + system) each named process has used so far, in ms, from /proc (Linux; empty elsewhere). */
function cpuMsByProcess(system: RunningSystem): Map<string, number> {
  const used = new Map<string, number>();
  for (const { name, pid } of system.status()) {
    if (!pid || !REQUEST_PATH_PROCESSES.includes(name)) continue;
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in 1/100 s.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(name, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // No /proc here: the CPU rows are left out.
    }
  }
  return used;
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
  // Each target first gets a short unmeasured load, so JIT warm-up and lazy module loading stay out of the figures.
  const measured = async (name: string, opts: Omit<Parameters<typeof load>[1], 'seconds' | 'connections'>) => {
    await load(`${name} (warm-up)`, { ...opts, seconds: WARM_UP_SECONDS, connections: drive.connections });
    return load(name, { ...opts, ...drive });
  };
  const bare = await bareServer();
  const bareRun = await measured('bare node:http', { url: bare.url });
  await bare.close();
  const subgraph = await measured('auth subgraph direct', { url: system.serviceUrls.auth, method: 'POST', headers: auth, body: JSON.stringify({ query: '{ me { id email firstName role } }' }) });
  const meRequest = { url: `${system.url}/api/auth/me`, headers: auth };
  await load('GET /api/auth/me (warm-up)', { ...meRequest, seconds: WARM_UP_SECONDS, connections: drive.connections });
  beforeGatewayLoad();
  const cpuBefore = cpuMsByProcess(system);
  const me = await load('GET /api/auth/me', { ...meRequest, ...drive });
  const cpuAfter = cpuMsByProcess(system);
  const answered = me.requestsPerSecond * drive.seconds;
  // CPU per request depends far less on the machine's other load than req/s and p99 do.
  const cpuRows = [...cpuAfter].flatMap(([name, after]) =>
    answered > 0 ? [row(`GET /api/auth/me CPU per request: ${name}`, Math.round(((after - (cpuBefore.get(name) ?? after)) / answered) * 100) / 100, 'ms')] : [],
  );
  const bareBase = { label: 'bare node:http', value: bareRun.requestsPerSecond };
  const rows = [
    row('bare node:http (baseline)', bareRun.requestsPerSecond, 'req/s'),
    row('auth subgraph direct, GraphQL me', subgraph.requestsPerSecond, 'req/s', undefined, bareBase),
    row(`auth subgraph direct p99, ${drive.connections} connections`, subgraph.p99Ms, 'ms'),
    row('GET /api/auth/me (auth + billing through the gateway)', me.requestsPerSecond, 'req/s', { target: '>= 0.05 x bare', met: (v) => v >= 0.05 * bareRun.requestsPerSecond }, bareBase),
    row('GET /api/auth/me vs the auth subgraph direct', me.requestsPerSecond, 'req/s', undefined, { label: 'subgraph direct', value: subgraph.requestsPerSecond }),
    row(`GET /api/auth/me p99, ${drive.connections} connections`, me.p99Ms, 'ms', atMost(25)),
    row('GET /api/auth/me errors and non-2xx', me.errors + me.non2xx + subgraph.errors + subgraph.non2xx, 'responses', atMost(0, '0')),
    ...cpuRows,
  ];
  return { rows, bare: bareRun.requestsPerSecond };
}
