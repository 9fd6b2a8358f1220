import { z } from 'zod';

/**
 * The only place this package reads `process.env`. Both variables are optional: without them the raw files are
 * looked up next to the checkout and the dataset is written to `<repo>/.data`.
 */
const envSchema = z.object({
  RAW_DATA_DIR: z.string().min(1).optional(),
  MARKET_DATA_DIR: z.string().min(1).optional(),
});

export type MarketDataEnv = z.infer<typeof envSchema>;

export function readMarketDataEnv(source: NodeJS.ProcessEnv = process.env): MarketDataEnv {
  const parsed = envSchema.safeParse({ RAW_DATA_DIR: source.RAW_DATA_DIR, MARKET_DATA_DIR: source.MARKET_DATA_DIR });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid market-data environment: ${problems}`);
  }
  return parsed.data;
}
