import {
  addMonths,
  latest,
  round,
  valueAt,
  zoriCandidates,
  type MarketDataset,
  type MonthlySeries,
  type ZoriChoice,
} from '@realty/market-data';
import { freshnessOf, isStale, type SeriesFreshness } from './freshness.ts';
import { absent, figure, type GeographyLevel, type MarketFigure } from './market-figure.ts';
import type { PlaceScope } from './place-scope.ts';

const TREND_MONTHS = 12;

export interface RentTrendPoint {
  /** Month, 'YYYY-MM'. */
  period: string;
  averageRent: number;
  /** Percent change from the previous month. */
  changePercent: number | null;
}

export interface HeadlineRent {
  figure: MarketFigure;
  /** The series behind the headline, which the trend also shows (one geography for both). */
  choice: ZoriChoice | null;
  trend: RentTrendPoint[];
  /** Every all-homes ZORI series that covers the place, most local first, with its freshness. */
  series: SeriesFreshness[];
  /** Why a more local series was passed over, if one was. */
  passedOver: string | null;
}

/** zoriCandidates already names each level as shown ("ZIP 78701", "Travis County, TX", "Austin, TX metro"). */
const geographyOf = (c: ZoriChoice): string => c.label;

/**
 * The headline rent is Zillow's all-homes ZORI at the most local level whose series is current. A series more
 * than six months behind the newest month in the dataset is stale and is passed over when a fresher one covers
 * the place; when every series is stale, the freshest is shown, flagged.
 */
export function headlineRent(ds: MarketDataset, scope: PlaceScope): HeadlineRent {
  const candidates = zoriCandidates(ds, scope);
  const ends = candidates.map((c) => latest(c.series));
  let chosenIndex = candidates.findIndex((_, i) => ends[i] && !isStale(ds, ends[i]?.month));
  if (chosenIndex < 0) {
    chosenIndex = -1;
    ends.forEach((e, i) => {
      const best = chosenIndex >= 0 ? ends[chosenIndex] : null;
      if (e && (!best || e.month > best.month)) chosenIndex = i;
    });
  }
  const choice = chosenIndex >= 0 ? (candidates[chosenIndex] ?? null) : null;
  const end = chosenIndex >= 0 ? ends[chosenIndex] : null;
  const series = candidates.flatMap((c, i) => {
    const e = ends[i];
    return e
      ? [
          freshnessOf(
            ds,
            'Zillow ZORI, all homes',
            geographyOf(c),
            e.month,
            i === chosenIndex ? 'headline rent and trend' : null,
          ),
        ]
      : [];
  });
  if (!choice || !end) {
    return {
      figure: absent(
        'averageRent',
        'Typical asking rent',
        'usd_month',
        'Zillow publishes no rent index for this place, its county or its metro area.',
      ),
      choice: null,
      trend: [],
      series,
      passedOver: null,
    };
  }
  const skipped = candidates.slice(0, chosenIndex).map((c, i) => `${geographyOf(c)} (ends ${ends[i]?.month ?? '?'})`);
  const passedOver = skipped.length > 0 ? `More local series are stale and not used: ${skipped.join(', ')}.` : null;
  const stale = isStale(ds, end.month);
  const level: GeographyLevel = choice.level;
  return {
    figure: figure(
      'averageRent',
      'Typical asking rent (Zillow ZORI, all homes)',
      'usd_month',
      round(end.value),
      { geography: geographyOf(choice), level, period: end.month, sourceId: 'zillow-zori' },
      { stale, note: stale ? `Stale: the newest rent series for this place ends ${end.month}.` : passedOver },
    ),
    choice,
    trend: trendPoints(choice.series),
    series,
    passedOver,
  };
}

export function trendPoints(series: MonthlySeries, months = TREND_MONTHS): RentTrendPoint[] {
  const end = latest(series);
  if (!end) return [];
  const out: RentTrendPoint[] = [];
  for (let i = months - 1; i >= 0; i -= 1) {
    const period = addMonths(end.month, -i);
    const value = valueAt(series, period);
    if (value === null) continue;
    const previous = valueAt(series, addMonths(period, -1));
    out.push({
      period,
      averageRent: round(value),
      changePercent: previous ? round((value / previous - 1) * 100, 2) : null,
    });
  }
  return out;
}
