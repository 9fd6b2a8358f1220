import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import type { PropertyAnalysisResult } from '../api/analyze-property';
import { DEMO_ANALYSIS } from '../demo/demo-analysis';
import { PropertyResult } from './property-result';

const estimate = {
  point: 545000,
  low: 490000,
  high: 600000,
  zipLevel: 530000,
  asOf: '2025-01',
  method: 'ZIP level adjusted',
  inputsUsed: [],
  confidence: 'medium',
  adjustments: [],
  sources: [],
};
const steps = [-10, -5, 0, 5, 10];
const full = {
  ...DEMO_ANALYSIS,
  id: 'pa1',
  assumptions: [
    ...DEMO_ANALYSIS.assumptions,
    {
      key: 'holdingYears',
      label: 'Holding period',
      value: 5,
      unit: 'years',
      source: 'Product default',
      sourceId: null,
      rationale: 'A common hold.',
    },
  ],
  property: null,
  valueEstimate: estimate,
  rentEstimate: { ...estimate, point: 2850, low: 2550, high: 3150, zipLevel: 2800 },
  riskFlags: [],
  warnings: [],
  comparisons: [],
  roiPotentialLabel: '10-year levered IRR',
  cashOnCash: '-5.1%',
  sensitivity: {
    priceSteps: steps,
    rentSteps: steps,
    cells: steps.flatMap((p) =>
      steps.map((r) => ({ priceChangePct: p, rentChangePct: r, cashOnCashPct: -5 - p / 2 + r / 2, capRatePct: 4 })),
    ),
  },
  version: 1,
  rerunUntil: '2025-01-06T12:00:00.000Z',
} as unknown as PropertyAnalysisResult;

describe('PropertyResult charts', { timeout: 20_000 }, () => {
  // The charts are a lazy chunk; loading it once up front keeps the first test from waiting on the transform.
  beforeAll(() => import('./analysis-charts'));

  it('shows the four charts of a real analysis, each an svg image with its name', async () => {
    renderPage(<PropertyResult result={full} />);
    for (const name of [
      /Projection by year/,
      /Sensitivity of cash-on-cash/,
      /Value and Rent ranges/,
      /Risk score \d+ of 100/,
    ]) {
      const img = await screen.findByRole('img', { name }, { timeout: 8000 });
      expect(img.tagName.toLowerCase()).toBe('svg');
    }
  });

  it('marks the sale in the holding year and the deal price on the value band', async () => {
    renderPage(<PropertyResult result={full} />);
    expect(await screen.findByTestId('sale-marker', {}, { timeout: 8000 })).toHaveTextContent('Sale, year 5');
    const price = DEMO_ANALYSIS.assumptions.find((a) => a.key === 'purchasePrice')!.value;
    expect(screen.getByRole('img', { name: /ranges/ }).querySelector('.range-mark')).toHaveAttribute(
      'data-value',
      String(price),
    );
  });

  it('keeps the visitors demo free of chart code (its plain tables stay)', () => {
    renderPage(<PropertyResult result={DEMO_ANALYSIS} demo />);
    expect(screen.queryByRole('img', { name: /Projection by year/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Loan balance' })).toBeInTheDocument();
  });
});
