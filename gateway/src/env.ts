import { z } from 'zod';
import { parseEnv } from '@realty/service-kit';

export const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  AUTH_URL: z.url(),
  BILLING_URL: z.url(),
  ANALYSIS_URL: z.url(),
  INVOICE_URL: z.url(),
  RENTAL_URL: z.url(),
  ADMIN_URL: z.url(),
  /**
   * NATS (comma-separated servers, as the services have it), where analysis announces bulk jobs' progress for the
   * progress streams. Without it a progress stream answers 503; every other route works.
   */
  NATS_URL: z.string().min(1).optional(),
  /** Directory of the web app's production build; a minimal page is served when it is missing. */
  WEB_DIST: z.string().default(''),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(20),
  /** Schema introspection is off unless asked for (local tooling); the web app's codegen reads the SDL file. */
  GRAPHQL_INTROSPECTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed
   * (also 'loopback', 'linklocal', 'uniquelocal'). Empty: the socket address is the client, so a
   * client cannot choose its own address for rate limits.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export const loadGatewayEnv = () => parseEnv(gatewayEnvSchema);
