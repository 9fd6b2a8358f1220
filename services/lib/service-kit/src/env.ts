import { z } from 'zod';

/**
 * Parses the environment once with zod. On failure it prints every problem, not just the
 * first, and exits 1: a service with a wrong configuration must not limp along.
 */
export function parseEnv<S extends z.ZodObject>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    process.stderr.write(`Invalid environment:\n${lines.join('\n')}\n`);
    process.exit(1);
  }
  return result.data;
}

/** The variables every service reads. Each service extends this with its own. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SERVICE_PORT: z.coerce.number().int().min(0).max(65535),
  SERVICE_HOST: z.string().default('127.0.0.1'),
  MONGO_URL: z.string().min(1, 'MONGO_URL is required (mongodb://host:port/database)'),
  NATS_URL: z.string().min(1, 'NATS_URL is required (nats://host:port)'),
  /**
   * Copies JetStream keeps of every stream and consumer the services make: 1 for a single server, 3 for a
   * three-node cluster. Created with this when missing; an existing one with fewer is raised, never lowered.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Appended to the database and durable-consumer names; tests use it to isolate runs. */
  DB_SUFFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]*$/)
    .default(''),
});
export type BaseServiceEnv = z.infer<typeof baseServiceEnv>;
