import { compareRentalMarketsSchema } from '@realty/proto-schemas';
import { compareRentalMarkets as compareMarkets, type RentalComparison } from '../domain/compare-markets.ts';
import { hasMetrics } from '../domain/rental-market.ts';
import { invalidLocation } from '../errors.ts';
import { recordSearch } from './record-search.ts';
import type { RentalDeps } from './rental-deps.ts';

/** Two to four places side by side, recorded as one search that names them all. */
export async function compareRentalMarkets(
  deps: RentalDeps,
  userId: string,
  locations: string[],
): Promise<RentalComparison> {
  const parsed = compareRentalMarketsSchema.safeParse({ locations });
  if (!parsed.success) throw invalidLocation(parsed.error);
  const comparison = compareMarkets(deps.dataset, parsed.data.locations);
  const resolved = comparison.places.map((p) => p.resolved?.displayName ?? '?').join(' | ');
  const query = `Compare: ${parsed.data.locations.join(' | ')}`;
  await recordSearch(deps, userId, query, resolved, comparison.places.some(hasMetrics));
  return comparison;
}
