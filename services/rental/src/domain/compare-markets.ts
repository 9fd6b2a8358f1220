import { addMonths, monthsBetween, round, valueAt, type MarketDataset, type MonthlySeries } from '@realty/market-data';
import { headlineRent } from './headline-rent.ts';
import { absent, figure, type FigureUnit, type MarketFigure } from './market-figure.ts';
import type { ListingSnapshot } from './market-speed.ts';
import { scopeOf } from './place-scope.ts';
import { rentalMarket, type RentalMarketResult } from './rental-market.ts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface ComparisonRow {
  key: string;
  label: string;
  unit: FigureUnit;
  /** One figure per place, in the order the places were given. */
  values: MarketFigure[];
}

export interface RentalComparison {
  places: RentalMarketResult[];
  /** The month every rent in the first two rows is read at: the latest month all the places' series reach. */
  commonMonth: string | null;
  rows: ComparisonRow[];
  /** Rows whose figures could not be put on the same date or survey, said plainly. */
  notes: string[];
}

/** The latest month at which every series has a value, looking back at most two years from the earliest end. */
function latestSharedMonth(series: (MonthlySeries | undefined)[]): string | null {
  if (series.length === 0 || series.some((s) => !s)) return null;
  const ends = series.map((s) => (s ? addMonths(s.start, s.values.length - 1) : ''));
  const earliest = ends.reduce((a, b) => (monthsBetween(a, b) < 0 ? b : a));
  for (let back = 0; back <= 24; back += 1) {
    const month = addMonths(earliest, -back);
    if (series.every((s) => rentAt(s, month) !== null)) return month;
  }
  return null;
}

function rentAt(series: MonthlySeries | undefined, month: string | null): number | null {
  return series && month ? valueAt(series, month) : null;
}

/** Percent change over the 12 months to `month`. */
function changeTo(series: MonthlySeries | undefined, month: string | null): number | null {
  if (!series || !month) return null;
  const end = valueAt(series, month);
  const start = valueAt(series, addMonths(month, -12));
  return end !== null && start ? round((end / start - 1) * 100, 1) : null;
}

/** Listing figures from one level for every place, so that the months match: metro if all have it, else county. */
function listingLevel(places: RentalMarketResult[]): 'metro' | 'county' | null {
  for (const level of ['metro', 'county'] as const)
    if (places.every((p) => p.marketSpeed.some((s) => s.level === level))) return level;
  return null;
}

/**
 * Two to four places side by side with the same metrics at the same dates: rents are read at the latest month
 * every place's rent series reaches, listing figures from the same Realtor.com level (hence month) for all,
 * HUD rents from the same fiscal year. Where the data cannot line up a row, a note says so.
 */
export function compareRentalMarkets(ds: MarketDataset, texts: string[]): RentalComparison {
  const places = texts.map((t) => rentalMarket(ds, t));
  const headlines = places.map((p) => (p.resolved ? headlineRent(ds, scopeOf(ds, p.resolved)) : null));
  const commonMonth = latestSharedMonth(headlines.map((h) => h?.choice?.series));
  const notes: string[] = [];
  if (!commonMonth)
    notes.push("The places' rent series share no month in the last two years, so rents are not compared.");

  const rentRow = (
    key: string,
    label: string,
    unit: FigureUnit,
    read: (s: MonthlySeries | undefined) => number | null,
  ): ComparisonRow => ({
    key,
    label,
    unit,
    values: headlines.map((h) => {
      const v = read(h?.choice?.series);
      if (!h || v === null) return absent(key, label, unit, 'No rent series covers this place at the common month.');
      return figure(key, label, unit, v, {
        geography: h.figure.geography,
        level: h.figure.level,
        period: commonMonth,
        sourceId: 'zillow-zori',
      });
    }),
  });
  const rows: ComparisonRow[] = [
    rentRow(
      'rentAtCommonMonth',
      `Typical asking rent (ZORI) in ${commonMonth ?? 'a common month'}`,
      'usd_month',
      (s) => {
        const v = rentAt(s, commonMonth);
        return v === null ? null : round(v);
      },
    ),
    rentRow('rentChange12m', `Rent change, 12 months to ${commonMonth ?? 'a common month'}`, 'percent', (s) =>
      changeTo(s, commonMonth),
    ),
  ];

  const pick = (key: string, from: (p: RentalMarketResult) => MarketFigure[]): ComparisonRow | null => {
    const values = places.map(
      (p) => from(p).find((f) => f.key === key) ?? absent(key, key, 'count', 'Not available for this place.'),
    );
    const first = values.find((v) => v.value !== null) ?? values[0];
    if (!first) return null;
    const periods = new Set(values.filter((v) => v.value !== null).map((v) => v.period));
    if (periods.size > 1)
      notes.push(`${first.label}: the places' figures come from different periods (${[...periods].join(', ')}).`);
    return { key, label: first.label, unit: first.unit, values };
  };
  for (const key of ['medianRent', 'occupancyRate']) {
    const row = pick(key, (p) => p.figures);
    if (row) rows.push(row);
  }
  const fmr2 = pick('fmr_2br', (p) => p.bedroomRents.map((b) => b.fmr));
  if (fmr2) rows.push(fmr2);
  for (const key of ['singleFamilyRent', 'multifamilyRent']) {
    const row = pick(key, (p) => p.homeTypeRents);
    if (row) rows.push(row);
  }
  const level = listingLevel(places);
  if (!level)
    notes.push(
      'Not every place has Realtor.com listing figures at the same level, so market speed is shown per place.',
    );
  const snapshotOf = (p: RentalMarketResult): ListingSnapshot | undefined =>
    (level ? p.marketSpeed.find((s) => s.level === level) : undefined) ?? p.marketSpeed.at(-1);
  for (const key of [
    'medianDaysOnMarket',
    'medianListPricePerSqft',
    'activeListings',
    'activeListingsChangeYear',
    'medianSquareFeet',
  ]) {
    const row = pick(key, (p) => snapshotOf(p)?.figures ?? []);
    if (row) rows.push(row);
  }
  return { places, commonMonth, rows, notes: [...new Set(notes)] };
}
