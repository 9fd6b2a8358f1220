/**
 * `npm run build:bundles` (part of `npm run build`, after `tsc -b`): writes dist/bundles/<process>.js for every
 * process the launcher starts. See bundles.ts.
 */
import { buildBundles } from './bundles.ts';
import { REPO_ROOT } from './embedded-servers.ts';
import { LAUNCHED } from './processes.ts';

const started = Date.now();
await buildBundles(REPO_ROOT, LAUNCHED);
process.stdout.write(
  `bundled ${LAUNCHED.join(', ')} into dist/bundles in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
