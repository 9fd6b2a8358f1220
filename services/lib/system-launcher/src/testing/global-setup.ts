import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMongo, startNats } from '../embedded-servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUrl: string;
    natsUrl: string;
    testDataDir: string;
  }
}

/**
 * Integration tests get private servers on free ports (FerretDB or mongod, and nats-server
 * with JetStream) in a temporary directory, so runs never disturb each other or the machine's
 * own servers. MONGO_URL / NATS_URL, when set, are used instead.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'realtylens-it-'));
  const logDir = path.join(dir, 'logs');
  const mongo = process.env.MONGO_URL ? null : await startMongo(dir, logDir, (m) => process.stdout.write(`${m}\n`));
  const nats = process.env.NATS_URL ? null : await startNats(dir, logDir);
  project.provide('mongoUrl', process.env.MONGO_URL ?? mongo!.url);
  project.provide('natsUrl', process.env.NATS_URL ?? nats!.url);
  project.provide('testDataDir', dir);
  return async () => {
    await nats?.stop();
    await mongo?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
