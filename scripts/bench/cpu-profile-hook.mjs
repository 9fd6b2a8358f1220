// Loaded with `node --import` (through NODE_OPTIONS, where Node 20 refuses --cpu-prof) by `npm run bench:me` when
// BENCH_PROFILE_DIR is set: profiles the whole process and writes <dir>/<service>-<pid>.cpuprofile when it is asked
// to stop (Apollo Server ends its process by raising SIGTERM again, which skips 'exit' handlers) or exits.
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const entry = process.argv[1] ?? 'node';
  // services/<name>/src|dist/index.[jt]s, gateway/..., or the launcher's bundle dist/bundles/<name>.js.
  const name =
    (/(?:services\/)?([^/]+)\/(?:src|dist)\/index\.[jt]s$/.exec(entry) ??
      /dist\/bundles\/([^/]+)\.js$/.exec(entry))?.[1] ?? path.basename(entry);
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // The in-process session answers synchronously, so the profile is written before the process ends.
    session.post('Profiler.stop', (err, result) => {
      if (err || !result) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  // SIGUSR2 starts the profile afresh (the bench sends it just before the load it wants profiled, so start-up and
  // the other loads stay out of it).
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop');
    session.post('Profiler.start');
  });
  process.once('SIGTERM', write);
  process.once('SIGINT', write);
  process.on('exit', write);
}
