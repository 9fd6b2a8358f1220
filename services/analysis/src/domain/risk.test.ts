import { describe, expect, it } from 'vitest';
import {
  assessRisk,
  dataConfidencePart,
  leveragePart,
  marketTrendPart,
  priceToRentPart,
  riskLevel,
  vacancyPart,
  volatilityPart,
  type RiskInput,
} from './risk.ts';

const trend = (pct: number) => marketTrendPart({ pct, basis: 'The one-year home-value forecast' }).points;

describe('risk bands (lower edge inclusive, upper edge exclusive)', () => {
  it('market trend: >= 3% scores 0, 1-3% 5, 0-1% 10, -3-0% 15, below -3% 20, unknown 10', () => {
    expect([
      trend(5),
      trend(3),
      trend(2.99),
      trend(1),
      trend(0.99),
      trend(0),
      trend(-0.01),
      trend(-3),
      trend(-3.01),
    ]).toEqual([0, 0, 5, 5, 10, 10, 15, 15, 20]);
    expect(marketTrendPart(undefined).points).toBe(10);
  });

  it('vacancy: < 5% scores 0, 5-8% 5, 8-12% 10, >= 12% 15, unknown 8', () => {
    expect([4.99, 5, 7.99, 8, 11.99, 12, 30].map((v) => vacancyPart(v).points)).toEqual([0, 5, 5, 10, 10, 15, 15]);
    expect(vacancyPart(undefined).points).toBe(8);
  });

  it('price-to-rent: < 12 scores 0, 12-16 5, 16-20 10, 20-25 15, >= 25 or no rent 20', () => {
    expect([11.99, 12, 15.99, 16, 19.99, 20, 24.99, 25].map((v) => priceToRentPart(v).points)).toEqual([
      0, 5, 5, 10, 10, 15, 15, 20,
    ]);
    expect(priceToRentPart(null).points).toBe(20);
  });

  it('price volatility: < 3% scores 0, 3-6% 5, 6-10% 10, >= 10% 15, unknown 8', () => {
    expect([2.99, 3, 5.99, 6, 9.99, 10].map((v) => volatilityPart(v).points)).toEqual([0, 5, 5, 10, 10, 15]);
    expect(volatilityPart(undefined).points).toBe(8);
  });

  it('leverage: no loan 0, DSCR >= 1.25 5, 1.0-1.25 10, 0.8-1.0 15, below 0.8 20', () => {
    expect(leveragePart(null).points).toBe(0);
    expect([2, 1.25, 1.2499, 1, 0.9999, 0.8, 0.7999, -1].map((v) => leveragePart(v).points)).toEqual([
      5, 5, 10, 10, 15, 15, 20, 20,
    ]);
  });

  it('data confidence: high 0, medium 5, low 10', () => {
    expect(['high', 'medium', 'low'].map((l) => dataConfidencePart(l as 'high').points)).toEqual([0, 5, 10]);
  });

  it('levels: 0-24 Low, 25-49 Moderate, 50-74 Elevated, 75-100 High', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(riskLevel)).toEqual([
      'Low',
      'Low',
      'Moderate',
      'Moderate',
      'Elevated',
      'Elevated',
      'High',
      'High',
    ]);
  });
});

describe('assessRisk', () => {
  const safest: RiskInput = {
    valueTrend: { pct: 4, basis: 'The one-year home-value forecast' },
    rentalVacancyPct: 3,
    priceToRentRatio: 10,
    metroVolatilityPct: 2,
    dscr: null,
    dataConfidence: 'high',
  };
  const riskiest: RiskInput = {
    valueTrend: { pct: -5, basis: 'The one-year home-value forecast' },
    rentalVacancyPct: 14,
    priceToRentRatio: null,
    metroVolatilityPct: 12,
    dscr: 0.5,
    dataConfidence: 'low',
  };

  it('adds the parts up to the score, whose maxima add up to 100', () => {
    const risk = assessRisk({ ...safest, dscr: 1.1, rentalVacancyPct: 9 });
    expect(risk.parts.map((p) => p.name)).toEqual([
      'Market trend',
      'Vacancy',
      'Price-to-rent',
      'Price volatility',
      'Leverage (DSCR)',
      'Data confidence',
    ]);
    expect(risk.score).toBe(risk.parts.reduce((t, p) => t + p.points, 0));
    expect(risk.score).toBe(20);
    expect(risk.parts.reduce((t, p) => t + p.maxPoints, 0)).toBe(100);
    expect(risk.maxScore).toBe(100);
  });

  it('scores an all-cash, rising, tight, well-documented market 0 (Low)', () => {
    expect(assessRisk(safest)).toMatchObject({ score: 0, level: 'Low' });
  });

  it('scores a falling, loose, volatile market with an uncovered loan and poor data 100 (High)', () => {
    expect(assessRisk(riskiest)).toMatchObject({ score: 100, level: 'High' });
  });

  it('gives middle scores for missing data, which alone make a Moderate risk', () => {
    const risk = assessRisk({ priceToRentRatio: 10, dscr: null, dataConfidence: 'high' });
    expect(risk.score).toBe(26);
    expect(risk.level).toBe('Moderate');
    expect(risk.parts.filter((p) => p.value === null).map((p) => p.name)).toEqual([
      'Market trend',
      'Vacancy',
      'Price volatility',
      'Leverage (DSCR)',
    ]);
  });

  it('explains each part with the measured value', () => {
    const risk = assessRisk({ ...safest, dscr: 0.9 });
    expect(risk.parts[4]?.explanation).toBe(
      'DSCR is 0.90: income does not cover the loan payments, so you would fund the gap yourself. ' +
        'Income does not cover the loan payments, so the deal is rated at least Elevated whatever the other parts score.',
    );
    expect(risk.parts[0]?.explanation).toBe('The one-year home-value forecast is 4.0%: values are rising solidly.');
  });

  it('never rates a deal whose income does not cover its loan below Elevated: DSCR 0.9 in the safest market scores 0+0+0+0+15+0 = 15 (Low by score) but is Elevated', () => {
    const risk = assessRisk({ ...safest, dscr: 0.9 });
    expect(risk.score).toBe(15);
    expect(risk.level).toBe('Elevated');
  });

  it('raises a negative cash flow to Elevated too: DSCR 1.1 (10 points) with -$1,200 a year → score 10, Elevated', () => {
    const risk = assessRisk({ ...safest, dscr: 1.1, annualCashFlow: -1200 });
    expect(risk.score).toBe(10);
    expect(risk.level).toBe('Elevated');
    expect(risk.parts[4]?.explanation).toMatch(
      /Year-one cash flow is negative, so the deal is rated at least Elevated/,
    );
  });

  it('leaves a covered loan and positive cash flow to the score: DSCR 1.3 (5) + vacancy 9% (10) = 15 → Low', () => {
    expect(assessRisk({ ...safest, dscr: 1.3, rentalVacancyPct: 9, annualCashFlow: 2400 })).toMatchObject({
      score: 15,
      level: 'Low',
    });
  });

  it('keeps a higher level: the riskiest deal with an uncovered loan stays High (100)', () => {
    expect(assessRisk({ ...riskiest, annualCashFlow: -5000 })).toMatchObject({ score: 100, level: 'High' });
  });
});
