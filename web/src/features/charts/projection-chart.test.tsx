import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartImage, openDataTable, rowsOf } from './chart-test-support';
import { ProjectionChart, type ProjectionRow } from './projection-chart';

const rows: ProjectionRow[] = [
  { year: 1, propertyValue: 412000, loanBalance: 296000, equity: 116000, cashFlow: -2400 },
  { year: 2, propertyValue: 424000, loanBalance: 292000, equity: 132000, cashFlow: -800 },
  { year: 3, propertyValue: 437000, loanBalance: 287000, equity: 150000, cashFlow: 900 },
  { year: 4, propertyValue: 450000, loanBalance: 282000, equity: 168000, cashFlow: 2500 },
];

describe('ProjectionChart', () => {
  it('is an svg with role img, an accessible name and a summary of the years through the sale', () => {
    render(<ProjectionChart rows={rows} saleYear={3} />);
    const img = chartImage(/Projection by year/);
    expect(img).toHaveAccessibleDescription(/Through year 3, property value grows from \$412,000 to \$437,000/);
    expect(img).toHaveAccessibleDescription(/2 of 3 years are negative/);
    expect(img.querySelector('[data-testid="sale-marker"]')).toHaveTextContent('Sale, year 3');
  });

  it('draws negative cash flow below the zero axis and positive above', () => {
    render(<ProjectionChart rows={rows} saleYear={3} />);
    const img = chartImage(/Projection by year/);
    const zero = Number(img.querySelector('[data-testid="zero-axis"]')!.getAttribute('y1'));
    const bars = [...img.querySelectorAll('.cash-flow-bar')];
    expect(bars).toHaveLength(4);
    for (const bar of bars) {
      const value = Number(bar.getAttribute('data-value'));
      const top = Number(bar.getAttribute('y'));
      const bottom = top + Number(bar.getAttribute('height'));
      if (value < 0) {
        expect(top).toBeCloseTo(zero, 5);
        expect(bottom).toBeGreaterThan(zero);
      } else {
        expect(bottom).toBeCloseTo(zero, 5);
        expect(top).toBeLessThan(zero);
      }
    }
    // A larger loss is a longer bar.
    expect(Number(bars[0]!.getAttribute('height'))).toBeGreaterThan(Number(bars[1]!.getAttribute('height')));
  });

  it('shows its numbers as a table after one click, the sale year marked', async () => {
    render(<ProjectionChart rows={rows} saleYear={3} />);
    const table = await openDataTable(screen.getByTestId('projection-chart'));
    expect(rowsOf(table)[2]).toEqual(['3 (sale)', '$437,000', '$287,000', '$150,000', '$900']);
    expect(rowsOf(table)[0]![4]).toBe('-$2,400');
  });
});
