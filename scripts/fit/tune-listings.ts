// The tune states' for-sale listings with living area, bedrooms and bathrooms, joined to the product's market
// dataset: what the cross-validation scripts (value-cv.ts, lot-size-cv.ts) fold and score. Report states are
// left out here, so those scripts cannot read them.
import { resolve } from 'node:path';
import { defaultDataDir, loadDataset, locateRawDir, type MarketDataset } from '@realty/market-data';
import { readForSaleListings } from '../../services/lib/market-data/src/evaluation/forsale-listings.ts';
import { isTuneRegion } from '../../services/lib/market-data/src/evaluation/listing-metrics.ts';
import { fullFactRows } from '../../services/lib/market-data/src/evaluation/value-listings-eval.ts';
import { joinValueListings, type ValueListing } from '../../services/lib/market-data/src/evaluation/value-listings.ts';

export async function loadTuneListings(): Promise<{ ds: MarketDataset; tune: ValueListing[] }> {
  const rawDir = locateRawDir();
  if (!rawDir) throw new Error('no raw listings here');
  const ds = await loadDataset(resolve(process.env.DATA_DIR ?? defaultDataDir()));
  const data = await readForSaleListings(rawDir);
  const tune = fullFactRows(joinValueListings(ds, data.listings).rows).filter((x) => isTuneRegion(x.region));
  return { ds, tune };
}
