import type { RentalMarketResult } from '../api/get-rental-market';
import saved from './demo-market.json';

/**
 * What visitors see before signing in: the engine's real answer for "Austin, TX" over the public dataset
 * (newest rent month 2026-06), saved as it came out (demo-market.json) so that the sample never shows numbers
 * the data does not have. The page labels it as a sample; signed-in searches are computed live.
 */
export const DEMO_MARKET = saved as RentalMarketResult;
