// Public API of the analysis engines: pure functions over plain data, no I/O.
export { analyzeProperty, riskInputFrom, roiPotential } from './analyze-property.ts';
export type { AnalyzePropertyRequest, PropertyAnalysis, PropertyAnalysisView } from './analyze-property.ts';
export { ASSUMPTION_BANDS, INVESTOR_RATE_PREMIUM_PCT, PRODUCT_DEFAULTS, resolveAssumptions } from './assumptions.ts';
export type {
  Assumption,
  AssumptionKey,
  AssumptionSource,
  AssumptionUnit,
  ResolvedAssumptions,
} from './assumptions.ts';
export { CSV_MESSAGES, CsvRowsParser, parseCsvRows } from './csv-rows.ts';
export type { CsvPropertyRow, CsvRowError, CsvRowsBatch, CsvRowsResult } from './csv-rows.ts';
export { amortize, irr, npv, pmt, remainingBalance } from './finance.ts';
export type { AmortizationMonth, AmortizationSchedule, AmortizationYear } from './finance.ts';
export { pct, ratio, usd } from './format.ts';
export { writeInvestmentNarrative } from './investment-narrative.ts';
export type { NarrativeFacts } from './investment-narrative.ts';
export type { DataConfidenceLevel, DataSource, PropertyMarketContext, SourcedFigure } from './market-context.ts';
export {
  checkPropertyLocation,
  InvalidPropertyLocationError,
  PROPERTY_LOCATION_MESSAGES,
} from './property-location.ts';
export type { PropertyLocationCheck } from './property-location.ts';
export { isAnalysisInputError, type AnalysisInputError } from './input-errors.ts';
export { assessRisk, RISK_LEVEL_THRESHOLDS, RISK_MAX_SCORE, riskLevel } from './risk.ts';
export type { RiskAssessment, RiskInput, RiskLevel, RiskPart } from './risk.ts';
export { returnAt, underwrite } from './underwrite.ts';
export { InvalidUnderwritingInputError, UnderwritingInputSchema } from './underwrite-types.ts';
export type {
  AmortizationSummary,
  HorizonReturn,
  Metric,
  MetricUnit,
  ProjectionYear,
  UnderwritingInput,
  UnderwritingResult,
} from './underwrite-types.ts';
export { checkAddressAgainstZip, placeInAddress } from './address-place.ts';
export type { AddressPlace, PlaceCheck } from './address-place.ts';
export { GUARDRAILS, guardrailFlags } from './guardrails.ts';
export type { GuardrailInput, RiskFlag } from './guardrails.ts';
export { INSURANCE_MIN_ANNUAL, insuranceRateForState } from './insurance-by-state.ts';
export { metricValue, SENSITIVITY_STEPS, sensitivityTable, solveTarget, TARGET_METRICS } from './target-solver.ts';
export type { SensitivityCell, TargetMetric, TargetSolution } from './target-solver.ts';
export { compareWithEstimates, withFlags } from './analyze-property.ts';
