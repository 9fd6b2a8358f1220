import type { MarketDataset } from './dataset.ts';
import { addMonths, monthsBetween, type Month } from './months.ts';
import { latest, valueAt } from './series.ts';

// Moves a price from the month it was asked to the month the estimate is for. The ZIP ZHVI here has only its
// last six months (SOURCES.md section 5) and the metro ZHVI ends earlier (section 6), so the index is chained:
// the metro's own ZHVI up to its last month, one month at the metro's last monthly rate across the gap between
// the two files, then the ZIP's own ZHVI. Without a metro series the ZIP's own six-month rate is carried back.

/** The ZIP's chained value index at `month`, or null where no series reaches it. */
export function chainedIndex(ds: MarketDataset, zip: string, month: Month): number | null {
  const zipSeries = ds.zhviZip.get(zip)?.series;
  const zipStart = zipSeries ? valueAt(zipSeries, zipSeries.start) : null;
  const zipEnd = zipSeries ? latest(zipSeries) : null;
  const metro = ds.metroOfZip(zip);
  const metroSeries = metro ? ds.zhviMetro.get(metro)?.series : undefined;
  const metroEnd = metroSeries ? latest(metroSeries) : null;
  if (metroSeries && metroEnd && monthsBetween(month, metroEnd.month) >= 0) return valueAt(metroSeries, month);
  if (!zipSeries || !zipStart || !zipEnd) return null;
  const inZip = valueAt(zipSeries, month);
  if (metroSeries && metroEnd) {
    const prev = valueAt(metroSeries, addMonths(metroEnd.month, -1));
    const gap = monthsBetween(metroEnd.month, zipSeries.start);
    if (!prev || gap < 0 || inZip === null) return null;
    return metroEnd.value * (metroEnd.value / prev) ** gap * (inZip / zipStart);
  }
  const span = monthsBetween(zipSeries.start, zipEnd.month);
  if (span <= 0) return null;
  return zipStart * (zipEnd.value / zipStart) ** (monthsBetween(zipSeries.start, month) / span);
}

/** The factor that carries a price of month `from` to month `to` in this ZIP, or null without an index. */
export function timeFactor(ds: MarketDataset, zip: string, from: Month, to: Month): number | null {
  const a = chainedIndex(ds, zip, from);
  const b = chainedIndex(ds, zip, to);
  return a && b ? b / a : null;
}
