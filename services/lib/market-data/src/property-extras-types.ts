import type { Month } from './months.ts';

/**
 * Zillow home-value relations for one metro or state, from one release each: the typical (mid-tier) value of
 * homes with 1-5+ bedrooms, of the bottom and top thirds, and of single-family and condo homes, each with the
 * all-homes mid-tier value of the same release so that ratios never mix releases (SOURCES.md sections 15-18).
 */
export interface ValueRelations {
  /** Month of the bedroom and tier values (sections 15-17). */
  month: Month;
  /** All-homes mid-tier value of the same release as the bedroom and tier values. */
  allHomes: number;
  /** Index 0 = 1 bedroom ... 4 = 5 or more; null where Zillow has no series. */
  byBedrooms: Array<number | null>;
  bottomTier: number | null;
  topTier: number | null;
  /** Home-type values and their own all-homes denominator (section 18, one release later for metros). */
  homeType: { month: Month; allHomes: number; singleFamily: number | null; condo: number | null } | null;
}

export interface PropertyExtrasSerialized {
  /** Zillow metro name ("Austin, TX") -> relations. */
  metro: Record<string, ValueRelations>;
  /** State abbreviation -> relations. */
  state: Record<string, ValueRelations>;
}

export interface PropertyExtras {
  metro: Map<string, ValueRelations>;
  state: Map<string, ValueRelations>;
}

/** Indexes the extras; a dataset without them (test fixtures, older builds) gets empty tables. */
export function indexPropertyExtras(extras: Partial<PropertyExtrasSerialized> | undefined): PropertyExtras {
  return { metro: new Map(Object.entries(extras?.metro ?? {})), state: new Map(Object.entries(extras?.state ?? {})) };
}
