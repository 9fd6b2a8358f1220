import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, REPO_ROOT } from '@realty/system-launcher';
import { api, uniqueEmail } from './helpers.ts';

/**
 * `npm run build && npm run start:prod`: the product served from the compiled JavaScript by plain node.
 * The compile is incremental (seconds when scripts/test.sh's build step already ran; a few minutes from a
 * clean clone); the web app is built only when missing.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-prod-'));
let child: ChildProcess | null = null;
let url = '';
let output = '';

function run(cmd: string, args: string[]) {
  const res = spawnSync(cmd, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 600_000 });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
}

beforeAll(async () => {
  run('npx', ['tsc', '-b', 'tsconfig.build.json']);
  if (!existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html'))) run('npm', ['run', '--silent', 'build:web']);
  const port = await freePort();
  // Exactly what `npm run start:prod` runs, with the integration run's private MongoDB protocol and NATS.
  child = spawn(process.execPath, ['--conditions=built', 'scripts/start-prod.mjs'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      MONGO_URL: inject('mongoUrl'),
      NATS_URL: inject('natsUrl'),
      DB_SUFFIX: `_prod${Date.now().toString(36)}`,
      DATA_DIR: dataDir,
      MARKET_DATA_DIR: path.join(REPO_ROOT, '.data'),
      PORT: String(port),
      QUIET_LOGS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /is ready on (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', onData);
    child!.once('exit', (code) => reject(new Error(`start:prod exited with ${code}:\n${output}`)));
  });
}, 900_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the production start from built files', () => {
  it('serves health, readiness, the REST facade, GraphQL and the web app, and stops cleanly', async () => {
    const call = api(url);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const email = uniqueEmail('prod');
    const reg = await call('POST', '/api/auth/register', {
      json: { firstName: 'Prod', lastName: 'Start', email, password: 'secret123' },
    });
    expect(reg.status).toBe(201);
    const gql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.body.token}` },
      body: JSON.stringify({ query: '{ me { email planType } }' }),
    });
    expect(await gql.json()).toEqual({ data: { me: { email, planType: 'trial' } } });

    // Request ids come back on every answer; the gateway's metrics counted the requests above.
    const traced = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'prod-start-1' } });
    expect(traced.headers.get('x-request-id')).toBe('prod-start-1');
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/http_requests_total\{method="POST",route="\/graphql",status="200",service="gateway"\} 1/);

    const page = await fetch(`${url}/`);
    expect(await page.text()).toContain('<div id="root"');

    const exited = new Promise<number | null>((r) => child!.once('exit', r));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
