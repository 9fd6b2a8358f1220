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
  /** Directory of the web app's production build; a minimal page is served when it is missing. */
  WEB_DIST: z.string().default(''),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(10),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(20),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export const loadGatewayEnv = () => parseEnv(gatewayEnvSchema);
