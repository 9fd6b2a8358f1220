import type { SourceRef } from './estimates.ts';
import type { PropertyType } from './property-relations.ts';
import { round } from './series.ts';

// The shapes, constants and small helpers of the property-level estimates (see property-estimates.ts).

export interface PropertyProfile {
  bedrooms?: number | null;
  bathrooms?: number | null;
  livingAreaSqft?: number | null;
  propertyType?: PropertyType | null;
  /** Year built: used by the fitted value model when given (see property-value.ts). */
  yearBuilt?: number | null;
}

export interface EstimateAdjustment {
  name: 'bedrooms' | 'living area' | 'home type' | 'bathrooms';
  factor: number;
  detail: string;
}

export interface PropertyEstimate {
  zip: string;
  point: number;
  low: number;
  high: number;
  /** The ZIP-level figure before adjustments. */
  zipLevel: number;
  asOf: string;
  method: string;
  /** The facts that changed the estimate, e.g. "3 bedrooms". */
  inputsUsed: string[];
  adjustments: EstimateAdjustment[];
  /** Log-scale standard deviation behind the range (after calibration). */
  sigma: number;
  confidence: 'high' | 'medium' | 'low';
  confidenceReasons: string[];
  sources: SourceRef[];
}

/** z of the 90th percentile: an 80% two-sided interval is point × exp(±1.2816 σ). */
export const Z80 = 1.2816;

/**
 * Width scale tuned on the tuning half of the held-out evaluation so that 80% value ranges hold the truth about
 * 80% of the time (see docs/analyzer-accuracy.md). Rent ranges come from fitted/rent-params.json instead.
 */
export const RANGE_CALIBRATION = { value: 1.19 };

/**
 * Share of Zillow's bedroom value ratio applied on a log scale. The metro ratio mixes location with size
 * (the metro's 5-bedroom homes sit in dearer ZIPs than its 1-bedroom homes), so within one ZIP the full ratio
 * overshoots; the share is fitted on the tuning half of the held-out evaluation (`npm run eval:analyzer`).
 */
export const BEDROOM_VALUE_WEIGHT = 0.65;

/**
 * Elasticity of home value to living area within a market: a home twice the typical size is worth
 * 2^0.6 = 1.52 times as much. Hedonic studies put it at 0.5-0.8; the public files here cannot measure it
 * (Realtor.com's county medians mix size with location), so a middle value is used and the range widened.
 */
export const VALUE_SIZE_ELASTICITY = 0.6;
/**
 * HUD sets Fair Market Rents above four bedrooms by adding 15% of the 4-bedroom FMR per extra bedroom
 * (24 CFR 888.113 methodology as HUD publishes it with each FMR release).
 */
export const HUD_EXTRA_BEDROOM_STEP = 0.15;
/** Bathrooms are not in any public series; a rule of +/-3% per bathroom off the typical count, capped at 9%. */
export const BATH_STEP = 0.03;

export function typicalBaths(bedrooms: number | null | undefined): number {
  if (bedrooms == null) return 2;
  return bedrooms <= 1 ? 1 : bedrooms === 2 ? 1.5 : bedrooms === 3 ? 2 : bedrooms === 4 ? 2.5 : 3;
}

export function bathAdjustment(profile: PropertyProfile): EstimateAdjustment | null {
  if (profile.bathrooms == null) return null;
  const typical = typicalBaths(profile.bedrooms);
  const factor = 1 + Math.max(-3 * BATH_STEP, Math.min(3 * BATH_STEP, BATH_STEP * (profile.bathrooms - typical)));
  return {
    name: 'bathrooms',
    factor,
    detail: `${profile.bathrooms} bathrooms against a typical ${typical} for the bedroom count: ${round((factor - 1) * 100, 1)}% (product rule, ${BATH_STEP * 100}% a bathroom; no public series has bathrooms).`,
  };
}

export function interval(point: number, sigma: number, digits: number) {
  return { low: round(point * Math.exp(-Z80 * sigma), digits), high: round(point * Math.exp(Z80 * sigma), digits) };
}

export const TYPE_LABEL: Record<PropertyType, string> = {
  single_family: 'single-family',
  condo: 'condo',
  townhouse: 'townhouse',
  multi_family: '2-4 unit',
};

export function dedupe(sources: SourceRef[]): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const s of sources) if (!seen.has(`${s.id}|${s.asOf}`)) seen.set(`${s.id}|${s.asOf}`, s);
  return [...seen.values()];
}

/**
 * What an estimate gathers while it adjusts the ZIP level: each factor, the facts it used, the sources, the
 * reasons for less confidence, and each fact's log-scale spread (they set the range's width).
 */
export interface EstimateEvidence {
  adjustments: EstimateAdjustment[];
  inputsUsed: string[];
  sources: SourceRef[];
  reasons: string[];
  sigmas: number[];
}

/** Adds the bathroom factor when bathrooms are given; no public series has them, so its spread is a fixed 0.03. */
export function addBathEvidence(evidence: EstimateEvidence, profile: PropertyProfile): void {
  const bath = bathAdjustment(profile);
  if (!bath) return;
  evidence.adjustments.push(bath);
  evidence.inputsUsed.push(`${profile.bathrooms} bathrooms`);
  evidence.sigmas.push(0.03);
}

/** The adjustments as the method text lists them: "bedrooms ×1.05, bathrooms ×0.97". */
export function listAdjustments(adjustments: readonly EstimateAdjustment[]): string {
  return adjustments.map((a) => `${a.name} ×${round(a.factor, 3)}`).join(', ');
}

interface EstimateSummary {
  zip: string;
  zipLevel: number;
  asOf: string;
  method: string;
  sigma: number;
  confidence: PropertyEstimate['confidence'];
  /** Where the point and the range are rounded (-3: to the thousand dollars). */
  digits: number;
}

/** The estimate: the ZIP level times every factor, with its 80% range and the evidence behind it. */
export function adjustedEstimate(summary: EstimateSummary, evidence: EstimateEvidence): PropertyEstimate {
  const { zip, zipLevel, asOf, method, sigma, confidence, digits } = summary;
  const point = round(
    evidence.adjustments.reduce((v, a) => v * a.factor, zipLevel),
    digits,
  );
  return {
    zip,
    point,
    ...interval(point, sigma, digits),
    zipLevel,
    asOf,
    method,
    inputsUsed: evidence.inputsUsed,
    adjustments: evidence.adjustments,
    sigma,
    confidence,
    confidenceReasons: evidence.reasons,
    sources: dedupe(evidence.sources),
  };
}
