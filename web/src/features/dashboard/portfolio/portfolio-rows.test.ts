import { describe, expect, it } from 'vitest';
import { sortAndFilter, toPortfolioRows } from './portfolio-rows';

const node = (id: string, address: string, zip: string, cashOnCash: number | null, price: number, hold = 10) => ({
  id,
  createdAt: '2025-01-05T12:00:00Z',
  address,
  zipCode: zip,
  estimatedValue: price * 1.02,
  monthlyRent: 2500,
  metrics: [
    { key: 'capRate', value: 5.1 },
    ...(cashOnCash === null ? [] : [{ key: 'cashOnCash', value: cashOnCash }]),
    { key: 'dscr', value: 1.2 },
    { key: 'irr5Year', value: 7.5 },
    { key: 'irr10Year', value: 9.1 },
  ],
  assumptions: [
    { key: 'purchasePrice', value: price },
    { key: 'monthlyRent', value: 2600 },
    { key: 'holdingYears', value: hold },
  ],
  risk: { score: 30, level: 'Moderate' },
});

describe('portfolio rows', () => {
  it("reads price and rent from the deal's assumptions and the IRR over its own holding period", () => {
    const [row] = toPortfolioRows([node('a', '1 Main St', '78701', 4.2, 400000, 5)]);
    expect(row).toMatchObject({
      price: 400000,
      rent: 2600,
      valueEstimate: 408000,
      capRate: 5.1,
      cashOnCash: 4.2,
      dscr: 1.2,
      irr: 7.5,
      risk: 30,
    });
  });

  it('sorts either way with missing figures last, and filters by address or ZIP', () => {
    const rows = toPortfolioRows([
      node('a', '1 Main St', '78701', 4.2, 400000),
      node('b', '9 Oak Ave', '78704', -1.5, 300000),
      node('c', '5 Elm Rd', '78701', null, 500000),
    ]);
    expect(sortAndFilter(rows, 'cashOnCash', true, '').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(sortAndFilter(rows, 'cashOnCash', false, '').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortAndFilter(rows, 'price', false, '').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortAndFilter(rows, 'address', false, '').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortAndFilter(rows, 'price', true, '78701').map((r) => r.id)).toEqual(['c', 'a']);
    expect(sortAndFilter(rows, 'price', true, 'oak').map((r) => r.id)).toEqual(['b']);
  });
});
