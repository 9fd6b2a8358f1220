/**
 * `npm start`: the embedded default, with no configuration. Starts everything and stops every child cleanly on
 * Ctrl-C or SIGTERM.
 *
 * The launcher runs from its compiled JavaScript with plain node (`--conditions=built`, set by the npm script)
 * when every package's output is newer than its sources and the bundles are up to date: under tsx its loader
 * thread cost about 1.2 s of CPU at every start, taken from the services starting on the same cores. Otherwise
 * scripts/start.ts runs under tsx, builds the output, and the next start is the fast one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (msg) => process.stdout.write(`start    | ${msg}\n`);

/** The compiled launcher, or null when it is not built or cannot load (a package it imports is not built yet). */
async function compiledLauncher() {
  if (!existsSync(`${root}services/lib/system-launcher/dist/index.js`)) return null;
  try {
    return await import('@realty/system-launcher');
  } catch {
    return null;
  }
}

const launcher = await compiledLauncher();
const stale = launcher
  ? [launcher.builtOutputIsFresh(root, { withLauncher: true }), launcher.launchedBundlesAreFresh(root)].find(
      (check) => !check.fresh,
    )
  : { reason: 'the launcher is not built' };

if (!stale) {
  launcher.runUntilStopped({ name: 'RealtyLens', echoLogs: process.env.QUIET_LOGS !== '1', log });
} else {
  log(`${stale.reason}: starting under tsx, which builds it for the next start`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, stdio: 'inherit' });
  // The child stops its processes on either signal; this one waits for it and exits as it does.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
