import { rentalMarketSchema } from '@realty/proto-schemas';
import { hasMetrics, rentalMarket, type RentalMarketResult } from '../domain/rental-market.ts';
import { invalidLocation } from '../errors.ts';
import { recordSearch } from './record-search.ts';
import type { RentalDeps } from './rental-deps.ts';

/** One place's market, its summary narrated when there are figures to narrate, and the search recorded. */
export async function lookUpRentalMarket(
  deps: RentalDeps,
  userId: string,
  location: string,
): Promise<RentalMarketResult> {
  const parsed = rentalMarketSchema.safeParse({ location });
  if (!parsed.success) throw invalidLocation(parsed.error);
  const result = rentalMarket(deps.dataset, parsed.data.location);
  const found = hasMetrics(result);
  if (found) {
    const facts = [result.aiSummary.summary, ...result.aiSummary.keyInsights, result.aiSummary.marketOutlook].join(
      '\n',
    );
    const narration = await deps.narrator.narrate({
      task: 'Summarize this rental market for an investor.',
      facts,
      fallback: result.aiSummary.summary,
    });
    result.aiSummary = { ...result.aiSummary, summary: narration.text };
  }
  await recordSearch(deps, userId, parsed.data.location, result.resolved?.displayName ?? null, found);
  return result;
}
