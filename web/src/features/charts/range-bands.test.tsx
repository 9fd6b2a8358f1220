import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartImage, openDataTable, rowsOf } from './chart-test-support';
import { RangeBands, type RangeBand } from './range-bands';

const bands: RangeBand[] = [
  { label: 'Value', low: 380000, point: 420000, high: 465000, mark: { label: 'Purchase price', value: 399000 } },
  { label: 'Rent', low: 2100, point: 2400, high: 2700, suffix: '/mo', mark: { label: 'Rent used', value: 2900 } },
];

describe('RangeBands', () => {
  it('is an svg with role img and an accessible name, and says where the deal figures fall', () => {
    render(<RangeBands bands={bands} />);
    const img = chartImage("Value and Rent ranges with the deal's figures marked");
    expect(img).toHaveAccessibleDescription(/purchase price \$399,000 is within the range, 5.0% below the estimate/);
    expect(img).toHaveAccessibleDescription(/rent used \$2,900\/mo is above the range/);
  });

  it('marks the user figure inside the band when within it and beyond the band when above it', () => {
    render(<RangeBands bands={bands} />);
    const img = chartImage(/ranges/);
    const [value, rent] = [...img.querySelectorAll('.range-band')];
    const band = (g: Element) => g.querySelector('rect')!;
    const markX = (g: Element) => Number(g.querySelector('.range-mark line')!.getAttribute('x1'));
    const left = (g: Element) => Number(band(g).getAttribute('x'));
    const right = (g: Element) => left(g) + Number(band(g).getAttribute('width'));
    expect(markX(value!)).toBeGreaterThan(left(value!));
    expect(markX(value!)).toBeLessThan(right(value!));
    expect(markX(rent!)).toBeGreaterThan(right(rent!));
  });

  it('lists low, estimate, high and the deal figure in its data table', async () => {
    render(<RangeBands bands={bands} />);
    const table = await openDataTable(screen.getByTestId('range-bands'));
    expect(rowsOf(table)).toEqual([
      ['Value', '$380,000', '$420,000', '$465,000', '$399,000'],
      ['Rent', '$2,100/mo', '$2,400/mo', '$2,700/mo', '$2,900/mo'],
    ]);
  });
});
