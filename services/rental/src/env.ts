import { z } from 'zod';
import { baseServiceEnv, narratorEnv, parseEnv } from '@realty/service-kit';

export const rentalEnvSchema = baseServiceEnv.extend({
  ...narratorEnv.shape,
  /** Where the market dataset was built (`npm run data:build`). */
  DATA_DIR: z.string().default('./.data'),
});
export type RentalEnv = z.infer<typeof rentalEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): RentalEnv => parseEnv(rentalEnvSchema, source);
