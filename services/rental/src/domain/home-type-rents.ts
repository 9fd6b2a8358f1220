import { changePct, latest, round, type MarketDataset } from '@realty/market-data';
import { freshnessOf, isStale, type SeriesFreshness } from './freshness.ts';
import { figureOf, metroWhere, type MarketFigure } from './market-figure.ts';
import { metroLabel, type PlaceScope } from './place-scope.ts';

export interface HomeTypeRents {
  singleFamily: MarketFigure;
  multifamily: MarketFigure;
  singleFamilyChange12m: MarketFigure;
  multifamilyChange12m: MarketFigure;
  series: SeriesFreshness[];
}

/**
 * Zillow's single-family and multifamily rent indexes, published by metro only; each comes from its own monthly
 * release, so they are shown with their own months and never divided into each other.
 */
export function homeTypeRents(ds: MarketDataset, scope: PlaceScope): HomeTypeRents {
  const metro = scope.metro ?? null;
  const series: SeriesFreshness[] = [];
  const one = (type: 'sfr' | 'mfr') => {
    const table = type === 'sfr' ? ds.rental.zoriMetroSfr : ds.rental.zoriMetroMfr;
    const label = type === 'sfr' ? 'Single-family rentals' : 'Multifamily (apartment) rentals';
    const key = type === 'sfr' ? 'singleFamilyRent' : 'multifamilyRent';
    const level = figureOf(key, `Typical asking rent, ${label.toLowerCase()}`, 'usd_month');
    const change12m = figureOf(`${key}Change12m`, `12-month change, ${label.toLowerCase()}`, 'percent');
    const row = metro ? table.get(metro) : undefined;
    const end = row ? latest(row.series) : null;
    if (!metro || !row || !end) {
      const reason = metro
        ? `Zillow publishes no ${label.toLowerCase()} rent index for the ${metroLabel(metro)}.`
        : 'Zillow publishes home-type rent indexes by metro only, and this place has no metro.';
      return { level: level.absent(reason), change: change12m.absent(reason) };
    }
    const where = metroWhere(metroLabel(metro), end.month, 'zillow-zori-home-type');
    const stale = isStale(ds, end.month);
    series.push(
      freshnessOf(ds, `Zillow ZORI, ${label.toLowerCase()}`, metroLabel(metro), end.month, 'rent by home type'),
    );
    const change = changePct(row.series, 12);
    return {
      level: level.of(round(end.value), where, { stale }),
      change:
        change === null
          ? change12m.absent('The series is shorter than 13 months.')
          : change12m.of(round(change, 1), where, { stale }),
    };
  };
  const sfr = one('sfr');
  const mfr = one('mfr');
  return {
    singleFamily: sfr.level,
    multifamily: mfr.level,
    singleFamilyChange12m: sfr.change,
    multifamilyChange12m: mfr.change,
    series,
  };
}
