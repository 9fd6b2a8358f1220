import { pct, ratio } from './format.ts';
import type { DataConfidenceLevel } from './market-context.ts';

// The risk score is a sum of named parts so a user can see exactly where every point comes from.
// Higher means riskier. A band's lower edge is inclusive, its upper edge exclusive.
//
// | Part             | Max | Measure                                      | Points by band                          |
// |------------------|-----|----------------------------------------------|-----------------------------------------|
// | Market trend     | 20  | home-value change, % a year (forecast first) | >= 3: 0; 1 to 3: 5; 0 to 1: 10;         |
// |                  |     |                                              | -3 to 0: 15; < -3: 20; none: 10         |
// | Vacancy          | 15  | county rental vacancy, %                     | < 5: 0; 5 to 8: 5; 8 to 12: 10;         |
// |                  |     |                                              | >= 12: 15; none: 8                      |
// | Price-to-rent    | 20  | price / annual gross rent                    | < 12: 0; 12 to 16: 5; 16 to 20: 10;     |
// |                  |     |                                              | 20 to 25: 15; >= 25 or no rent: 20      |
// | Price volatility | 15  | metro home-value volatility, % a year        | < 3: 0; 3 to 6: 5; 6 to 10: 10;         |
// |                  |     |                                              | >= 10: 15; none: 8                      |
// | Leverage (DSCR)  | 20  | NOI / annual debt service                    | no loan: 0; >= 1.25: 5; 1.0 to 1.25: 10;|
// |                  |     |                                              | 0.8 to 1.0: 15; < 0.8: 20               |
// | Data confidence  | 10  | confidence in the estimates                  | high: 0; medium: 5; low: 10             |
//
// Missing data scores near the middle of its part: unknown is neither safe nor alarming.
//
// Floor: a deal whose income does not cover its loan (DSCR below 1) or whose year-one cash flow is negative is
// rated at least "Elevated" whatever the parts add up to (the score stays the sum of the parts; the leverage
// part's explanation says why the level is raised). A low-risk market does not make a loss-making deal safe.
//
// | Level    | Score    |
// |----------|----------|
// | Low      | 0 to 24  |
// | Moderate | 25 to 49 |
// | Elevated | 50 to 74 |
// | High     | 75 to 100|

export type RiskLevel = 'Low' | 'Moderate' | 'Elevated' | 'High';

export interface RiskPart {
  name: string;
  points: number;
  maxPoints: number;
  /** The measured value the points were given for; null when the data was missing. */
  value: number | string | null;
  explanation: string;
}

export interface RiskAssessment {
  score: number;
  /** Always 100: the parts' maximum points add up to it. */
  maxScore: number;
  level: RiskLevel;
  parts: RiskPart[];
}

export interface RiskInput {
  /** Expected or recent home-value change, percent a year, with what it is based on. */
  valueTrend?: { pct: number; basis: string };
  rentalVacancyPct?: number;
  /** Price divided by annual gross rent; null when there is no rent. */
  priceToRentRatio: number | null;
  metroVolatilityPct?: number;
  /** Null when there is no loan. */
  dscr: number | null;
  /** Year-one cash flow after debt service, dollars a year; null or absent when not computed. */
  annualCashFlow?: number | null;
  dataConfidence: DataConfidenceLevel;
}

export const RISK_LEVEL_THRESHOLDS: ReadonlyArray<{ level: RiskLevel; minScore: number }> = [
  { level: 'High', minScore: 75 },
  { level: 'Elevated', minScore: 50 },
  { level: 'Moderate', minScore: 25 },
  { level: 'Low', minScore: 0 },
];

export const RISK_MAX_SCORE = 100;

export function riskLevel(score: number): RiskLevel {
  return RISK_LEVEL_THRESHOLDS.find((t) => score >= t.minScore)?.level ?? 'Low';
}

export function assessRisk(input: RiskInput): RiskAssessment {
  const parts = [
    marketTrendPart(input.valueTrend),
    vacancyPart(input.rentalVacancyPct),
    priceToRentPart(input.priceToRentRatio),
    volatilityPart(input.metroVolatilityPct),
    leveragePart(input.dscr),
    dataConfidencePart(input.dataConfidence),
  ];
  const score = parts.reduce((total, p) => total + p.points, 0);
  const level = riskLevel(score);
  const shortfall = incomeShortfall(input);
  if (!shortfall || LEVEL_RANK[level] >= LEVEL_RANK.Elevated) return { score, maxScore: RISK_MAX_SCORE, level, parts };
  const raised = parts.map((p) =>
    p.name === LEVERAGE
      ? {
          ...p,
          explanation: `${p.explanation} ${shortfall}, so the deal is rated at least Elevated whatever the other parts score.`,
        }
      : p,
  );
  return { score, maxScore: RISK_MAX_SCORE, level: 'Elevated', parts: raised };
}

const LEVEL_RANK: Record<RiskLevel, number> = { Low: 0, Moderate: 1, Elevated: 2, High: 3 };
const LEVERAGE = 'Leverage (DSCR)';

/** Why the income does not carry the deal (DSCR below 1 or negative cash flow), or null when it does. */
export function incomeShortfall(input: Pick<RiskInput, 'dscr' | 'annualCashFlow'>): string | null {
  if (input.dscr !== null && input.dscr < 1) return 'Income does not cover the loan payments';
  if (input.annualCashFlow != null && input.annualCashFlow < 0) return 'Year-one cash flow is negative';
  return null;
}

/** What a measure scores in its part: the points, the measured figure, and a sentence saying what it means. */
type MeasuredScore = Pick<RiskPart, 'points' | 'explanation'> & { value: number };

/**
 * A part scored from one measure, or, when the measure is missing, the part's fixed points and the sentence
 * that says why (value null).
 */
function measuredPart<M>(
  name: string,
  maxPoints: number,
  measure: M | null | undefined,
  missing: Pick<RiskPart, 'points' | 'explanation'>,
  score: (measure: M) => MeasuredScore,
): RiskPart {
  const { points, value, explanation } =
    measure === null || measure === undefined ? { ...missing, value: null } : score(measure);
  return { name, maxPoints, points, value, explanation };
}

export function marketTrendPart(trend: RiskInput['valueTrend']): RiskPart {
  const missing = { points: 10, explanation: 'No home-value trend is available, so a middle score is given.' };
  return measuredPart('Market trend', 20, trend, missing, ({ pct: v, basis }) => {
    const points = v >= 3 ? 0 : v >= 1 ? 5 : v >= 0 ? 10 : v >= -3 ? 15 : 20;
    const reading =
      points === 0
        ? 'values are rising solidly'
        : points <= 10
          ? 'values are flat to rising slowly'
          : 'values are falling';
    return { points, value: v, explanation: `${basis} is ${pct(v)}: ${reading}.` };
  });
}

export function vacancyPart(vacancyPct: number | undefined): RiskPart {
  const missing = { points: 8, explanation: 'No local rental vacancy rate is available, so a middle score is given.' };
  return measuredPart('Vacancy', 15, vacancyPct, missing, (v) => {
    const points = v < 5 ? 0 : v < 8 ? 5 : v < 12 ? 10 : 15;
    const reading =
      points === 0
        ? 'a tight rental market'
        : points === 5
          ? 'a balanced rental market'
          : 'a soft rental market where units sit empty longer';
    return { points, value: v, explanation: `County rental vacancy is ${pct(v)}, ${reading}.` };
  });
}

export function priceToRentPart(priceToRent: number | null): RiskPart {
  const missing = { points: 20, explanation: 'The property earns no rent, so the price is not supported by income.' };
  return measuredPart('Price-to-rent', 20, priceToRent, missing, (v) => {
    const points = v < 12 ? 0 : v < 16 ? 5 : v < 20 ? 10 : v < 25 ? 15 : 20;
    const reading =
      points <= 5
        ? 'rent supports the price well'
        : points === 10
          ? 'the price is high relative to rent'
          : 'the price depends on appreciation more than on rent';
    return { points, value: v, explanation: `The price is ${ratio(v, 1)} times a year's rent: ${reading}.` };
  });
}

export function volatilityPart(volatilityPct: number | undefined): RiskPart {
  const missing = { points: 8, explanation: 'No price-volatility measure is available, so a middle score is given.' };
  return measuredPart('Price volatility', 15, volatilityPct, missing, (v) => {
    const points = v < 3 ? 0 : v < 6 ? 5 : v < 10 ? 10 : 15;
    const reading =
      points <= 5 ? 'metro values have moved steadily' : 'metro values swing widely, so the sale price is less certain';
    return { points, value: v, explanation: `Metro home-value volatility is ${pct(v)} a year: ${reading}.` };
  });
}

export function leveragePart(dscr: number | null): RiskPart {
  const missing = { points: 0, explanation: 'An all-cash purchase carries no loan to default on.' };
  return measuredPart(LEVERAGE, 20, dscr, missing, (v) => {
    const points = v >= 1.25 ? 5 : v >= 1 ? 10 : v >= 0.8 ? 15 : 20;
    const reading =
      v >= 1.25
        ? 'income covers the loan payments with a cushion'
        : v >= 1
          ? 'income only just covers the loan payments'
          : 'income does not cover the loan payments, so you would fund the gap yourself';
    return { points, value: v, explanation: `DSCR is ${ratio(v)}: ${reading}.` };
  });
}

export function dataConfidencePart(level: DataConfidenceLevel): RiskPart {
  const points = level === 'high' ? 0 : level === 'medium' ? 5 : 10;
  return {
    name: 'Data confidence',
    maxPoints: 10,
    points,
    value: level,
    explanation:
      level === 'high'
        ? 'The value and rent estimates rest on local data.'
        : level === 'medium'
          ? 'Some estimates rest on wider-area data, so treat them as approximate.'
          : 'The estimates rest on sparse or distant data; verify value and rent locally before relying on them.',
  };
}
