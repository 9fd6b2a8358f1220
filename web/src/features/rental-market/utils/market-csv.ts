import type { CsvRecord } from '@/lib/csv';
import type { MarketFigure, RentalMarketResult } from '../api/get-rental-market';
import type { RentalComparisonResult } from '../api/compare-rental-markets';

/** The CSV names the dataset as the spec's export does: '<dataset>_<YYYY-MM-DD>.csv'. */
export const MARKET_CSV_DATASET = 'rental_market';
export const COMPARISON_CSV_DATASET = 'rental_market_comparison';

function figureRecord(place: string, section: string, f: MarketFigure, item = f.label): CsvRecord {
  return {
    place,
    section,
    item,
    value: f.value,
    unit: f.unit,
    geography: f.geography ?? '',
    period: f.period ?? '',
    source: f.sourceId ?? '',
    stale: f.stale ? 'yes' : 'no',
    note: f.note ?? '',
  };
}

/**
 * Everything the dashboard shows, one figure a row with its geography, period, source, staleness and the reason
 * when it is absent, so that the file can be read without the screen.
 */
export function marketCsvRecords(m: RentalMarketResult): CsvRecord[] {
  const place = m.place?.header ?? m.location;
  const rows: CsvRecord[] = [];
  for (const f of m.figures) rows.push(figureRecord(place, 'Headline', f));
  for (const t of m.rentTrends) {
    rows.push({
      place,
      section: 'Rental trends',
      item: `Typical asking rent ${t.period}`,
      value: t.averageRent,
      unit: 'usd_month',
      geography: m.trendGeography ?? '',
      period: t.period,
      source: 'zillow-zori',
      stale: 'no',
      note: t.changePercent === null ? '' : `${t.changePercent}% from the previous month`,
    });
  }
  for (const b of m.bedroomRents)
    for (const f of [b.zoriBased, b.fmr, b.smallAreaFmr]) rows.push(figureRecord(place, 'Rent by bedrooms', f));
  for (const f of m.homeTypeRents) rows.push(figureRecord(place, 'By home type', f));
  for (const p of m.popularPropertyTypes) {
    rows.push({
      place,
      section: 'Housing-type mix',
      item: p.type,
      value: p.percentage,
      unit: 'percent',
      geography: m.typeMixGeography ?? '',
      period: m.typeMixPeriod ?? '',
      source: 'census-acs',
      stale: 'no',
      note: 'Share of all housing units',
    });
  }
  for (const s of m.marketSpeed) for (const f of s.figures) rows.push(figureRecord(place, 'Market speed', f));
  for (const f of m.valueContext) rows.push(figureRecord(place, 'Home values', f));
  return rows;
}

/** The comparison table: one row per metric and place. */
export function comparisonCsvRecords(c: RentalComparisonResult): CsvRecord[] {
  const names = c.places.map((p) => p.place?.header ?? p.location);
  return c.rows.flatMap((row) => row.values.map((f, i) => figureRecord(names[i] ?? '', 'Comparison', f, row.label)));
}
