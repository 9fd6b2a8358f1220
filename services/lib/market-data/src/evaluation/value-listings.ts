import type { MarketDataset } from '../dataset.ts';
import { valueContext, type ValueContext } from '../value-context.ts';
import { timeFactor } from '../zhvi-chain.ts';
import { FORSALE_MONTH, type ForSaleListing } from './forsale-listings.ts';

// The for-sale listings joined to what the product knows about their ZIP: each asking price carried from
// September 2024 to the month of the ZIP value by the ZIP's own chained index (see zhvi-chain.ts).

export interface ValueListing {
  listing: ForSaleListing;
  context: ValueContext;
  /** Asking price at the ZIP value's month. */
  truth: number;
  region: string;
}

export interface JoinCounts {
  joined: number;
  noZipValue: number;
  noIndex: number;
}

export function joinValueListings(
  ds: MarketDataset,
  listings: readonly ForSaleListing[],
): { rows: ValueListing[]; counts: JoinCounts } {
  const rows: ValueListing[] = [];
  const counts: JoinCounts = { joined: 0, noZipValue: 0, noIndex: 0 };
  const contexts = new Map<string, ValueContext | null>();
  for (const listing of listings) {
    if (!contexts.has(listing.zip)) contexts.set(listing.zip, valueContext(ds, listing.zip));
    const context = contexts.get(listing.zip);
    if (!context) {
      counts.noZipValue += 1;
      continue;
    }
    const factor = timeFactor(ds, listing.zip, FORSALE_MONTH, context.asOf);
    if (!factor) {
      counts.noIndex += 1;
      continue;
    }
    rows.push({ listing, context, truth: listing.price * factor, region: listing.state });
    counts.joined += 1;
  }
  return { rows, counts };
}

/** The three simple baselines, each from public data only and computed for every listing it can be. */
export function valueBaselines(row: ValueListing): Record<string, number | null> {
  const { context, listing } = row;
  const sqft = listing.sqft;
  return {
    zipLevel: context.zipLevel,
    zipSize: sqft && context.typicalSqft ? (context.zipLevel * sqft) / context.typicalSqft : null,
    countyPsf: sqft && context.pricePerSqft ? context.pricePerSqft * sqft : null,
  };
}
