import { inject } from 'vitest';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { REPO_ROOT } from '@realty/system-launcher';
import { startSystem, type RunningSystem } from '@realty/system-launcher';
import { arrangeUnlimitedPlan } from '../../services/billing/src/testing/arrange-plan.ts';

/** Starts the whole product on the integration run's private servers, on a free port. */
export async function startTestSystem(env: Record<string, string> = {}): Promise<RunningSystem & { dbSuffix: string }> {
  const dbSuffix = `_e2e${Date.now().toString(36)}`;
  const system = await startSystem({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'realtylens-e2e-')),
    marketDataDir: path.join(REPO_ROOT, '.data'),
    port: 0,
    env: {
      MONGO_URL: inject('mongoUrl'),
      NATS_URL: inject('natsUrl'),
      DB_SUFFIX: dbSuffix,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test signs up from 127.0.0.1; the per-address sign-up limit has its own test.
      REGISTER_MAX_PER_ADDRESS: '1000',
      ...env,
    },
  });
  return Object.assign(system, { dbSuffix });
}

/**
 * Raises a user's plan to enterprise directly in billing's database, for tests that need more
 * than the trial's three units (there is no way to pay in a test without Stripe).
 */
export async function makeEnterprise(system: RunningSystem & { dbSuffix: string }, userId: string): Promise<void> {
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(system.mongoUrl);
  try {
    await arrangeUnlimitedPlan(client.db(`billing${system.dbSuffix}`), userId, 50);
  } finally {
    await client.close();
  }
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export function api(base: string) {
  return async function call<T = any>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; body?: string | FormData | Blob; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
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

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
