/**
 * `npm start` when the launcher's compiled output is missing or stale (scripts/start.mjs decides): the
 * launcher from its TypeScript sources under tsx. It builds what the processes run (`tsc -b`, then the
 * bundles), so the next start runs the launcher from JavaScript too.
 */
import { ensureBuiltOutput, REPO_ROOT, runUntilStopped } from '@realty/system-launcher';

const log = (msg: string) => process.stdout.write(`start    | ${msg}\n`);

// The services run from their compiled JavaScript (a killed one answers again in about half the
// time it needs under tsx); a build that fails leaves them running from the sources.
ensureBuiltOutput(REPO_ROOT, log);
runUntilStopped({ name: 'RealtyLens', echoLogs: process.env.QUIET_LOGS !== '1', log });
