import type { SourceId } from '@realty/market-data';

export type FigureUnit = 'usd_month' | 'usd' | 'usd_per_sqft' | 'percent' | 'days' | 'count' | 'sqft';
export type GeographyLevel = 'zip' | 'city' | 'county' | 'metro' | 'hud_area' | 'nation';

/**
 * One number on the dashboard with everything needed to read it honestly: the geography it describes, the
 * period it covers, its source, and whether it is stale. A figure the data cannot support has a null value and
 * the reason in `note`; it is never filled with a guess.
 */
export interface MarketFigure {
  key: string;
  label: string;
  value: number | null;
  unit: FigureUnit;
  /** "Travis County, TX", "ZIP 78701", "Austin, TX metro"; null when nothing covers the place. */
  geography: string | null;
  level: GeographyLevel | null;
  /** "2026-06" for monthly series, "FY2026" for HUD, "2020-2024" for ACS 5-year estimates. */
  period: string | null;
  sourceId: SourceId | null;
  /** True when a monthly figure ends more than the allowed months before the newest month in the dataset. */
  stale: boolean;
  note: string | null;
}

type Where = Pick<MarketFigure, 'geography' | 'level' | 'period' | 'sourceId'>;

/** Where a metro's figure comes from: the metro (its label), the month its series ends, and the source. */
export function metroWhere(metroLabel: string, period: string, sourceId: SourceId): Where {
  return { geography: metroLabel, level: 'metro', period, sourceId };
}

export function figure(
  key: string,
  label: string,
  unit: FigureUnit,
  value: number | null,
  where: Where,
  extra: { stale?: boolean; note?: string | null } = {},
): MarketFigure {
  return { key, label, unit, value, ...where, stale: extra.stale ?? false, note: extra.note ?? null };
}

/** A figure the data does not support here, with the reason. */
export function absent(key: string, label: string, unit: FigureUnit, reason: string): MarketFigure {
  return {
    key,
    label,
    unit,
    value: null,
    geography: null,
    level: null,
    period: null,
    sourceId: null,
    stale: false,
    note: reason,
  };
}

/** A figure's identity written once: `of` makes it from a value, `absent` says why the data has none here. */
export function figureOf(key: string, label: string, unit: FigureUnit) {
  return {
    of: (value: number | null, where: Where, extra?: { stale?: boolean; note?: string | null }) =>
      figure(key, label, unit, value, where, extra),
    absent: (reason: string) => absent(key, label, unit, reason),
  };
}
