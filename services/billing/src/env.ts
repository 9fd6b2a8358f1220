import { z } from 'zod';
import { baseServiceEnv, parseEnv } from '@realty/service-kit';

/** An unset variable and an empty one mean the same: not configured. */
const optionalSecret = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

export const billingEnvSchema = baseServiceEnv.extend({
  /** Without it, payment calls answer PAYMENTS_NOT_CONFIGURED (503 at the edge). */
  STRIPE_SECRET_KEY: optionalSecret,
  /** Signs the webhook deliveries; without it the webhook answers 503. */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Another Stripe API base, e.g. http://127.0.0.1:12111 for stripe-mock. */
  STRIPE_API_BASE: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /**
   * How long an authorized unit waits for the tool to say its result is stored before it is
   * given back. Longer than any tool run (the narrator alone may take 8 s).
   */
  USAGE_RESERVATION_SECONDS: z.coerce.number().positive().default(120),
});
export type BillingEnv = z.infer<typeof billingEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): BillingEnv => parseEnv(billingEnvSchema, source);
