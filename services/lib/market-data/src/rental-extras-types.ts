import type { Month } from './months.ts';
import type { ZillowRegionSeries } from './series-types.ts';
import type { TablesAsMaps } from './tables-as-maps.ts';

/**
 * One month of Realtor.com for-sale listing metrics for a metro (CBSA) or county. Changes are fractions as
 * the publisher writes them (0.18 = +18%). Listing (asking) figures of homes for sale, not sales and not rentals.
 */
export interface ListingMetrics {
  month: Month;
  /** The publisher's name for the area ("Austin-Round Rock-San Marcos, TX", "travis, tx"). */
  name: string;
  medianDaysOnMarket: number | null;
  activeListings: number | null;
  activeListingsChangeMonth: number | null;
  activeListingsChangeYear: number | null;
  medianListPrice: number | null;
  medianListPricePerSqft: number | null;
  medianSquareFeet: number | null;
  /** Realtor.com's quality_flag: year-over-year figures may be affected by data changes. */
  yearOverYearCaveat: boolean;
}

/** The rental dashboard's extra tables, as the pipeline writes them. */
export interface RentalExtrasSerialized {
  /** CBSA code -> listing metrics. */
  realtorMetro: Record<string, ListingMetrics>;
  /** County FIPS -> listing metrics. */
  realtorCounty: Record<string, ListingMetrics>;
  /** Zillow metro name -> single-family rental ZORI. */
  zoriMetroSfr: Record<string, ZillowRegionSeries>;
  /** Zillow metro name -> multifamily rental ZORI. */
  zoriMetroMfr: Record<string, ZillowRegionSeries>;
  /** County FIPS -> population (Census 2023 estimate, as HUD lists it with the FY2026 FMRs). */
  countyPopulation: Record<string, number>;
}

/** The same tables, indexed. */
export type RentalExtras = TablesAsMaps<RentalExtrasSerialized>;

/** Indexes the extras; a dataset without them (test fixtures, older builds) gets empty tables. */
export function indexRentalExtras(extras: Partial<RentalExtrasSerialized> | undefined): RentalExtras {
  const map = <V>(record: Record<string, V> | undefined): Map<string, V> => new Map(Object.entries(record ?? {}));
  return {
    realtorMetro: map(extras?.realtorMetro),
    realtorCounty: map(extras?.realtorCounty),
    zoriMetroSfr: map(extras?.zoriMetroSfr),
    zoriMetroMfr: map(extras?.zoriMetroMfr),
    countyPopulation: map(extras?.countyPopulation),
  };
}
