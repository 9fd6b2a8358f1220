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
  return {
    url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const WARM_UP_SECONDS = 2;
/**
 * A target's warm-up goes on in WARM_UP_SECONDS slices until it has answered this many requests (V8 optimises a
 * function after enough calls, not after enough time: two seconds at 80 req/s on a loaded machine left the processes
 * half-optimised, at about twice the CPU per request of a later run), for WARM_UP_MAX_SECONDS at most.
 */
const WARM_UP_REQUESTS = 3000;
const WARM_UP_MAX_SECONDS = 20;

async function warmUp(name: string, opts: Omit<Parameters<typeof load>[1], 'seconds'>): Promise<void> {
  let answered = 0;
  for (let seconds = 0; answered < WARM_UP_REQUESTS && seconds < WARM_UP_MAX_SECONDS; seconds += WARM_UP_SECONDS) {
    answered +=
      (await load(`${name} (warm-up)`, { ...opts, seconds: WARM_UP_SECONDS })).requestsPerSecond * WARM_UP_SECONDS;
  }
}

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

/** CPU ms used over a load divided by the requests it answered, to 0.01 ms. */
const msPerRequest = (usedMs: number, answered: number) => Math.round((usedMs / answered) * 100) / 100;

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
  // Each target first gets an unmeasured load (warmUp), so JIT warm-up and lazy module loading stay out of the figures.
  const bare = await bareServer();
  await warmUp('bare node:http', { url: bare.url, connections: drive.connections });
  const bareRun = await load('bare node:http', { url: bare.url, ...drive });
  await bare.close();
  const subgraphRequest = {
    url: system.serviceUrls.auth,
    method: 'POST' as const,
    headers: auth,
    body: JSON.stringify({ query: '{ me { id email firstName role } }' }),
  };
  await warmUp('auth subgraph direct', { ...subgraphRequest, connections: drive.connections });
  const authCpuBefore = cpuMsByProcess(system).get('auth');
  const subgraph = await load('auth subgraph direct', { ...subgraphRequest, ...drive });
  const authCpuAfter = cpuMsByProcess(system).get('auth');
  // Auth's own CPU per me, with no other hop: what a change to the subgraphs' common request path saves.
  const subgraphAnswered = subgraph.requestsPerSecond * drive.seconds;
  const subgraphCpuRows =
    authCpuBefore !== undefined && authCpuAfter !== undefined && subgraphAnswered > 0
      ? [
          row(
            'auth subgraph direct CPU per request: auth',
            msPerRequest(authCpuAfter - authCpuBefore, subgraphAnswered),
            'ms',
          ),
        ]
      : [];
  const meRequest = { url: `${system.url}/api/auth/me`, headers: auth };
  await warmUp('GET /api/auth/me', { ...meRequest, connections: drive.connections });
  beforeGatewayLoad();
  const cpuBefore = cpuMsByProcess(system);
  const me = await load('GET /api/auth/me', { ...meRequest, ...drive });
  const cpuAfter = cpuMsByProcess(system);
  const answered = me.requestsPerSecond * drive.seconds;
  // CPU per request depends far less on the machine's other load than req/s and p99 do.
  const cpuRows = [...cpuAfter].flatMap(([name, after]) =>
    answered > 0
      ? [
          row(
            `GET /api/auth/me CPU per request: ${name}`,
            msPerRequest(after - (cpuBefore.get(name) ?? after), answered),
            'ms',
          ),
        ]
      : [],
  );
  const bareBase = { label: 'bare node:http', value: bareRun.requestsPerSecond };
  const rows = [
    row('bare node:http (baseline)', bareRun.requestsPerSecond, 'req/s'),
    row('auth subgraph direct, GraphQL me', subgraph.requestsPerSecond, 'req/s', undefined, bareBase),
    row(`auth subgraph direct p99, ${drive.connections} connections`, subgraph.p99Ms, 'ms'),
    ...subgraphCpuRows,
    row(
      'GET /api/auth/me (auth + billing through the gateway)',
      me.requestsPerSecond,
      'req/s',
      { target: '>= 0.03 x bare', met: (v) => v >= 0.03 * bareRun.requestsPerSecond },
      bareBase,
    ),
    row('GET /api/auth/me vs the auth subgraph direct', me.requestsPerSecond, 'req/s', undefined, {
      label: 'subgraph direct',
      value: subgraph.requestsPerSecond,
    }),
    row(`GET /api/auth/me p99, ${drive.connections} connections`, me.p99Ms, 'ms', atMost(25)),
    row(
      'GET /api/auth/me errors and non-2xx',
      me.errors + me.non2xx + subgraph.errors + subgraph.non2xx,
      'responses',
      atMost(0, '0'),
    ),
    ...cpuRows,
  ];
  return { rows, bare: bareRun.requestsPerSecond };
}
