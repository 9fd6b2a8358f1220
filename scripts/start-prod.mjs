/**
 * `npm run start:prod`: the product from the built JavaScript, with plain node (no tsx, no compiler).
 * Run `npm run build` first. Node must be started with `--conditions=built` (the npm script does it) so
 * that the workspace packages resolve to their `dist/` output instead of their TypeScript sources.
 * Uses MONGO_URL / NATS_URL when set, otherwise starts the embedded servers like `npm start`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runUntilStopped, SERVICES } from '@realty/system-launcher';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (msg) => process.stdout.write(`start    | ${msg}\n`);

// Fail early with the command to run rather than with a module-not-found from a child process.
const missing = [
  ...SERVICES.map((s) => `services/${s}/dist/index.js`),
  'gateway/dist/index.js',
  'web/dist/index.html',
].filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  process.stderr.write(`start    | not built (${missing.join(', ')} missing): run \`npm run build\` first\n`);
  process.exit(1);
}

runUntilStopped({
  name: 'RealtyLens (built)',
  built: true,
  marketDataDir: process.env.MARKET_DATA_DIR,
  echoLogs: process.env.QUIET_LOGS !== '1',
  log,
});
