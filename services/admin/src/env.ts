import { z } from 'zod';
import { baseServiceEnv, parseEnv } from '@realty/service-kit';

export const adminEnvSchema = baseServiceEnv.extend({
  /** Contact messages accepted per client address within the window. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
});
export type AdminEnv = z.infer<typeof adminEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): AdminEnv => parseEnv(adminEnvSchema, source);
