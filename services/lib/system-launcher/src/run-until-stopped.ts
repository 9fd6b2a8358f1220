import { startSystem, type RunningSystem, type SystemOptions } from './system.ts';

/**
 * Starts the whole product for a person at a terminal (`npm start`, `npm run start:prod`): says where it is
 * ready, and on Ctrl-C or SIGTERM stops every child cleanly before exiting, also when the signal comes while it
 * is still starting (it stops once the start has settled, so no store or NATS is left behind). `name` is what
 * the ready line calls it.
 */
export function runUntilStopped(options: SystemOptions & { name: string; log: (msg: string) => void }): void {
  const { name, log, ...systemOptions } = options;
  const started = Date.now();
  const starting: Promise<RunningSystem> = startSystem({ ...systemOptions, log });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping...`);
    starting
      .then((system) => system.stop())
      .then(
        () => {
          log('stopped');
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  starting.then(
    (system) => {
      if (!stopping)
        log(`${name} is ready on ${system.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
    (err: unknown) => {
      process.stderr.write(`start    | failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
