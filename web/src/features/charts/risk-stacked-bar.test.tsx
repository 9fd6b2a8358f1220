import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartImage, openDataTable, rowsOf } from './chart-test-support';
import { RiskStackedBar } from './risk-stacked-bar';

const parts = [
  { name: 'Market trend', points: 10, maxPoints: 20 },
  { name: 'Vacancy', points: 0, maxPoints: 15 },
  { name: 'Price-to-rent', points: 15, maxPoints: 20 },
  { name: 'Debt coverage', points: 7.5, maxPoints: 25 },
];

describe('RiskStackedBar', () => {
  it('is an svg with role img and an accessible name giving the score', () => {
    render(<RiskStackedBar score={33} parts={parts} />);
    const img = chartImage('Risk score 33 of 100, by part (stacked bar)');
    expect(img).toHaveAccessibleDescription(
      'Risk score 33 of 100: Market trend 10 of 20, Price-to-rent 15 of 20, Debt coverage 7.5 of 25; the other parts scored 0.',
    );
  });

  it('stacks the scoring parts end to end so the bar ends at the score', () => {
    render(<RiskStackedBar score={33} parts={parts} />);
    const img = chartImage(/Risk score 33/);
    const segments = [...img.querySelectorAll('.risk-segment')];
    expect(segments.map((s) => s.getAttribute('data-name'))).toEqual([
      'Market trend',
      'Price-to-rent',
      'Debt coverage',
    ]);
    const sum = segments.reduce((t, s) => t + Number(s.getAttribute('data-points')), 0);
    expect(Math.round(sum)).toBe(33);
    // Each segment starts where the one before ends, and the last ends where the score line is drawn.
    for (let i = 1; i < segments.length; i += 1) {
      const prev = segments[i - 1]!;
      expect(Number(segments[i]!.getAttribute('x'))).toBeCloseTo(
        Number(prev.getAttribute('x')) + Number(prev.getAttribute('width')),
        5,
      );
    }
    const last = segments[segments.length - 1]!;
    const end = Number(img.querySelector('[data-testid="risk-score-end"]')!.getAttribute('x1'));
    expect(Number(last.getAttribute('x')) + Number(last.getAttribute('width'))).toBeCloseTo(end, 5);
    // Widths are in proportion to points: 10 points are twice as wide as 5 would be, and 15 is 1.5x 10.
    expect(Number(segments[1]!.getAttribute('width')) / Number(segments[0]!.getAttribute('width'))).toBeCloseTo(1.5, 5);
  });

  it('lists every part and the total in its data table', async () => {
    render(<RiskStackedBar score={33} parts={parts} />);
    const table = await openDataTable(screen.getByTestId('risk-stacked-bar'));
    expect(rowsOf(table)).toEqual([
      ['Market trend', '10', '20'],
      ['Vacancy', '0', '15'],
      ['Price-to-rent', '15', '20'],
      ['Debt coverage', '7.5', '25'],
      ['Total', '32.5', '100'],
    ]);
  });
});
