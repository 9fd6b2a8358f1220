import type { MarketDataset } from './dataset.ts';
import params from './fitted/rent-params.json' with { type: 'json' };
import {
  adjustedEstimate,
  HUD_EXTRA_BEDROOM_STEP,
  listAdjustments,
  TYPE_LABEL,
  typicalBaths,
  type EstimateAdjustment,
  type EstimateEvidence,
  type PropertyEstimate,
  type PropertyProfile,
} from './property-estimate-parts.ts';
import {
  anchorKindWords,
  rentAnchor as readAnchor,
  type RentAnchor,
  type RentAnchorKind,
  type RentAnchorParams,
} from './property-rent-anchor.ts';
import type { PropertyType } from './property-relations.ts';
import { round } from './series.ts';

// Monthly rent of one property: the ZIP rent level for its bedroom count (see property-rent-anchor.ts) times
// factors for size, bathrooms and home type, each fitted on real rental listings (Austin, tuning ZIPs only) by
// scripts/fit/rent.ts into fitted/rent-params.json. The 80% range is log-normal; its σ is the measured scatter
// of listing rents around the estimate for the facts given and the distance from the typical unit, plus the
// error of the ZIP level itself where it does not rest on the ZIP's own ZORI (measured across metros).

/** house: a house or townhouse; unit: a unit in a building (condo, 2-4 unit); unknown: no home type given. */
export type RentHomeKind = 'house' | 'unit' | 'unknown';

/** Which facts were given: bedrooms, living area, home type (b1s0t1 = bedrooms and type, no size). */
export type FactsKey = `b${0 | 1}s${0 | 1}t${0 | 1}`;

export interface RentModelParams {
  anchor: RentAnchorParams;
  /** Log σ the level adds where it does not rest on the ZIP ZORI (the ZORI anchor's own error is in `sigma`). */
  levelGapSigma: Record<RentAnchorKind, number>;
  /** Typical living area of a rental by bedrooms (0 to 5+), sq ft. */
  typicalSqft: number[];
  sizeElasticity: number;
  /** Log change per bathroom off the typical count for the bedrooms, applied within `bathClamp`. */
  bathLogStep: number;
  bathClamp: [number, number];
  /** Extra power on the HUD bedroom ladder (rent(b)/rent(2 bd)) the anchor already carries. */
  bedroomLadderExtra: number;
  /** Log level of each home kind against the anchor. */
  typeLog: Record<RentHomeKind, number>;
  /** Log σ of listing rents around the estimate on the ZIP ZORI anchor, by the facts given. */
  sigma: Record<FactsKey, number>;
  /** σ grows as sqrt(σ² + (k × distance)²), distance = |log(estimate / the ZIP's typical-unit level)|. */
  sigmaDistance: number;
  /** Log σ of a (ZIP, bedrooms) median rent around its estimate. */
  cellSigma: number;
  /** σ at or below which confidence is high, at or below which medium; low above. */
  confidence: { high: number; medium: number };
}

/** What was measured on the reporting ZIPs for estimates given the same facts (quoted in the result). */
export interface RentMeasured {
  n: number;
  mdape: number;
  within10: number;
  coverage80: number;
}

export const RENT_PARAMS = params.model as RentModelParams;
const RENT_MEASURED = params.measured as Record<FactsKey, RentMeasured>;

/** The plain-words sentence on what was measured for homes given the same facts, on ZIPs the fit never saw. */
export function measuredRentSentence(measured: RentMeasured | undefined): string {
  if (!measured || !measured.n) return '';
  return (
    `Our rent estimates for homes like this were within 10% of the listing rent for ${Math.round(measured.within10)}% of ${measured.n.toLocaleString('en-US')} listings ` +
    `in our test ZIP codes (Austin rentals the model was not fitted on; median error ${round(measured.mdape, 1)}%); this range holds ${Math.round(measured.coverage80 / 10)} of 10.`
  );
}

const Z80 = 1.2816;

export function homeKind(type: PropertyType | null | undefined): RentHomeKind {
  if (!type) return 'unknown';
  return type === 'single_family' || type === 'townhouse' ? 'house' : 'unit';
}

export function typicalSqftFor(p: RentModelParams, bedrooms: number | null | undefined): number {
  const i = bedrooms == null ? 2 : Math.max(0, Math.min(p.typicalSqft.length - 1, Math.round(bedrooms)));
  return p.typicalSqft[i]!;
}

/** The log-scale features of a property against its anchor (0 when a fact is missing). */
export function rentFeatures(p: RentModelParams, profile: PropertyProfile, ladder: number | null) {
  const { bedrooms, bathrooms, livingAreaSqft } = profile;
  const bedsForBaths = bedrooms ?? 2;
  return {
    bigHouse: bedrooms != null && bedrooms > 4 ? Math.log(1 + HUD_EXTRA_BEDROOM_STEP * (bedrooms - 4)) : 0,
    ladder: ladder ?? 0,
    size: livingAreaSqft ? Math.log(livingAreaSqft / typicalSqftFor(p, bedrooms)) : 0,
    bath:
      bathrooms != null
        ? Math.max(p.bathClamp[0], Math.min(p.bathClamp[1], bathrooms - typicalBaths(bedsForBaths)))
        : 0,
  };
}

export function factsKey(profile: PropertyProfile): FactsKey {
  return `b${profile.bedrooms != null ? 1 : 0}s${profile.livingAreaSqft ? 1 : 0}t${profile.propertyType ? 1 : 0}`;
}

/**
 * The range's σ: listing scatter for the facts given, widened with the distance from the typical unit and the level's
 * error.
 */
export function rentSigma(p: RentModelParams, key: FactsKey, distance: number, anchor: RentAnchorKind): number {
  return Math.sqrt(p.sigma[key] ** 2 + (p.sigmaDistance * distance) ** 2 + p.levelGapSigma[anchor] ** 2);
}

export function rentConfidence(p: RentModelParams, sigma: number): PropertyEstimate['confidence'] {
  return sigma <= p.confidence.high ? 'high' : sigma <= p.confidence.medium ? 'medium' : 'low';
}

function factorAdjustments(
  p: RentModelParams,
  profile: PropertyProfile,
  f: ReturnType<typeof rentFeatures>,
): EstimateAdjustment[] {
  const out: EstimateAdjustment[] = [];
  const { bedrooms, bathrooms, livingAreaSqft, propertyType } = profile;
  if (bedrooms != null && (f.bigHouse || f.ladder)) {
    const factor = Math.exp(f.bigHouse + p.bedroomLadderExtra * f.ladder);
    out.push({
      name: 'bedrooms',
      factor,
      detail:
        (f.ladder
          ? `HUD's bedroom ladder steepened by a fitted ${round(p.bedroomLadderExtra, 3)} power (listing rents)`
          : '') +
        (f.bigHouse
          ? `${f.ladder ? '; ' : ''}${bedrooms} bedrooms: HUD's rule adds 15% of the 4-bedroom rent per bedroom above four`
          : '') +
        `: ×${round(factor, 3)}.`,
    });
  }
  if (livingAreaSqft) {
    const factor = Math.exp(p.sizeElasticity * f.size);
    out.push({
      name: 'living area',
      factor,
      detail: `${livingAreaSqft.toLocaleString('en-US')} sq ft against a typical ${typicalSqftFor(p, bedrooms).toLocaleString('en-US')} sq ft rental${bedrooms != null ? ` with ${bedrooms} bedrooms` : ''}, rent elasticity ${round(p.sizeElasticity, 3)} (fitted on listing rents): ×${round(factor, 3)}.`,
    });
  }
  if (bathrooms != null && f.bath) {
    const factor = Math.exp(p.bathLogStep * f.bath);
    out.push({
      name: 'bathrooms',
      factor,
      detail: `${bathrooms} bathrooms against a typical ${typicalBaths(bedrooms ?? 2)}: ${round((factor - 1) * 100, 1)}% (${round(p.bathLogStep * 100, 1)}% a bathroom on a log scale, fitted on listing rents).`,
    });
  }
  const kind = homeKind(propertyType);
  const typeFactor = Math.exp(p.typeLog[kind]);
  out.push({
    name: 'home type',
    factor: typeFactor,
    detail: propertyType
      ? `A ${TYPE_LABEL[propertyType]} rents at ×${round(typeFactor, 3)} the ZIP level for its size (listing rents of ${kind === 'house' ? 'houses and townhouses' : 'units in buildings'}).`
      : `No home type given: the listing-weighted level of houses, units and apartment communities, ×${round(typeFactor, 3)}.`,
  });
  return out;
}

/** How the model reads the ZIP level (the fit passes a memoized one). */
export type AnchorReader = (
  ds: MarketDataset,
  zip: string,
  bedrooms: number | null,
  p: RentAnchorParams,
) => RentAnchor | null;

/** Monthly market rent of this property, with its 80% range, confidence and the anchor it rests on. */
export function estimatePropertyRentModel(
  ds: MarketDataset,
  zip: string,
  profile: PropertyProfile = {},
  p: RentModelParams = RENT_PARAMS,
  rentAnchor: AnchorReader = readAnchor,
): PropertyEstimate | null {
  const bedrooms = profile.bedrooms != null ? Math.max(0, Math.round(profile.bedrooms)) : null;
  const anchorBeds = bedrooms == null ? null : Math.min(4, bedrooms);
  const anchor = rentAnchor(ds, zip, anchorBeds, p.anchor);
  const typical = rentAnchor(ds, zip, null, p.anchor);
  if (!anchor || !typical) return null;
  const two = bedrooms == null ? null : rentAnchor(ds, zip, 2, p.anchor);
  const facts = { ...profile, bedrooms };
  const f = rentFeatures(p, facts, two ? Math.log(anchor.point / two.point) : null);
  const adjustments = factorAdjustments(p, facts, f);
  const inputsUsed = [
    ...(bedrooms != null ? [`${bedrooms} bedrooms`] : []),
    ...(profile.bathrooms != null ? [`${profile.bathrooms} bathrooms`] : []),
    ...(profile.livingAreaSqft ? [`${profile.livingAreaSqft.toLocaleString('en-US')} sq ft`] : []),
    ...(profile.propertyType ? [TYPE_LABEL[profile.propertyType]] : []),
  ];
  const point = adjustments.reduce((v, a) => v * a.factor, anchor.point);
  const distance = Math.abs(Math.log(point / typical.point));
  const key = factsKey(facts);
  const sigma = rentSigma(p, key, distance, anchor.kind);
  const confidence = rentConfidence(p, sigma);
  const reasons = [...anchor.reasons, `Rent level from ${anchorKindWords(anchor.kind)}.`];
  if (anchor.kind !== 'zip-zori')
    reasons.push(
      `Without the ZIP's own Zillow rent the level is less certain (measured across metros: +${round(p.levelGapSigma[anchor.kind], 3)} log σ).`,
    );
  if (bedrooms == null) reasons.push("Without bedrooms the range spans the ZIP's units of every size.");
  if (!profile.livingAreaSqft)
    reasons.push('Without living area the range is wider (listing rents scatter more for a bedroom count alone).');
  const method =
    `Start from ${anchor.description}: $${round(anchor.point).toLocaleString('en-US')} (anchor: ${anchor.kind}). ` +
    `Adjust: ${listAdjustments(adjustments)}. ` +
    `Range: 80% log-normal interval (σ = ${round(sigma, 3)}), the scatter of listing rents around this estimate for the facts given` +
    (anchor.kind !== 'zip-zori' ? ", plus the ZIP level's own error without a ZIP ZORI. " : '. ') +
    measuredRentSentence(p === RENT_PARAMS ? RENT_MEASURED[key] : undefined);
  const evidence: EstimateEvidence = { adjustments, inputsUsed, sources: anchor.sources, reasons, sigmas: [] };
  return adjustedEstimate(
    { zip, zipLevel: round(anchor.point), asOf: anchor.asOf, method, sigma, confidence, digits: 0 },
    evidence,
  );
}

/** The ZIP-level rent for a bedroom count (the median unit of that size), with its own, narrower range. */
export function estimateZipBedroomRent(
  ds: MarketDataset,
  zip: string,
  bedrooms: number,
  p: RentModelParams = RENT_PARAMS,
  rentAnchor: AnchorReader = readAnchor,
): PropertyEstimate | null {
  const e = estimatePropertyRentModel(ds, zip, { bedrooms }, p, rentAnchor);
  const anchor = e ? rentAnchor(ds, zip, Math.min(4, bedrooms), p.anchor) : null;
  if (!e || !anchor) return null;
  const sigma = Math.sqrt(p.cellSigma ** 2 + p.levelGapSigma[anchor.kind] ** 2);
  const low = round(e.point * Math.exp(-Z80 * sigma));
  const high = round(e.point * Math.exp(Z80 * sigma));
  return {
    ...e,
    sigma,
    low,
    high,
    confidence: rentConfidence(p, sigma),
    method: e.method.replace(
      /Range: .*$/,
      `Range: 80% log-normal interval for the ZIP's median ${bedrooms}-bedroom rent (σ = ${round(sigma, 3)}).`,
    ),
  };
}
