import { describe, expect, it } from 'vitest';
import { analyzeProperty, type PropertyAnalysis } from './analyze-property.ts';
import { sampleMarketContext } from '../testing/market-context.ts';
import { InvalidPropertyLocationError } from './property-location.ts';
import type { UnderwritingInput } from './underwrite-types.ts';

const now = new Date('2025-06-20T12:00:00Z');

function analyze(overrides: Partial<UnderwritingInput> = {}, context = sampleMarketContext()): PropertyAnalysis {
  return analyzeProperty({ address: '123 Main St', zipCode: '30301', context, overrides, now });
}

// Collects every number held in the result (except the narrative itself), plus numbers written inside the
// address, ZIP and data-confidence notes, which the narrative may quote verbatim.
function numbersInResult(analysis: PropertyAnalysis): number[] {
  const found: number[] = [];
  const walk = (node: unknown, path: string): void => {
    if (typeof node === 'number') found.push(node);
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${path}.${i}`));
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (key !== 'aiSummary') walk(child, `${path}.${key}`);
    }
  };
  walk(analysis, '');
  for (const text of [analysis.address, analysis.zipCode, ...analysis.dataConfidence.notes]) {
    for (const n of numbersInText(text)) found.push(n.value);
  }
  return found;
}

function numbersInText(text: string): Array<{ raw: string; value: number; decimals: number }> {
  return [...text.matchAll(/-?\$?\d[\d,]*(?:\.\d+)?/g)].map((m) => {
    const raw = m[0];
    const digits = raw.replace(/[$,]/g, '');
    return { raw, value: Number(digits), decimals: digits.split('.')[1]?.length ?? 0 };
  });
}

function expectEveryNarrativeNumberInResult(analysis: PropertyAnalysis): void {
  const known = numbersInResult(analysis);
  const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
  for (const stated of numbersInText(analysis.view.aiSummary)) {
    const matches = known.some(
      (k) =>
        round(k, stated.decimals) === stated.value || round(Math.abs(k), stated.decimals) === Math.abs(stated.value),
    );
    expect(matches, `"${stated.raw}" in the narrative is not a value of the result`).toBe(true);
  }
}

describe('analyzeProperty', () => {
  const analysis = analyze();

  it('returns the value and rent estimates with their ranges and sources', () => {
    expect(analysis.estimatedValue).toMatchObject({ point: 250_000, low: 230_000, high: 272_000, asOf: '2025-05' });
    expect(analysis.monthlyRent).toMatchObject({ point: 1_900, low: 1_750, high: 2_050 });
    expect(analysis.estimatedValue.sources[0]?.id).toBe('zillow-zhvi');
    expect(analysis.analyzedAt).toBe('2025-06-20T12:00:00.000Z');
  });

  it('fills the REST view: whole-dollar value and rent, cap rate and ROI potential as text', () => {
    const { view, underwriting } = analysis;
    expect(view.estimatedValue).toBe(250_000);
    expect(view.monthlyRent).toBe(1_900);
    expect(view.capRate).toMatch(/^-?\d+\.\d%$/);
    expect(Number.parseFloat(view.capRate)).toBeCloseTo(underwriting.capRate.value ?? Number.NaN, 1);
    expect(view.roiPotential).toMatch(/^-?\d+\.\d% \(5-yr IRR\)$/);
  });

  it('names the holding period in ROI potential when it is overridden', () => {
    expect(analyze({ holdingYears: 10 }).view.roiPotential).toMatch(/\(10-yr IRR\)$/);
  });

  it('says why there is no ROI figure when nothing is invested', () => {
    expect(analyze({ downPaymentPct: 0, closingCostsPct: 0 }).view.roiPotential).toBe('n/a (no cash invested)');
  });

  it('runs the underwriting on the resolved assumptions and carries every assumption with its source', () => {
    expect(analysis.underwriting.input.purchasePrice).toBe(250_000);
    expect(analysis.underwriting.input.interestRatePct).toBeCloseTo(7.35, 10);
    expect(analysis.assumptions).toHaveLength(18);
    expect(analysis.underwriting.noi.formula).toMatch(
      /^NOI = effective gross income - operating expenses = \$[\d,]+ - \$[\d,]+ = /,
    );
  });

  it('scores risk from the market context and the deal', () => {
    const parts = Object.fromEntries(analysis.risk.parts.map((p) => [p.name, p]));
    expect(parts['Market trend']?.value).toBe(2.1); // the forecast, preferred over the metro trend
    expect(parts['Vacancy']?.value).toBe(6.2);
    expect(parts['Price volatility']?.value).toBe(4.2);
    expect(parts['Price-to-rent']?.value).toBeCloseTo(250_000 / (1_900 * 12), 10);
    expect(parts['Leverage (DSCR)']?.value).toBe(analysis.underwriting.dscr.value);
    expect(parts['Data confidence']?.points).toBe(5);
    expect(analysis.risk.score).toBe(analysis.risk.parts.reduce((t, p) => t + p.points, 0));
  });

  it('uses the six-month change, as a yearly rate, for the trend when nothing better exists', () => {
    const context = sampleMarketContext({
      valueTrend: { sixMonthChangePct: { value: -2, source: { id: 'zillow-zhvi', label: 'ZHVI' } } },
    });
    const trend = analyze({}, context).risk.parts.find((p) => p.name === 'Market trend');
    expect(trend).toMatchObject({ value: -4, points: 20 });
  });

  it('trims the address and reduces a ZIP+4 to five digits', () => {
    const result = analyzeProperty({
      address: '  9 Elm Ave ',
      zipCode: '30301-1234',
      context: sampleMarketContext(),
      now,
    });
    expect(result.address).toBe('9 Elm Ave');
    expect(result.zipCode).toBe('30301');
  });

  it('refuses a missing address or a bad ZIP with the product messages', () => {
    expect(() => analyzeProperty({ address: ' ', zipCode: '123', context: sampleMarketContext(), now })).toThrow(
      new InvalidPropertyLocationError(['Address is required', 'Valid ZIP code is required']),
    );
    expect(() =>
      analyzeProperty({ address: '1 A St', zipCode: '12345678901', context: sampleMarketContext(), now }),
    ).toThrow('ZIP code too long');
  });
});

describe('the investment narrative', () => {
  const deals: Array<[string, Partial<UnderwritingInput>]> = [
    ['a financed deal that loses money each month', {}],
    ['a strong cash-flowing deal', { purchasePrice: 200_000, monthlyRent: 3_000 }],
    ['an all-cash purchase', { downPaymentPct: 100 }],
    ['a property with no rent', { monthlyRent: 0 }],
    ['a seven-year hold with HOA dues', { holdingYears: 7, hoaMonthly: 250 }],
    ['a deal with no cash invested', { downPaymentPct: 0, closingCostsPct: 0 }],
  ];

  it.each(deals)('states only numbers held in the result, for %s', (_name, overrides) => {
    expectEveryNarrativeNumberInResult(analyze(overrides));
  });

  it('covers value, rent, cap rate, cash flow, DSCR, IRR, risk drivers and the break-even price', () => {
    const { view, underwriting: uw, risk } = analyze();
    const summary = view.aiSummary;
    expect(summary).toContain('estimated market value of $250,000 (likely range $230,000 to $272,000)');
    expect(summary).toContain('$1,900 a month (range $1,750 to $2,050)');
    expect(summary).toContain(`a cap rate of ${view.capRate}`);
    expect(summary).toContain(`The debt service coverage ratio is ${(uw.dscr.value ?? 0).toFixed(2)}`);
    expect(summary).toContain(`the projected IRR is ${view.roiPotential.split(' ')[0]}`);
    expect(summary).toContain(`The risk score is ${risk.score} of 100 (${risk.level})`);
    expect(uw.monthlyCashFlow.value).toBeLessThan(0);
    expect(summary).toContain(`a shortfall of $${Math.round(-(uw.monthlyCashFlow.value ?? 0))} a month`);
    const breakEvenPrice = Math.round(uw.breakEvenPrice.value ?? 0).toLocaleString('en-US');
    expect(summary).toContain(`if the price fell to $${breakEvenPrice}`);
    expect(summary).toContain('Data confidence is medium: Rent comes from the ZIP-level HUD SAFMR, not from listings.');
  });

  it('says how far rent or price could move before a positive deal turns negative', () => {
    const { view, underwriting: uw } = analyze({ purchasePrice: 200_000, monthlyRent: 3_000 });
    expect(uw.monthlyCashFlow.value).toBeGreaterThan(0);
    expect(view.aiSummary).toMatch(
      /Cash flow would turn negative, all else equal, if the rent fell below \$[\d,]+ a month/,
    );
  });

  it('describes an all-cash purchase without a loan or DSCR', () => {
    const summary = analyze({ downPaymentPct: 100 }).view.aiSummary;
    expect(summary).toContain('paid for in cash');
    expect(summary).toContain('With no loan, cash flow equals net operating income');
    expect(summary).not.toContain('debt service coverage ratio');
  });

  it('is the same text for the same input', () => {
    expect(analyze().view.aiSummary).toBe(analyze().view.aiSummary);
  });
});
