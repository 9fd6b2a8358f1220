import type { MarketDataset } from './dataset.ts';
import { sourceRef } from './estimates.ts';
import { VALUE_PARAMS } from './fitted/value-params.ts';
import type { ValueParams } from './fitted/value-params-types.ts';
import {
  adjustedEstimate,
  listAdjustments,
  TYPE_LABEL,
  Z80,
  type EstimateAdjustment,
  type EstimateEvidence,
  type PropertyEstimate,
  type PropertyProfile,
} from './property-estimate-parts.ts';
import { round } from './series.ts';
import { valueContext } from './value-context.ts';
import {
  dot,
  factSet,
  spreadFeatures,
  termGroup,
  valueFeatures,
  type FactSet,
  type ValueInputs,
} from './value-model.ts';

// Property value from the ZIP level by a model fitted on real for-sale listings of other regions
// (scripts/fit/value.ts; coefficients and provenance in fitted/value-params.ts). The 80% range's width is the
// measured scatter of listings around the estimate for homes this far from the ZIP's typical one; the
// confidence grade follows that width, and the stated accuracy comes from states the fit never saw.

export function valueInputs(ctx: NonNullable<ReturnType<typeof valueContext>>, profile: PropertyProfile): ValueInputs {
  return {
    zipLevel: ctx.zipLevel,
    zipBasis: ctx.base.basis,
    typicalSqft: ctx.typicalSqft,
    pricePerSqft: ctx.pricePerSqft,
    renterShare: ctx.renterShare,
    tierSpread: ctx.tierSpread,
    asOfYear: Number(ctx.asOf.slice(0, 4)),
    sqft: profile.livingAreaSqft && profile.livingAreaSqft > 0 ? profile.livingAreaSqft : null,
    beds: profile.bedrooms ?? null,
    baths: profile.bathrooms ?? null,
    propertyType: profile.propertyType ?? null,
    yearBuilt: profile.yearBuilt ?? null,
  };
}

/** The model's point (before rounding), its 80% log half-width and the per-fact factors. */
export function valueModelOutput(params: ValueParams, inputs: ValueInputs) {
  const set = factSet(inputs);
  const model = params.models[set];
  const x = valueFeatures(inputs, set);
  const factors = new Map<string, number>();
  for (const [name, c] of Object.entries(model.coef)) {
    const v = x[name];
    if (!v) continue;
    const group = termGroup(name);
    factors.set(group, (factors.get(group) ?? 1) * Math.exp(c * v));
  }
  const log = dot(model.coef, x);
  const halfWidth = Math.max(
    params.minHalfWidth,
    model.spreadScale * Math.exp(dot(model.spread, spreadFeatures(inputs, set))),
  );
  const confidence: PropertyEstimate['confidence'] =
    halfWidth <= params.confidence.high ? 'high' : halfWidth <= params.confidence.medium ? 'medium' : 'low';
  return { set, point: inputs.zipLevel * Math.exp(log), factors, halfWidth, confidence };
}

const GROUP_TEXT: Record<string, (i: ValueInputs) => string> = {
  market: (i) =>
    `where the ZIP sits: its price level, renter share` +
    (i.pricePerSqft ? ` and its county's asking price per sq ft ($${Math.round(i.pricePerSqft)})` : '') +
    `, and the gap between asking prices and the index (fitted on listings)`,
  'living area': (i) =>
    `${i.sqft?.toLocaleString('en-US')} sq ft against the area's median listing of ${(i.typicalSqft ?? 0).toLocaleString('en-US') || 'about 1,900'} sq ft`,
  bedrooms: (i) => `${i.beds} bedrooms for the size given`,
  bathrooms: (i) => `${i.baths} bathrooms for the size given`,
  'home type': (i) =>
    `${i.propertyType ? TYPE_LABEL[i.propertyType] : ''} against homes of the same size, given how many homes in the ZIP are rented`,
  age: (i) => (i.yearBuilt ? `built ${i.yearBuilt}` : 'year built not given (listings without one, on average)'),
};

/** Value of this property, or null when the ZIP has no value level. */
export function estimateValueWith(params: ValueParams) {
  return (ds: MarketDataset, zip: string, profile: PropertyProfile = {}): PropertyEstimate | null => {
    const ctx = valueContext(ds, zip);
    if (!ctx) return null;
    const inputs = valueInputs(ctx, profile);
    const out = valueModelOutput(params, inputs);
    const base = ctx.base;
    const evidence: EstimateEvidence = {
      adjustments: [],
      inputsUsed: [],
      sources: [...base.sources],
      reasons: [...base.confidenceReasons],
      sigmas: [],
    };
    for (const [group, factor] of out.factors) {
      evidence.adjustments.push({
        name: group as EstimateAdjustment['name'],
        factor,
        detail: `${GROUP_TEXT[group]?.(inputs) ?? group}: ×${round(factor, 3)}.`,
      });
    }
    if (inputs.beds != null) evidence.inputsUsed.push(`${inputs.beds} bedrooms`);
    if (inputs.baths != null) evidence.inputsUsed.push(`${inputs.baths} bathrooms`);
    if (inputs.sqft) evidence.inputsUsed.push(`${inputs.sqft.toLocaleString('en-US')} sq ft`);
    if (inputs.propertyType) evidence.inputsUsed.push(TYPE_LABEL[inputs.propertyType]);
    if (inputs.yearBuilt) evidence.inputsUsed.push(`built ${inputs.yearBuilt}`);
    if (ctx.listingMonth)
      evidence.sources.push(
        sourceRef(
          ds,
          ctx.listingLevel === 'county' ? 'realtor-inventory-county' : 'realtor-inventory-metro',
          ctx.listingMonth,
        ),
      );
    if (ctx.renterShare !== null) evidence.sources.push(sourceRef(ds, 'acs-2023-b25003-zcta'));
    if (!inputs.sqft)
      evidence.reasons.push(
        'Without the living area the range is wider: the measured scatter of listings is larger when only rooms or nothing is known.',
      );
    const sigma = out.halfWidth / Z80;
    const level =
      base.basis === 'zip-zhvi'
        ? `Zillow ZHVI for ZIP ${zip} (${base.asOf})`
        : `the county ACS median carried to ${base.asOf}`;
    const method =
      `Start from ${level}: $${ctx.zipLevel.toLocaleString('en-US')}. ` +
      `Adjust by a model fitted on ${params.provenance.data} in ${params.provenance.tuneRegions.length} states (${listAdjustments(evidence.adjustments)}). ` +
      `Range: the 80% spread of asking prices around such estimates for homes this far from the ZIP's typical one (±${round(out.halfWidth * 100, 0)}% on a log scale), measured on listings. ` +
      measuredSentence(params, out.set, out.confidence);
    return {
      ...adjustedEstimate(
        { zip, zipLevel: ctx.zipLevel, asOf: base.asOf, method, sigma, confidence: out.confidence, digits: -3 },
        evidence,
      ),
      point: round(out.point, -3),
      ...rangeOf(out.point, out.halfWidth),
    };
  };
}

/**
 * What was measured for homes like this one (the same facts given, the same confidence grade) on the report
 * states, which the fit never saw: the share within 10% of the asking price and how many of 10 the range held.
 */
export function measuredSentence(
  params: ValueParams,
  set: FactSet,
  confidence: PropertyEstimate['confidence'],
): string {
  const m = params.models[set].report[confidence] ?? params.models[set].report.all;
  if (!m) return '';
  const states = params.provenance.reportRegions.length;
  return (
    `Our value estimates for homes like this were within 10% of the asking price for ${Math.round(m.within10Pct)}% of ${m.n.toLocaleString('en-US')} listings ` +
    `in our test regions (${states} states the model was not fitted on; median error ${round(m.mdape, 1)}%); this range holds ${Math.round(m.coverage80Pct / 10)} of 10.`
  );
}

function rangeOf(point: number, halfWidth: number) {
  return { low: round(point * Math.exp(-halfWidth), -3), high: round(point * Math.exp(halfWidth), -3) };
}

/** The product's value estimate: the fitted parameters committed with the repository. */
export const estimatePropertyValue = estimateValueWith(VALUE_PARAMS);
