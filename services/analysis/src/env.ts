import { z } from 'zod';
import { baseServiceEnv, narratorEnv, parseEnv } from '@realty/service-kit';

export const analysisEnvSchema = baseServiceEnv.extend({
  ...narratorEnv.shape,
  /** Where the market dataset was built (`npm run data:build`). */
  DATA_DIR: z.string().default('./.data'),
  /** Most rows one bulk upload may carry. */
  BULK_MAX_ROWS: z.coerce.number().int().positive().default(10_000),
  /** Worker threads that analyze bulk rows; 0 runs them on the main thread. Default: one per core. */
  BULK_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Most rows per batch of a bulk job (one billing request, one insert and one progress write each). */
  BULK_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(500),
  /** How long a runner holds a bulk job without writing progress before another runner may take it over. */
  BULK_JOB_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
});
export type AnalysisEnv = z.infer<typeof analysisEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): AnalysisEnv => parseEnv(analysisEnvSchema, source);
