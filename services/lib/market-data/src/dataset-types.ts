import type { Month } from './months.ts';
import type { PropertyExtrasSerialized } from './property-extras-types.ts';
import type { RentalExtrasSerialized } from './rental-extras-types.ts';
import type { ZillowRegionSeries } from './series-types.ts';

export type { MonthlySeries, ZillowRegionSeries } from './series-types.ts';

/**
 * The serialized form of the market dataset, written by the pipeline and read by `loadDataset`. Bump
 * `DATASET_VERSION` whenever this shape or the meaning of a field changes, so that `ensureDataset` rebuilds.
 */
export const DATASET_VERSION = 6;

export type SourceId =
  | 'zillow-zori'
  | 'zillow-zhvi'
  | 'zillow-zhvi-bedrooms-tiers'
  | 'zillow-zhvi-home-type'
  | 'zillow-zhvf'
  | 'hud-safmr-fy2024'
  | 'hud-fmr-fy2026'
  | 'acs-2024-dp04-county'
  | 'acs-2023-dp04-cbsa'
  | 'acs-2023-b25003-zcta'
  | 'geonames-postal'
  | 'fred-mortgage30us'
  | 'taxfoundation-property-tax'
  | 'realtor-inventory-metro'
  | 'realtor-inventory-county'
  | 'zillow-zori-home-type';

export interface SourceInfo {
  id: SourceId;
  name: string;
  publisher: string;
  attribution: string;
  /** What period the figures describe, e.g. "2015-01 to 2023-10 (ZIP)" or "FY2026, effective 2025-10-01". */
  vintage: string;
  /** The most recent date the figures describe, ISO (YYYY-MM or YYYY-MM-DD). */
  asOf: string;
  url: string;
  licence: string;
}

export interface ZipGeo {
  city: string;
  state: string;
  stateName: string;
  countyName: string;
  /** State FIPS + GeoNames admin code2; null when GeoNames has no county for the ZIP. */
  countyFips: string | null;
  /**
   * The county-equivalent used by ACS 2024 and HUD FY2026. It equals `countyFips` except in Connecticut,
   * where those products use the nine planning regions that replaced the old counties in 2022; there it is
   * found through the ZIP's town.
   */
  statCountyFips: string | null;
  lat: number;
  lon: number;
}

export interface ZhvfForecast {
  baseMonth: Month;
  /** Forecast percent change of ZHVI from the base month, by target month. */
  oneMonthPct: number | null;
  threeMonthPct: number | null;
  oneYearPct: number | null;
  oneYearTarget: Month;
}

/** Monthly rents for 0 to 4 bedrooms, in dollars. */
export type RentsByBedrooms = [number, number, number, number, number];

export interface SafmrEntry {
  hudAreaCode: string;
  hudAreaName: string;
  rents: RentsByBedrooms;
}

export interface SafmrRecord extends SafmrEntry {
  /** Other HUD areas that list the same ZIP; the primary entry is chosen as documented in the pipeline. */
  otherAreas: SafmrEntry[];
}

export interface CountyFmrRecord {
  name: string;
  state: string;
  hudAreaCode: string;
  hudAreaName: string;
  metro: boolean;
  rents: RentsByBedrooms;
  /** For New England, the number of towns aggregated (population-weighted) into the county figure. */
  townsAggregated: number;
}

export interface TownFmrRecord {
  town: string;
  state: string;
  hudAreaName: string;
  rents: RentsByBedrooms;
}

export interface AcsFigure {
  value: number | null;
  moe: number | null;
  qualifier: 'atLeast' | 'atMost' | null;
}

export interface UnitsInStructureMix {
  /** Percent of all housing units (DP04 does not split structure type by tenure). */
  oneUnitDetached: number | null;
  oneUnitAttached: number | null;
  twoUnits: number | null;
  threeToFourUnits: number | null;
  fiveToNineUnits: number | null;
  tenToNineteenUnits: number | null;
  twentyOrMoreUnits: number | null;
  mobileHome: number | null;
  boatRvVan: number | null;
}

/** Percent of owner-occupied units in each ACS value bracket (DP04_0081P to DP04_0088P). */
export type ValueDistribution = [number, number, number, number, number, number, number, number];

export interface AcsHousingProfile {
  geoId: string;
  name: string;
  totalUnits: number | null;
  occupiedUnits: number | null;
  vacantUnits: number | null;
  homeownerVacancyRate: AcsFigure;
  rentalVacancyRate: AcsFigure;
  ownerOccupied: number | null;
  renterOccupied: AcsFigure;
  medianRooms: number | null;
  medianValue: AcsFigure;
  medianGrossRent: AcsFigure;
  unitsInStructure: UnitsInStructureMix;
  valueDistribution: ValueDistribution | null;
  /**
   * Vacant-for-rent units, derived: renter-occupied x rate / (100 - rate). It leaves out "rented, not occupied"
   * units, which DP04 does not publish, so it is a slight under-estimate. Null when an input is missing.
   */
  estimatedVacantForRent: number | null;
}

export interface ZctaTenure {
  occupied: number;
  ownerOccupied: number;
  renterOccupied: number;
  renterOccupiedMoe: number | null;
}

export interface CountyTaxRecord {
  name: string;
  state: string;
  /** Median taxes paid / median home value, in percent (e.g. 1.85). */
  effectiveRatePct: number;
  medianHomeValue: number | null;
  medianTaxesPaid: number | null;
}

export interface StateTaxRecord {
  /** Median of the state's county effective rates, in percent. */
  medianCountyRatePct: number;
  countyCount: number;
}

export interface CountyInfo {
  fips: string;
  name: string;
  state: string;
  stateName: string;
}

export interface MortgageRatePoint {
  date: string;
  ratePct: number;
}

export interface SerializedDataset {
  version: number;
  builtAt: string;
  sources: SourceInfo[];
  /** Zillow value relations (bedrooms, tiers, home types) for property-level estimates; absent in fixtures. */
  property?: PropertyExtrasSerialized;
  geo: Record<string, ZipGeo>;
  counties: Record<string, CountyInfo>;
  /** County FIPS -> CBSA code, from the CBSA code embedded in HUD metro area codes. */
  countyCbsa: Record<string, string>;
  zhviZip: Record<string, ZillowRegionSeries>;
  zhvfZip: Record<string, ZhvfForecast>;
  zhviMetro: Record<string, ZillowRegionSeries>;
  zoriZip: Record<string, ZillowRegionSeries>;
  zoriCity: Record<string, ZillowRegionSeries>;
  zoriCounty: Record<string, ZillowRegionSeries>;
  zoriMetro: Record<string, ZillowRegionSeries>;
  /** Long metro names as they appear in ZIP/city/county files and CBSA titles -> the metro-file name. */
  metroAliases: Record<string, string>;
  /** Zillow metro-file name -> CBSA code. */
  metroCbsa: Record<string, string>;
  safmr: Record<string, SafmrRecord>;
  fmrCounty: Record<string, CountyFmrRecord>;
  /** New England ZIP -> the HUD FY2026 town whose name matches the ZIP's place name. */
  fmrTownByZip: Record<string, TownFmrRecord>;
  acsCounty: Record<string, AcsHousingProfile>;
  acsCbsa: Record<string, AcsHousingProfile>;
  tenureZcta: Record<string, ZctaTenure>;
  taxCounty: Record<string, CountyTaxRecord>;
  taxState: Record<string, StateTaxRecord>;
  mortgage30: MortgageRatePoint[];
  /** City key ("austin|TX") -> city; computed from the tables above when absent (test fixtures). */
  cities?: Record<string, CityRecord>;
  /** Tables only the rental dashboard reads (listing metrics, home-type rents, populations); absent in fixtures. */
  rental?: RentalExtrasSerialized;
}

export interface CityRecord {
  key: string;
  name: string;
  state: string;
  zips: string[];
  countyFips: string | null;
  sizeRank: number | null;
  households: number;
  metro: string | null;
}
