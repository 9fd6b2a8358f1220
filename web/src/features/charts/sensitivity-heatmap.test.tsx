import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartImage, openDataTable, rowsOf } from './chart-test-support';
import { SensitivityHeatmap, type SensitivityGrid } from './sensitivity-heatmap';

const steps = [-10, 0, 10];
// Cash-on-cash falls as the price rises and climbs with the rent; the deal as entered is -0.5%.
const grid: SensitivityGrid = {
  priceSteps: steps,
  rentSteps: steps,
  cells: steps.flatMap((p) =>
    steps.map((r) => ({
      priceChangePct: p,
      rentChangePct: r,
      cashOnCashPct: -0.5 - p * 0.3 + r * 0.4,
      capRatePct: 5 - p * 0.05 + r * 0.05,
    })),
  ),
};

describe('SensitivityHeatmap', () => {
  it('is an svg with role img and an accessible name, summarised from the worst to the best cell', () => {
    render(<SensitivityHeatmap grid={grid} />);
    const img = chartImage(/Sensitivity of cash-on-cash/);
    expect(img).toHaveAccessibleDescription(
      /from -7.5% \(price \+10%, rent -10%\) to 6.5% \(price -10%, rent \+10%\); the current deal is -0.5%/,
    );
  });

  it('outlines the current deal (no price or rent change) and only that cell', () => {
    render(<SensitivityHeatmap grid={grid} />);
    const img = chartImage(/Sensitivity of cash-on-cash/);
    const outlines = img.querySelectorAll('[data-testid="current-deal-outline"]');
    expect(outlines).toHaveLength(1);
    const outline = outlines[0]!;
    const current = img.querySelector('.heat-cell[data-price="0"][data-rent="0"] rect')!;
    const ox = Number(outline.getAttribute('x'));
    const oy = Number(outline.getAttribute('y'));
    const cx = Number(current.getAttribute('x'));
    const cy = Number(current.getAttribute('y'));
    expect(cx).toBeGreaterThan(ox);
    expect(cy).toBeGreaterThan(oy);
    expect(cx + Number(current.getAttribute('width'))).toBeLessThan(ox + Number(outline.getAttribute('width')));
    expect(cy + Number(current.getAttribute('height'))).toBeLessThan(oy + Number(outline.getAttribute('height')));
  });

  it('colours below zero red, above zero blue, on one scale around zero', () => {
    render(<SensitivityHeatmap grid={grid} />);
    const img = chartImage(/Sensitivity of cash-on-cash/);
    const fill = (p: number, r: number) =>
      img.querySelector(`.heat-cell[data-price="${p}"][data-rent="${r}"] rect`)!.getAttribute('fill')!;
    const rgb = (p: number, r: number) => fill(p, r).match(/\d+/g)!.map(Number);
    const [worstR, , worstB] = rgb(10, -10);
    const [bestR, , bestB] = rgb(-10, 10);
    expect(worstR!).toBeGreaterThan(worstB!);
    expect(bestB!).toBeGreaterThan(bestR!);
  });

  it('shows cash-on-cash and cap rate per cell in the data table', async () => {
    render(<SensitivityHeatmap grid={grid} />);
    const table = await openDataTable(screen.getByTestId('sensitivity-heatmap'));
    expect(rowsOf(table)[1]).toEqual(['0%', '-4.5% / 4.5%', '-0.5% / 5.0%', '3.5% / 5.5%']);
  });
});
