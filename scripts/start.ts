/**
 * `npm start`: the embedded default. Starts everything with no configuration and stops every
 * child cleanly on Ctrl-C or SIGTERM.
 */
import { ensureBuiltOutput, REPO_ROOT, startSystem } from '@realty/system-launcher';

const started = Date.now();
const log = (msg: string) => process.stdout.write(`start    | ${msg}\n`);

// The services run from their compiled JavaScript (a killed one answers again in about half the
// time it needs under tsx); a build that fails leaves them running from the sources.
ensureBuiltOutput(REPO_ROOT, log);

startSystem({ echoLogs: process.env.QUIET_LOGS !== '1', log })
  .then((system) => {
    log(`RealtyLens is ready on ${system.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping...`);
      system.stop().then(
        () => {
          log('stopped');
          process.exit(0);
        },
        () => process.exit(1),
      );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  })
  .catch((err: unknown) => {
    process.stderr.write(`start    | failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
