// Value and rent estimates for a ZIP and a property's facts, each with its sources, dates and range.
export { sourceRef } from './estimate-types.ts';
export type {
  Confidence,
  PropertyFacts,
  RentComponent,
  RentEstimate,
  SourceRef,
  ValueEstimate,
} from './estimate-types.ts';
export { estimateValue, valuePercentile, valueSpread } from './estimate-value.ts';
export { estimateRent } from './estimate-rent.ts';
