import type { MarketDataset } from './dataset.ts';
import { estimatePropertyRentModel } from './property-rent.ts';
import type { PropertyEstimate, PropertyProfile } from './property-estimate-parts.ts';

// Property-level value and rent: the ZIP level scaled by what listings say about homes like this one
// (bedrooms, size, home type, bathrooms). Value: property-value.ts; rent: property-rent.ts. Every adjustment is
// listed with its factor and source, and the 80% range comes from the measured scatter of listings around the
// estimate (`npm run fit:estimates`, `npm run eval:analyzer`, docs/analyzer-accuracy.md).

export type { PropertyType } from './property-relations.ts';
export {
  BATH_STEP,
  BEDROOM_VALUE_WEIGHT,
  HUD_EXTRA_BEDROOM_STEP,
  RANGE_CALIBRATION,
  typicalBaths,
  VALUE_SIZE_ELASTICITY,
} from './property-estimate-parts.ts';
export type { EstimateAdjustment, PropertyEstimate, PropertyProfile } from './property-estimate-parts.ts';

/** Market value of this property: the fitted listing model (property-value.ts). */
export { estimatePropertyValue } from './property-value.ts';

/**
 * Monthly market rent of this property: the ZIP rent level for its bedroom count times size, bathroom and
 * home-type factors fitted on listing rents, with a range from their measured scatter (see property-rent.ts).
 */
export function estimatePropertyRent(
  ds: MarketDataset,
  zip: string,
  profile: PropertyProfile = {},
): PropertyEstimate | null {
  return estimatePropertyRentModel(ds, zip, profile);
}
