import { randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';

/**
 * The environment for starting a service in process inside an integration test: the private
 * servers of the global setup, a random port, and a database name unique to the test file
 * (services connect to `<name>`; a unique MONGO_URL path is not enough, so callers pass the
 * suffix through SERVICE_DB_SUFFIX when they need isolation).
 */
export function testServiceEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    SERVICE_PORT: '0',
    SERVICE_HOST: '127.0.0.1',
    MONGO_URL: inject('mongoUrl'),
    NATS_URL: inject('natsUrl'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DB_SUFFIX: `_${randomUUID().slice(0, 8)}`,
    ...extra,
  };
}
