import { financingFigures, financingMetrics, summarizeAmortization } from './underwrite-financing.ts';
import { yearOneMetrics } from './underwrite-metrics.ts';
import { incomeMetrics, noiMetric, operatingExpenseMetrics, operatingFigures } from './underwrite-operations.ts';
import { horizonReturn, project } from './underwrite-projections.ts';
import {
  InvalidUnderwritingInputError,
  UnderwritingInputSchema,
  type HorizonReturn,
  type UnderwritingInput,
  type UnderwritingResult,
} from './underwrite-types.ts';

// The deterministic underwriting engine: one deal in, every figure with its formula out. The parts live in
// their own files by concern (operations, financing, year-one metrics, projections); this file wires them.

const REPORTED_HORIZONS = [5, 10] as const;

export function underwrite(rawInput: UnderwritingInput): UnderwritingResult {
  const parsed = UnderwritingInputSchema.safeParse(rawInput);
  if (!parsed.success) {
    throw new InvalidUnderwritingInputError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const input = parsed.data;
  const operating = operatingFigures(input);
  const financing = financingFigures(input);

  const horizons = [...new Set<number>([...REPORTED_HORIZONS, input.holdingYears])].sort((a, b) => a - b);
  const projection = project(input, Math.max(...horizons), financing);
  const returns = horizons.map((years) => horizonReturn(input, years, projection, financing.cashInvested));

  return {
    input,
    isAllCash: financing.isAllCash,
    income: incomeMetrics(input, operating),
    operatingExpenses: operatingExpenseMetrics(input, operating),
    noi: noiMetric(operating),
    ...financingMetrics(input, financing),
    ...yearOneMetrics(input, operating, financing),
    returns,
    projection,
    amortization: summarizeAmortization(financing),
  };
}

/** The return at a given horizon (5, 10 or the holding period); undefined if that horizon was not computed. */
export function returnAt(result: UnderwritingResult, years: number): HorizonReturn | undefined {
  return result.returns.find((r) => r.years === years);
}
