export { buildDataset, ensureDataset, locateRawDir, defaultDataDir } from './pipeline/build.ts';
export type { BuildOptions, BuildResult, DatasetManifest, EnsureOptions, EnsureResult } from './pipeline/build.ts';
export { SOURCE_URLS, RAW_FILES } from './pipeline/source-urls.ts';
export { loadDataset, loadDatasetEarly, indexDataset } from './dataset.ts';
export type { MarketDataset, CityEntry, DatasetLoadLog } from './dataset.ts';
export type * from './dataset-types.ts';
export { bareState, placeKey, resolveLocation } from './resolve-location.ts';
export { placeAlternative, stateSuggestions } from './location-candidates.ts';
export type { ListingMetrics, RentalExtras, RentalExtrasSerialized } from './rental-extras-types.ts';
export type {
  LocationAlternative,
  LocationKind,
  ResolvedCity,
  ResolvedCounty,
  ResolvedLocation,
  ResolvedMetro,
  ResolvedZip,
} from './location-types.ts';
export { estimateRent, estimateValue } from './estimates.ts';
export type { Confidence, PropertyFacts, RentComponent, RentEstimate, SourceRef, ValueEstimate } from './estimates.ts';
export { zipFacts } from './zip-facts.ts';
export {
  BEDROOM_VALUE_WEIGHT,
  estimatePropertyRent,
  estimatePropertyValue,
  RANGE_CALIBRATION,
  typicalBaths,
} from './property-estimates.ts';
export type { EstimateAdjustment, PropertyEstimate, PropertyProfile, PropertyType } from './property-estimates.ts';
export type { ZipFacts, ZipLocation, RateFact } from './zip-facts.ts';
export { sourceRef } from './estimates.ts';
export { addMonths, monthsBetween } from './months.ts';
export { carryForward, changePct, latest, round, valueAt } from './series.ts';
export { zipZoriScope, zoriCandidates } from './zori-series.ts';
export type { ZoriChoice, ZoriScope } from './zori-series.ts';
export { fixtureDataset } from './testing/fixture-dataset.ts';
export { rentalFixtureDataset } from './testing/rental-fixture-dataset.ts';
export { MarketDataError } from './errors.ts';
export type { MarketDataErrorCode } from './errors.ts';
