import { resolveAssumptions, type Assumption } from './assumptions.ts';
import { pct } from './format.ts';
import { writeInvestmentNarrative } from './investment-narrative.ts';
import type { DataSource, PropertyMarketContext } from './market-context.ts';
import { checkPropertyLocation, InvalidPropertyLocationError } from './property-location.ts';
import { guardrailFlags, type RiskFlag } from './guardrails.ts';
import { assessRisk, type RiskAssessment, type RiskInput, type RiskLevel } from './risk.ts';
import { returnAt, underwrite } from './underwrite.ts';
import type { UnderwritingInput, UnderwritingResult } from './underwrite-types.ts';

export interface AnalyzePropertyRequest {
  address: string;
  zipCode: string;
  context: PropertyMarketContext;
  overrides?: Partial<UnderwritingInput>;
  now: Date;
}

/** The fields the REST API and the history table show (spec point 3). */
export interface PropertyAnalysisView {
  /** Market value estimate, whole dollars. */
  estimatedValue: number;
  /** The monthly rent the analysis used (the market estimate unless overridden), whole dollars. */
  monthlyRent: number;
  /** Year-one cap rate, e.g. '5.4%'. */
  capRate: string;
  /** See `roiPotential` below for what this means. */
  roiPotential: string;
  aiSummary: string;
}

export interface PropertyAnalysis {
  address: string;
  zipCode: string;
  analyzedAt: string;
  estimatedValue: { point: number; low: number; high: number; asOf: string; sources: DataSource[] };
  monthlyRent: { point: number; low: number; high: number; sources: DataSource[] };
  underwriting: UnderwritingResult;
  assumptions: Assumption[];
  risk: RiskAssessment;
  /** Too-good-to-be-true or distressed-market flags; with any of them the risk is never "Low". */
  riskFlags: RiskFlag[];
  /** "Asking price is 14% above our estimate" and similar, when the user gave a price or rent. */
  comparisons: string[];
  dataConfidence: PropertyMarketContext['dataConfidence'];
  view: PropertyAnalysisView;
}

/**
 * Runs the whole analysis for one property: assumptions from market data and overrides, underwriting,
 * risk and the narrative. Throws InvalidPropertyLocationError or InvalidUnderwritingInputError (both with
 * a stable `code`) for bad input; everything else is pure computation.
 */
export function analyzeProperty(request: AnalyzePropertyRequest): PropertyAnalysis {
  const location = checkPropertyLocation(request.address, request.zipCode);
  if (location.errors.length > 0) throw new InvalidPropertyLocationError(location.errors);

  const { context } = request;
  const { input, assumptions } = resolveAssumptions(context, request.overrides ?? {});
  const underwriting = underwrite(input);
  const riskInput = riskInputFrom(context, underwriting);
  const riskFlags = guardrailFlags({
    capRatePct: underwriting.capRate.value,
    irrPct: returnAt(underwriting, input.holdingYears)?.irr.value ?? null,
    holdingYears: input.holdingYears,
    monthlyRent: input.monthlyRent,
    purchasePrice: input.purchasePrice,
    valueTrendPct: riskInput.valueTrend?.pct ?? null,
    rentalVacancyPct: riskInput.rentalVacancyPct ?? null,
    zipValue: context.zipTypicalValue ?? null,
    propertyType: context.property?.propertyType ?? null,
    hoaEntered: request.overrides?.hoaMonthly !== undefined,
  });
  const risk = withFlags(assessRisk(riskInput), riskFlags);

  const estimatedValue = {
    point: Math.round(context.value.point),
    low: Math.round(context.value.low),
    high: Math.round(context.value.high),
    asOf: context.value.asOf,
    sources: context.value.sources,
  };
  const monthlyRent = {
    point: Math.round(context.rent.point),
    low: Math.round(context.rent.low),
    high: Math.round(context.rent.high),
    sources: context.rent.sources,
  };

  const aiSummary = writeInvestmentNarrative({
    address: location.address,
    zipCode: location.zipCode,
    estimatedValue,
    monthlyRent,
    underwriting,
    risk,
    dataConfidence: context.dataConfidence,
  });

  return {
    address: location.address,
    zipCode: location.zipCode,
    analyzedAt: request.now.toISOString(),
    estimatedValue,
    monthlyRent,
    underwriting,
    assumptions,
    risk,
    riskFlags,
    comparisons: compareWithEstimates(request.overrides ?? {}, estimatedValue.point, monthlyRent.point),
    dataConfidence: context.dataConfidence,
    view: {
      estimatedValue: estimatedValue.point,
      monthlyRent: Math.round(input.monthlyRent),
      capRate: pct(underwriting.capRate.value ?? 0),
      roiPotential: roiPotential(underwriting),
      aiSummary,
    },
  };
}

/**
 * "ROI potential" is the levered IRR over the holding period (five years unless overridden), shown as
 * '11.2% (5-yr IRR)'. The IRR is chosen over cash-on-cash or a simple ROI because it is the one figure that
 * counts everything an investor gets back (yearly cash flow, loan paydown and appreciation net of selling
 * costs) against when the cash went in; naming the horizon in the text keeps it from being read as a
 * yearly cash yield. When no IRR exists the text says why instead of showing a number.
 */
export function roiPotential(underwriting: UnderwritingResult): string {
  const years = underwriting.input.holdingYears;
  const ret = returnAt(underwriting, years);
  const irrPct = ret?.irr.value ?? null;
  if (irrPct !== null) return `${pct(irrPct)} (${years}-yr IRR)`;
  if ((underwriting.totalCashInvested.value ?? 0) <= 0) return `n/a (no cash invested)`;
  return `Loss (${years}-yr IRR n/a)`;
}

/** Maps the market context and the underwriting onto the risk engine's inputs. */
export function riskInputFrom(context: PropertyMarketContext, underwriting: UnderwritingResult): RiskInput {
  const trend = context.valueTrend;
  // The forward-looking forecast is the best guide; failing that, the metro's last year; failing that the
  // local six-month change, doubled to a yearly rate so every basis is on the same scale.
  const valueTrend = trend.forecastOneYearPct
    ? { pct: trend.forecastOneYearPct.value, basis: 'The one-year home-value forecast' }
    : trend.metroTwelveMonthPct
      ? { pct: trend.metroTwelveMonthPct.value, basis: 'The metro home-value change over the last year' }
      : trend.sixMonthChangePct
        ? { pct: trend.sixMonthChangePct.value * 2, basis: 'The local six-month home-value change, as a yearly rate,' }
        : undefined;
  return {
    ...(valueTrend ? { valueTrend } : {}),
    ...(context.rentalVacancyPct ? { rentalVacancyPct: context.rentalVacancyPct.value } : {}),
    ...(context.metroValueVolatilityPct ? { metroVolatilityPct: context.metroValueVolatilityPct.value } : {}),
    priceToRentRatio: underwriting.grm.value,
    dscr: underwriting.dscr.value,
    annualCashFlow: underwriting.annualCashFlow.value,
    dataConfidence: context.dataConfidence.level,
  };
}

const LEVEL_ORDER: RiskLevel[] = ['Low', 'Moderate', 'Elevated', 'High'];
const TOO_GOOD = new Set(['high-cap-rate', 'high-irr', 'high-rent-to-price']);

/** A flagged deal is at least "Moderate"; a too-good-to-be-true one at least "Elevated". */
export function withFlags(risk: RiskAssessment, flags: RiskFlag[]): RiskAssessment {
  if (flags.length === 0) return risk;
  const floor: RiskLevel = flags.some((f) => TOO_GOOD.has(f.key)) ? 'Elevated' : 'Moderate';
  const level = LEVEL_ORDER.indexOf(risk.level) < LEVEL_ORDER.indexOf(floor) ? floor : risk.level;
  return { ...risk, level };
}

/** Says how the price and rent the user entered compare with our estimates. */
export function compareWithEstimates(overrides: Partial<UnderwritingInput>, value: number, rent: number): string[] {
  const out: string[] = [];
  const say = (what: string, given: number | undefined, estimate: number) => {
    if (given === undefined || estimate <= 0) return;
    const diff = (given / estimate - 1) * 100;
    out.push(
      Math.abs(diff) < 0.5
        ? `The ${what} matches our estimate.`
        : `The ${what} is ${pct(Math.abs(diff), 0)} ${diff > 0 ? 'above' : 'below'} our estimate.`,
    );
  };
  say('asking price', overrides.purchasePrice, value);
  say('rent you entered', overrides.monthlyRent, rent);
  return out;
}
