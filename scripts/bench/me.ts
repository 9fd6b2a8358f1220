/**
 * `npm run bench:me`: only the request path's rows of `npm run bench` (bare node:http, the auth subgraph direct, GET
 * /api/auth/me through the gateway) on a freshly started system. BENCH_PROFILE_DIR=<dir> profiles every process of the
 * system (cpu-profile-hook.mjs) and leaves their <name>-<pid>.cpuprofile files there (scripts/bench/cpuprofile-top.ts
 * reads them).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, SERVICES } from '@realty/system-launcher';
import { startBenchSystem } from './bench-system.ts';
import { requestPathRows } from './request-path.ts';
import { report } from './table.ts';

const startedAt = new Date();
const loadAtStart = os.loadavg();
const profileDir = process.env.BENCH_PROFILE_DIR ? path.resolve(process.env.BENCH_PROFILE_DIR) : null;
const profileHook = fileURLToPath(new URL('./cpu-profile-hook.mjs', import.meta.url));
const bench = await startBenchSystem(
  profileDir ? { NODE_OPTIONS: `--import=${profileHook}`, BENCH_PROFILE_DIR: profileDir } : {},
);
try {
  const drive = {
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  };
  // With profiles: every Node process starts its profile afresh just before the load through the gateway (only
  // those: NATS takes SIGUSR2 as lame duck mode).
  const profiled = new Set<string>([...SERVICES, 'gateway']);
  const restartProfiles = () => {
    if (!profileDir) return;
    for (const { name, pid } of bench.system.status()) if (pid && profiled.has(name)) process.kill(pid, 'SIGUSR2');
  };
  const { rows } = await requestPathRows(bench.system, bench.auth, drive, restartProfiles);
  report(rows, path.join(REPO_ROOT, 'bench', 'results-me.json'), startedAt, loadAtStart);
} finally {
  await bench.stop();
}
process.exit(0);
