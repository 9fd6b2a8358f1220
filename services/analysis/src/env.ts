import { z } from 'zod';
import { baseServiceEnv, narratorEnv, parseEnv } from '@realty/service-kit';

export const analysisEnvSchema = baseServiceEnv.extend({
  ...narratorEnv.shape,
  /** Where the market dataset was built (`npm run data:build`). */
  DATA_DIR: z.string().default('./.data'),
  /** Most rows one bulk upload may carry. */
  BULK_MAX_ROWS: z.coerce.number().int().positive().default(10_000),
});
export type AnalysisEnv = z.infer<typeof analysisEnvSchema>;
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): AnalysisEnv => parseEnv(analysisEnvSchema, source);
