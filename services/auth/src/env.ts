import { z } from 'zod';
import { baseServiceEnv, parseEnv } from '@realty/service-kit';

export const authEnvSchema = baseServiceEnv.extend({
  /** Comma-separated emails that get the admin role (the first admin comes from configuration). */
  ADMIN_EMAILS: z.string().default(''),
  /** Failed login attempts allowed per email and client address within the window. */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Accounts one client address may create per window, so free trials cannot be farmed. */
  REGISTER_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
});
export type AuthEnv = z.infer<typeof authEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): AuthEnv => parseEnv(authEnvSchema, source);
