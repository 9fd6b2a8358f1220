import type { MarketDataset } from '@realty/market-data';
import type { Narrator, OutboxRelay } from '@realty/service-kit';
import type { RentalSearchModel } from '../store/rental-searches.ts';

/** What the rental use cases need, built once at start-up by server.ts. */
export interface RentalDeps {
  dataset: MarketDataset;
  searches: RentalSearchModel;
  relay: OutboxRelay;
  narrator: Narrator;
}
