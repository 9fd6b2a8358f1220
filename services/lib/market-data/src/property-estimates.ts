import type { MarketDataset } from './dataset.ts';
import { estimateRent, estimateValue, sourceRef } from './estimates.ts';
import { homeTypeAdjustment } from './property-home-type.ts';
import {
  bedroomValueRatio,
  homeTypeRentRatio,
  homeTypeValueRatio,
  metroListings,
  tierSpread,
  valueRelationsFor,
} from './property-relations.ts';
import { round } from './series.ts';
import {
  addBathEvidence,
  adjustedEstimate,
  BEDROOM_VALUE_WEIGHT,
  HUD_EXTRA_BEDROOM_STEP,
  listAdjustments,
  RANGE_CALIBRATION,
  RENT_SIZE_ELASTICITY,
  TYPE_LABEL,
  VALUE_SIZE_ELASTICITY,
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

/** Market value of this property: ZIP ZHVI × bedroom, size, home-type and bathroom factors. */
export function estimatePropertyValue(ds: MarketDataset, zip: string, profile: PropertyProfile = {}): PropertyEstimate | null {
  const base = estimateValue(ds, zip);
  if (!base) return null;
  const areas = valueRelationsFor(ds, zip);
  const evidence: EstimateEvidence = { adjustments: [], inputsUsed: [], sources: [...base.sources], reasons: [...base.confidenceReasons], sigmas: [] };
  const { adjustments, inputsUsed, sources, reasons, sigmas } = evidence;
  // How far the condo rest of the home-type factor moves the value: no held-out truth splits values by type, so
  // its uncertainty is added on its own (half its log size) rather than averaged in with bedroom and size terms.
  let typeSigma = 0;
  const { bedrooms, livingAreaSqft, propertyType } = profile;

  const bed = bedrooms != null ? bedroomValueRatio(areas, Math.max(1, bedrooms)) : null;
  const bedFactor = bed ? bed.factor ** BEDROOM_VALUE_WEIGHT : null;
  const listings = livingAreaSqft ? metroListings(ds, zip) : null;
  const sizeFactor =
    livingAreaSqft && listings?.medianSquareFeet ? (livingAreaSqft / listings.medianSquareFeet) ** VALUE_SIZE_ELASTICITY : null;
  // Bedrooms and size each say where the home sits against the typical one; with both, their log average.
  const weight = bedFactor && sizeFactor ? 0.5 : 1;
  if (bed && bedFactor && bedrooms != null) {
    const factor = bedFactor ** weight;
    adjustments.push({
      name: 'bedrooms',
      factor,
      detail:
        `Zillow's typical ${bedrooms >= 5 ? '5+' : Math.max(1, bedrooms)}-bedroom value in ${bed.area} is ${round(bed.factor, 3)}× the all-homes value (${bed.month}); ` +
        `${BEDROOM_VALUE_WEIGHT * 100}% of it on a log scale (fitted on held-out data): ×${round(bedFactor, 3)}` +
        (weight < 1 ? `; averaged with the size factor on a log scale: ×${round(factor, 3)}.` : '.') +
        (bedrooms === 0 ? ' Studios use the 1-bedroom series.' : ''),
    });
    inputsUsed.push(`${bedrooms} bedrooms`);
    sources.push(sourceRef(ds, 'zillow-zhvi-bedrooms-tiers', bed.month));
    sigmas.push(0.06 + 0.5 * Math.abs(Math.log(bedFactor)));
  } else if (bedrooms != null) {
    reasons.push('No Zillow bedroom series for this metro or state; bedrooms do not change the value.');
  }
  if (sizeFactor && listings && livingAreaSqft) {
    const factor = sizeFactor ** weight;
    adjustments.push({
      name: 'living area',
      factor,
      detail:
        `${livingAreaSqft.toLocaleString('en-US')} sq ft against the ${listings.metro} median listing of ${listings.medianSquareFeet?.toLocaleString('en-US')} sq ft ` +
        `(Realtor.com, ${listings.month}), value elasticity ${VALUE_SIZE_ELASTICITY}: ×${round(sizeFactor, 3)}` +
        (weight < 1 ? `, averaged with the bedroom factor: ×${round(factor, 3)}.` : '.'),
    });
    inputsUsed.push(`${livingAreaSqft.toLocaleString('en-US')} sq ft`);
    sources.push(sourceRef(ds, 'realtor-inventory-metro', listings.month));
    sigmas.push(0.1 + 0.5 * Math.abs(Math.log(sizeFactor)));
  } else if (livingAreaSqft) {
    reasons.push('No Realtor.com listing size for this metro; living area does not change the value.');
  }
  if (propertyType) {
    const type = propertyType === 'multi_family' ? null : homeTypeValueRatio(areas, propertyType);
    if (type && propertyType !== 'multi_family') {
      const placedByFacts = Boolean(bedFactor || sizeFactor);
      const adjustment = homeTypeAdjustment(areas, propertyType, type, placedByFacts);
      adjustments.push(adjustment);
      // The condo rest rests on the assumed typical bedroom count; without facts the measured ratio is used whole.
      if (placedByFacts && propertyType !== 'single_family') typeSigma = 0.5 * Math.abs(Math.log(adjustment.factor));
      inputsUsed.push(TYPE_LABEL[propertyType]);
      sources.push(sourceRef(ds, 'zillow-zhvi-home-type', type.month));
    } else {
      reasons.push(`No Zillow ${TYPE_LABEL[propertyType]} value series here; the all-homes value is used and the range widened.`);
      sigmas.push(0.1);
    }
  }
  addBathEvidence(evidence, profile);
  // Without bedrooms or size we do not know which home of the ZIP this is: Zillow's bottom-to-top third spread.
  const spread = tierSpread(areas);
  const homeSpread = spread ? spread.factor / (2 * 0.8416) : 0.3;
  const factsSigma = bedFactor || sizeFactor ? Math.sqrt(sigmas.reduce((s, x) => s + x * x, 0) / Math.max(1, sigmas.length)) : homeSpread;
  const baseSigma = base.basis === 'zip-zhvi' ? 0.05 : 0.2;
  const sigma = RANGE_CALIBRATION.value * Math.sqrt(factsSigma ** 2 + baseSigma ** 2 + typeSigma ** 2);
  if (!bedFactor && !sizeFactor) reasons.push('Without bedrooms or living area the range spans the typical homes of the area, from Zillow\'s bottom to top third.');
  if (spread && !bedFactor && !sizeFactor) sources.push(sourceRef(ds, 'zillow-zhvi-bedrooms-tiers', spread.month));

  const zipLevel = base.point;
  const level = base.basis === 'zip-zhvi' ? `Zillow ZHVI for ZIP ${zip} (${base.asOf})` : `the county ACS median carried to ${base.asOf}`;
  const method =
    `Start from ${level}: $${zipLevel.toLocaleString('en-US')}. ` +
    (adjustments.length ? `Adjust: ${listAdjustments(adjustments)}. ` : 'No property facts given, so no adjustment. ') +
    `Range: 80% log-normal interval (σ = ${round(sigma, 3)}), wider when facts are missing.`;
  const confidence = sigma < 0.15 && base.confidence === 'high' ? 'high' : sigma < 0.3 ? 'medium' : 'low';
  return adjustedEstimate({ zip, zipLevel, asOf: base.asOf, method, sigma, confidence, digits: -3 }, evidence);
}

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
