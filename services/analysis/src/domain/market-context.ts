// The market facts the analysis engine needs about one property. The service layer fills this from the
// public-data layer; the engine never reads data sets itself, so it stays testable with plain objects.
//
// Every rate and change is in percent (6.5 means 6.5%). Every figure that comes from data carries the
// source it came from, so each assumption built on it can cite that source.

export interface DataSource {
  /** Stable id of the data set, e.g. 'zillow-zhvi' or 'fred-mortgage30us'. */
  id: string;
  /** Human-readable name, e.g. 'Zillow Home Value Index (ZIP)'. */
  label: string;
  /** The period or date the figure describes, e.g. '2025-05' or '2025-06-12'. */
  asOf?: string;
}

/** One number taken from a data set. */
export interface SourcedFigure {
  value: number;
  source: DataSource;
}

export type DataConfidenceLevel = 'high' | 'medium' | 'low';

export interface PropertyMarketContext {
  /** Estimated market value of the property, with a plausible range. */
  value: { point: number; low: number; high: number; sources: DataSource[]; asOf: string };
  /** Estimated market monthly rent, with a plausible range. */
  rent: { point: number; low: number; high: number; sources: DataSource[] };
  /** Effective annual property-tax rate for the county, percent of value. */
  taxRatePct?: SourcedFigure;
  /** Rental vacancy rate for the county, percent. */
  rentalVacancyPct?: SourcedFigure;
  /** Latest average 30-year fixed mortgage rate, percent; `source.asOf` says which week. */
  mortgageRatePct?: SourcedFigure;
  valueTrend: {
    /** Change in the local home-value index over the last six months, percent (not annualised). */
    sixMonthChangePct?: SourcedFigure;
    /** Forecast change in home values over the next twelve months, percent. */
    forecastOneYearPct?: SourcedFigure;
    /** Change in the metro home-value index over the last twelve months, percent. */
    metroTwelveMonthPct?: SourcedFigure;
  };
  /** Change in local market rents over the last twelve months, percent. */
  rentTrendTwelveMonthPct?: SourcedFigure;
  /** Annualised standard deviation of monthly metro home-value changes, percent. */
  metroValueVolatilityPct?: SourcedFigure;
  /** Where the ZIP is, as the data knows it (for state-level defaults such as insurance). */
  location?: { city: string; state: string };
  /** The ZIP's typical home value before property-level adjustments. */
  zipTypicalValue?: number;
  /** The property facts the estimates were adjusted for (as entered). */
  property?: { propertyType?: string | null };
  /** How much the estimates can be trusted, with the reasons (e.g. 'rent from the county FMR, not the ZIP'). */
  dataConfidence: { level: DataConfidenceLevel; notes: string[] };
}
