import { round, type ListingMetrics, type MarketDataset, type ResolvedLocation } from '@realty/market-data';
import { freshnessOf, isStale, type SeriesFreshness } from './freshness.ts';
import { figure, type MarketFigure } from './market-figure.ts';
import { metroLabel, type PlaceScope } from './place-scope.ts';

/** One geography's Realtor.com listing figures, all for the same month. */
export interface ListingSnapshot {
  geography: string;
  level: 'county' | 'metro';
  month: string;
  stale: boolean;
  figures: MarketFigure[];
}

export interface MarketSpeed {
  /** Most local first (county, then metro); each is a different month, so they are kept apart. */
  snapshots: ListingSnapshot[];
  /** The snapshot the tiles use: the freshest. */
  primary: ListingSnapshot | null;
  series: SeriesFreshness[];
  unavailableReason: string | null;
}

function snapshot(ds: MarketDataset, m: ListingMetrics, geography: string, level: 'county' | 'metro'): ListingSnapshot {
  const sourceId = level === 'metro' ? ('realtor-inventory-metro' as const) : ('realtor-inventory-county' as const);
  const where = { geography, level, period: m.month, sourceId };
  const stale = isStale(ds, m.month);
  const yoyNote = m.yearOverYearCaveat
    ? 'Realtor.com flags this area: year-over-year figures may be affected by data changes.'
    : null;
  const pct = (v: number | null): number | null => (v === null ? null : round(v * 100, 1));
  const f = (
    key: string,
    label: string,
    unit: MarketFigure['unit'],
    value: number | null,
    note: string | null = null,
  ): MarketFigure =>
    figure(key, label, unit, value, where, {
      stale,
      note: value === null ? 'Realtor.com publishes no value for this area and month.' : note,
    });
  return {
    geography,
    level,
    month: m.month,
    stale,
    figures: [
      f('medianDaysOnMarket', 'Median days on market', 'days', m.medianDaysOnMarket),
      f('activeListings', 'Active for-sale listings', 'count', m.activeListings),
      f(
        'activeListingsChangeMonth',
        'Active listings, change from previous month',
        'percent',
        pct(m.activeListingsChangeMonth),
      ),
      f(
        'activeListingsChangeYear',
        'Active listings, change from a year earlier',
        'percent',
        pct(m.activeListingsChangeYear),
        yoyNote,
      ),
      f('medianListPricePerSqft', 'Median list price per sq ft', 'usd_per_sqft', m.medianListPricePerSqft),
      f('medianSquareFeet', 'Median listing size', 'sqft', m.medianSquareFeet),
      f('medianListPrice', 'Median list price', 'usd', m.medianListPrice),
    ],
  };
}

/**
 * How fast homes sell and what they are listed at, from Realtor.com's for-sale listings (single-family homes and
 * condos, not rentals): the county file and the metro file are each one month, different months.
 */
export function marketSpeed(ds: MarketDataset, r: ResolvedLocation, scope: PlaceScope): MarketSpeed {
  const snapshots: ListingSnapshot[] = [];
  const countyFips = r.kind === 'metro' ? null : (r.countyFips ?? scope.countyFips ?? null);
  const county = countyFips ? ds.rental.realtorCounty.get(countyFips) : undefined;
  if (county && countyFips) snapshots.push(snapshot(ds, county, scope.countyName ?? county.name, 'county'));
  const metro = scope.metroCbsa ? ds.rental.realtorMetro.get(scope.metroCbsa) : undefined;
  if (metro && scope.metro) snapshots.push(snapshot(ds, metro, metroLabel(scope.metro), 'metro'));
  const primary = snapshots.reduce<ListingSnapshot | null>(
    (best, s) => (!best || s.month > best.month ? s : best),
    null,
  );
  const series = snapshots.map((s) =>
    freshnessOf(
      ds,
      'Realtor.com listings',
      s.geography,
      s.month,
      s === primary ? 'days on market, price per sq ft' : 'market speed table',
    ),
  );
  return {
    snapshots,
    primary,
    series,
    unavailableReason:
      snapshots.length > 0 ? null : 'Realtor.com publishes no listing figures for this county or metro area.',
  };
}
