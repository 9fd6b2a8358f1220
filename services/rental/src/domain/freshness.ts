import { latest, monthsBetween, type MarketDataset, type MonthlySeries } from '@realty/market-data';

/** A monthly series this many months behind the newest month in the dataset is stale. */
export const STALE_AFTER_MONTHS = 6;

const newestCache = new WeakMap<MarketDataset, string>();

function laterOf(a: string, b: string | undefined): string {
  return b !== undefined && b > a ? b : a;
}

/**
 * The newest month any rent or listing series in the dataset reaches. Staleness is measured against it, so a
 * series that stopped updating stands out however current the others are. Home values (ZHVI) are context, not
 * market figures the dashboard dates its headline by, so they do not move the reference.
 */
export function newestMonth(ds: MarketDataset): string {
  const cached = newestCache.get(ds);
  if (cached) return cached;
  let newest = '0000-01';
  const tables = [ds.zoriZip, ds.zoriCity, ds.zoriCounty, ds.zoriMetro, ds.rental.zoriMetroSfr, ds.rental.zoriMetroMfr];
  for (const table of tables) for (const r of table.values()) newest = laterOf(newest, latest(r.series)?.month);
  for (const table of [ds.rental.realtorMetro, ds.rental.realtorCounty])
    for (const r of table.values()) newest = laterOf(newest, r.month);
  newestCache.set(ds, newest);
  return newest;
}

export function monthsBehind(ds: MarketDataset, month: string): number {
  return Math.max(0, monthsBetween(month, newestMonth(ds)));
}

export function isStale(ds: MarketDataset, month: string | null | undefined): boolean {
  return month ? monthsBehind(ds, month) > STALE_AFTER_MONTHS : false;
}

export function lastMonthOf(series: MonthlySeries | undefined): string | null {
  return series ? (latest(series)?.month ?? null) : null;
}

/** One series as the freshness table lists it. */
export interface SeriesFreshness {
  series: string;
  geography: string;
  lastMonth: string;
  monthsBehind: number;
  stale: boolean;
  usedFor: string | null;
}

export function freshnessOf(
  ds: MarketDataset,
  series: string,
  geography: string,
  month: string,
  usedFor: string | null,
): SeriesFreshness {
  return {
    series,
    geography,
    lastMonth: month,
    monthsBehind: monthsBehind(ds, month),
    stale: isStale(ds, month),
    usedFor,
  };
}
