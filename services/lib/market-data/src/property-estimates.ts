import type { MarketDataset } from './dataset.ts';
import { estimateRent, sourceRef } from './estimates.ts';
import {
  homeTypeRentRatio,
  metroListings,
} from './property-relations.ts';
import { round } from './series.ts';
import {
  addBathEvidence,
  adjustedEstimate,
  HUD_EXTRA_BEDROOM_STEP,
  listAdjustments,
  RANGE_CALIBRATION,
  RENT_SIZE_ELASTICITY,
  TYPE_LABEL,
  type EstimateEvidence,
  type PropertyEstimate,
  type PropertyProfile,
} from './property-estimate-parts.ts';

// Property-level value and rent: the ZIP level (Zillow ZHVI / ZORI blended with HUD) scaled by what the
// public data says about homes like this one (bedrooms, size, home type, bathrooms). Every adjustment is
// listed with its factor and source, and the 80% range is a log-normal interval whose width comes from the
// evidence used (wider when facts are missing); the width scale is tuned on held-out data
// (`npm run eval:analyzer`, see docs/analyzer-accuracy.md).

export type { PropertyType } from './property-relations.ts';
export {
  BATH_STEP,
  BEDROOM_VALUE_WEIGHT,
  HUD_EXTRA_BEDROOM_STEP,
  RANGE_CALIBRATION,
  RENT_SIZE_ELASTICITY,
  typicalBaths,
  VALUE_SIZE_ELASTICITY,
} from './property-estimate-parts.ts';
export type { EstimateAdjustment, PropertyEstimate, PropertyProfile } from './property-estimate-parts.ts';

/** Market value of this property: the fitted listing model (property-value.ts). */
export { estimatePropertyValue } from './property-value.ts';

/** Monthly market rent of this property: ZIP rent for the bedroom count × home-type, size and bathroom factors. */
export function estimatePropertyRent(ds: MarketDataset, zip: string, profile: PropertyProfile = {}): PropertyEstimate | null {
  const { bedrooms, livingAreaSqft, propertyType } = profile;
  const typical = estimateRent(ds, zip, { bedrooms: null });
  const base = bedrooms != null ? estimateRent(ds, zip, { bedrooms: Math.min(4, bedrooms) }) : typical;
  if (!base || !typical) return null;
  const evidence: EstimateEvidence = {
    adjustments: [],
    inputsUsed: [],
    sources: [...base.sources],
    reasons: base.confidenceReasons.filter((r) => !r.startsWith('HUD publishes up to 4')),
    sigmas: [],
  };
  const { adjustments, inputsUsed, sources, reasons, sigmas } = evidence;
  if (bedrooms != null) {
    inputsUsed.push(`${bedrooms} bedrooms`);
    // Held-out errors are about as large for 0 as for 4 bedrooms (HUD's area ratios carry well to ZIPs), so the
    // width grows only a little with the distance from the typical unit; 0.1 gave the evenest per-bedroom
    // coverage on the tuning half (0.5 left 2-bedroom ranges holding the truth 57% of the time, 4-bedroom 91%).
    sigmas.push(0.05 + 0.1 * Math.abs(Math.log(base.point / typical.point)));
    if (bedrooms > 4) {
      const factor = 1 + HUD_EXTRA_BEDROOM_STEP * (bedrooms - 4);
      adjustments.push({ name: 'bedrooms', factor, detail: `${bedrooms} bedrooms: HUD's rule adds 15% of the 4-bedroom rent per bedroom above four: ×${round(factor, 3)}.` });
      sigmas.push(0.1);
    }
  }
  if (livingAreaSqft && bedrooms == null) {
    const listings = metroListings(ds, zip);
    if (listings?.medianSquareFeet) {
      const factor = (livingAreaSqft / listings.medianSquareFeet) ** RENT_SIZE_ELASTICITY;
      adjustments.push({
        name: 'living area',
        factor,
        detail: `${livingAreaSqft.toLocaleString('en-US')} sq ft against the ${listings.metro} median listing of ${listings.medianSquareFeet.toLocaleString('en-US')} sq ft (Realtor.com, ${listings.month}), rent elasticity ${RENT_SIZE_ELASTICITY}: ×${round(factor, 3)}.`,
      });
      inputsUsed.push(`${livingAreaSqft.toLocaleString('en-US')} sq ft`);
      sources.push(sourceRef(ds, 'realtor-inventory-metro', listings.month));
      sigmas.push(0.1 + 0.5 * Math.abs(Math.log(factor)));
    }
  } else if (livingAreaSqft) {
    inputsUsed.push(`${livingAreaSqft.toLocaleString('en-US')} sq ft (within the bedroom count's typical size)`);
  }
  if (propertyType) {
    const type = homeTypeRentRatio(ds, zip, propertyType);
    if (type) {
      const factor = type.factor ** (bedrooms != null ? 0.5 : 1);
      const series = propertyType === 'single_family' ? 'single-family' : propertyType === 'townhouse' ? 'single-family and multifamily (geometric mean)' : 'multifamily';
      adjustments.push({
        name: 'home type',
        factor,
        detail: `Zillow's ${series} rent index in ${type.area} is ${round(type.factor, 3)}× the all-homes index (${type.month})${bedrooms != null ? `; half the effect with bedrooms known: ×${round(factor, 3)}` : ''}.`,
      });
      inputsUsed.push(TYPE_LABEL[propertyType]);
      sources.push(sourceRef(ds, 'zillow-zori-home-type', type.month));
    } else {
      reasons.push(`No Zillow ${TYPE_LABEL[propertyType]} rent series for this metro; the all-homes rent is used.`);
      sigmas.push(0.06);
    }
  }
  addBathEvidence(evidence, profile);
  // Without bedrooms or size we do not know which unit this is: the ZIP's 1- to 3-bedroom rent spread.
  const one = estimateRent(ds, zip, { bedrooms: 1 });
  const three = estimateRent(ds, zip, { bedrooms: 3 });
  const fmrSpread = one && three ? Math.log(three.point / one.point) / (2 * 0.8416) : 0.25;
  const factsSigma = sigmas.length ? Math.sqrt(sigmas.reduce((s, x) => s + x * x, 0) / sigmas.length) : fmrSpread;
  const baseSigma = base.confidence === 'high' ? 0.06 : base.confidence === 'medium' ? 0.09 : 0.14;
  const sigma = RANGE_CALIBRATION.rent * Math.sqrt(factsSigma ** 2 + baseSigma ** 2);
  const zipLevel = base.point;
  const method =
    `Start from ${base.method.split('. ')[0]}: $${zipLevel.toLocaleString('en-US')} (${base.components.map((c) => c.kind).join(' + ')}). ` +
    (adjustments.length ? `Adjust: ${listAdjustments(adjustments)}. ` : '') +
    `Range: 80% log-normal interval (σ = ${round(sigma, 3)}).`;
  const confidence = sigma < 0.1 && base.confidence === 'high' ? 'high' : sigma < 0.2 ? 'medium' : 'low';
  return adjustedEstimate({ zip, zipLevel, asOf: base.asOf, method, sigma, confidence, digits: 0 }, evidence);
}
