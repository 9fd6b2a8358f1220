/**
 * Second start time of the launcher `npm start` runs (scripts/start.mjs, without the install and web-build
 * checks of prepare.sh): started on one fresh data directory, then started again BENCH_STARTS times (default 1),
 * each later start timed from spawn to its "ready" line. The market dataset is linked in from the repository's,
 * as a machine that started before has it.
 *
 * Wall time on a shared machine follows its load, so each later start also prints the CPU every process spent
 * until it was ready (the `startup` figures of the services' "service ready" and the gateway's "gateway ready"
 * log lines, and the launcher's own), and their sum, which the load hardly moves.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVICES } from '@realty/system-launcher';
import { atMost, emitRows, row } from './table.ts';

const READY = /is ready on (\S+)/;
const LAUNCHER_CPU = /launcher CPU (\d+) ms/;
const PROCESSES = [...SERVICES, 'gateway'];

interface Start {
  seconds: number;
  /** CPU ms to ready by process (launcher included). */
  cpuMs: Record<string, number>;
  /** Wall ms from the process's own start to ready (its modules, then its setup). */
  readyMs: Record<string, number>;
}

/** The byte length of each process's log now, so a start reads only the lines it wrote. */
function logOffsets(dataDir: string): Record<string, number> {
  return Object.fromEntries(
    PROCESSES.map((name) => {
      const file = path.join(dataDir, 'logs', `${name}.log`);
      return [name, existsSync(file) ? statSync(file).size : 0];
    }),
  );
}

/** The `startup` figures each process logged since the offsets. */
function startupFigures(dataDir: string, offsets: Record<string, number>): Pick<Start, 'cpuMs' | 'readyMs'> {
  const cpuMs: Record<string, number> = {};
  const readyMs: Record<string, number> = {};
  for (const name of PROCESSES) {
    const file = path.join(dataDir, 'logs', `${name}.log`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file).subarray(offsets[name]).toString('utf8').split('\n')) {
      if (!line.includes('"startup"')) continue;
      const startup = (JSON.parse(line) as { startup: Record<string, number> }).startup;
      cpuMs[name] = startup.cpuMs ?? 0;
      readyMs[name] = Object.entries(startup)
        .filter(([k]) => k !== 'cpuMs')
        .reduce((sum, [, ms]) => sum + ms, 0);
    }
  }
  return { cpuMs, readyMs };
}

/** Starts the launcher, resolves with its figures once ready, after stopping it and waiting for its exit. */
function startOnce(dataDir: string): Promise<Start> {
  const offsets = logOffsets(dataDir);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--conditions=built', 'scripts/start.mjs'], {
      cwd: REPO_ROOT,
      // Info level: the processes' start-up figures are info lines (in the log files, not on the console).
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', QUIET_LOGS: '1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seconds: number | null = null;
    let output = '';
    const timer = setTimeout(() => child.kill('SIGTERM'), 600_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (seconds === null && READY.test(output)) {
        seconds = (performance.now() - started) / 1000;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (seconds === null)
        return reject(
          new Error(`the launcher exited (${signal ?? code}) before it was ready:\n${output.slice(-2000)}`),
        );
      const figures = startupFigures(dataDir, offsets);
      const launcher = LAUNCHER_CPU.exec(output);
      if (launcher) figures.cpuMs.launcher = Number(launcher[1]);
      resolve({ seconds, ...figures });
    });
  });
}

function describe(start: Start, load: number): string {
  const each = Object.entries(start.cpuMs).map(
    ([name, ms]) => `${name} ${ms}${start.readyMs[name] ? `/${start.readyMs[name]}` : ''}`,
  );
  const sum = Object.values(start.cpuMs).reduce((a, b) => a + b, 0);
  return `${start.seconds.toFixed(2)} s at load ${load.toFixed(1)}; CPU to ready ${sum} ms (ms CPU/ms to ready: ${each.join(', ')})`;
}

const later = Math.max(1, Number(process.env.BENCH_STARTS ?? 1));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-start-'));
try {
  mkdirSync(dataDir, { recursive: true });
  symlinkSync(path.join(REPO_ROOT, '.data', 'market'), path.join(dataDir, 'market'));
  const first = await startOnce(dataDir);
  process.stderr.write(`first start: ${describe(first, os.loadavg()[0]!)}\n`);
  const starts: Start[] = [];
  for (let i = 0; i < later; i++) {
    starts.push(await startOnce(dataDir));
    process.stderr.write(`later start ${i + 1}: ${describe(starts[i]!, os.loadavg()[0]!)}\n`);
  }
  const median = <T>(values: T[], by: (v: T) => number) =>
    values.map(by).sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const second = median(starts, (s) => s.seconds);
  const cpu = median(starts, (s) => Object.values(s.cpuMs).reduce((a, b) => a + b, 0));
  emitRows([
    row(
      `npm start launcher: second start until ready${later > 1 ? ` (median of ${later})` : ''}`,
      Math.round(second * 10) / 10,
      's',
      atMost(5),
    ),
    row('npm start launcher: CPU of every process until ready, second start', Math.round(cpu / 100) / 10, 's'),
    row('npm start launcher: first start on a fresh data directory', Math.round(first.seconds * 10) / 10, 's'),
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
