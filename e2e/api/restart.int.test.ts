import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@realty/system-launcher';
import { startSystem } from '@realty/system-launcher';
import { api, uniqueEmail } from './helpers.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded default', () => {
  it('starts its own database and NATS, and a registered user can log in after a stop and a start', async () => {
    const options = {
      dataDir,
      marketDataDir: path.join(REPO_ROOT, '.data'),
      port: 0,
      env: { NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    };
    const email = uniqueEmail('persist');
    const first = await startSystem(options);
    try {
      const res = await api(first.url)('POST', '/api/auth/register', {
        json: { firstName: 'Per', lastName: 'Sist', email, password: 'secret123' },
      });
      expect(res.status).toBe(201);
    } finally {
      await first.stop();
    }
    const second = await startSystem(options);
    try {
      const login = await api(second.url)('POST', '/api/auth/login', { json: { email, password: 'secret123' } });
      expect(login.status).toBe(200);
      const me = await api(second.url)('GET', '/api/auth/me', { token: login.body.token });
      expect(me.body).toMatchObject({ firstName: 'Per', planType: 'trial' });
    } finally {
      await second.stop();
    }
  }, 240_000);
});
