import { inject } from 'vitest';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { REPO_ROOT } from '../../scripts/embedded-servers.ts';
import { startSystem, type RunningSystem } from '../../scripts/system.ts';

/** Starts the whole product on the integration run's private servers, on a free port. */
export async function startTestSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  return startSystem({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'realtylens-e2e-')),
    marketDataDir: path.join(REPO_ROOT, '.data'),
    port: 0,
    env: {
      MONGO_URL: inject('mongoUrl'),
      NATS_URL: inject('natsUrl'),
      DB_SUFFIX: `_e2e${Date.now().toString(36)}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export function api(base: string) {
  return async function call<T = any>(method: string, path: string, options: { token?: string; json?: unknown; body?: string | FormData | Blob; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(`${base}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON; the test will say so
    }
    return { status: res.status, body: parsed as T };
  };
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
