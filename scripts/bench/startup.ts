/**
 * Second start time of the launcher `npm start` runs (scripts/start.ts, without the install and web-build
 * checks of prepare.sh): started twice on one fresh data directory, the second start timed from spawn to its
 * "ready" line. The market dataset is linked in from the repository's, as a machine that started before has it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@realty/system-launcher';
import { atMost, emitRows, row } from './table.ts';

const READY = /is ready on (\S+)/;

/** Starts the launcher, resolves with the seconds until ready, then stops it and waits for its exit. */
function startOnce(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', QUIET_LOGS: '1', LOG_LEVEL: 'warn' },
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
      if (seconds === null) reject(new Error(`the launcher exited (${signal ?? code}) before it was ready:\n${output.slice(-2000)}`));
      else resolve(seconds);
    });
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-bench-start-'));
try {
  mkdirSync(dataDir, { recursive: true });
  symlinkSync(path.join(REPO_ROOT, '.data', 'market'), path.join(dataDir, 'market'));
  const first = await startOnce(dataDir);
  const second = await startOnce(dataDir);
  emitRows([
    row('npm start launcher: second start until ready', Math.round(second * 10) / 10, 's', atMost(5)),
    row('npm start launcher: first start on a fresh data directory', Math.round(first * 10) / 10, 's'),
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
