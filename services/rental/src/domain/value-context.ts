import { latest, round, type MarketDataset, type ResolvedLocation } from '@realty/market-data';
import { isStale } from './freshness.ts';
import { absent, figure, metroWhere, type MarketFigure } from './market-figure.ts';
import { metroLabel, type PlaceScope } from './place-scope.ts';

/**
 * Sale-value context from Zillow's home value index: the metro's bottom, middle and top thirds (one release, so
 * the three are comparable), and the ZIP's own typical value in a ZIP view.
 */
export function valueContext(ds: MarketDataset, r: ResolvedLocation, scope: PlaceScope): MarketFigure[] {
  const out: MarketFigure[] = [];
  if (r.kind === 'zip') {
    const zhvi = ds.zhviZip.get(r.zip);
    const end = zhvi ? latest(zhvi.series) : null;
    out.push(
      end
        ? figure(
            'zipHomeValue',
            'Typical home value (ZHVI, mid tier)',
            'usd',
            round(end.value),
            { geography: `ZIP ${r.zip}`, level: 'zip', period: end.month, sourceId: 'zillow-zhvi' },
            { stale: isStale(ds, end.month) },
          )
        : absent(
            'zipHomeValue',
            'Typical home value (ZHVI, mid tier)',
            'usd',
            'Zillow publishes no home value index for this ZIP.',
          ),
    );
  }
  const metro = scope.metro ?? null;
  const tiers = metro ? tierRelations(ds)?.get(metro) : undefined;
  if (!metro || !tiers) {
    const reason = metro
      ? `Zillow publishes no value tiers for the ${metroLabel(metro)}.`
      : 'Zillow value tiers are published by metro, and this place has no metro.';
    for (const [key, label] of TIERS) out.push(absent(key, label, 'usd', reason));
    return out;
  }
  const where = metroWhere(metroLabel(metro), tiers.month, 'zillow-zhvi-bedrooms-tiers');
  const stale = isStale(ds, tiers.month);
  const values = [tiers.bottomTier, tiers.allHomes, tiers.topTier];
  TIERS.forEach(([key, label], i) => {
    const v = values[i] ?? null;
    out.push(
      v === null
        ? absent(key, label, 'usd', 'Zillow publishes no series for this tier here.')
        : figure(key, label, 'usd', round(v), where, { stale }),
    );
  });
  return out;
}

const TIERS: [string, string][] = [
  ['valueBottomTier', 'Home value, bottom third (ZHVI)'],
  ['valueMiddleTier', 'Home value, middle third (ZHVI)'],
  ['valueTopTier', 'Home value, top third (ZHVI)'],
];

interface TierValues {
  month: string;
  allHomes: number;
  bottomTier: number | null;
  topTier: number | null;
}

/**
 * The metro value tiers the pipeline stores with the property-estimate tables. Read through a narrow view so that
 * this file depends only on the fields it uses (and still builds against a dataset without those tables).
 */
function tierRelations(ds: MarketDataset): Map<string, TierValues> | undefined {
  return (ds as { property?: { metro: Map<string, TierValues> } }).property?.metro;
}
