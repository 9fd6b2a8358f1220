import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { PortfolioView } from './portfolio-view';

const node = (id: string, address: string, price: number, cashOnCash: number) => ({
  __typename: 'PropertyAnalysis',
  id,
  createdAt: '2025-01-05T12:00:00Z',
  address,
  zipCode: '78701',
  estimatedValue: price,
  monthlyRent: 2500,
  metrics: [
    { __typename: 'Metric', key: 'capRate', value: 5 },
    { __typename: 'Metric', key: 'cashOnCash', value: cashOnCash },
  ],
  assumptions: [{ __typename: 'Assumption', key: 'purchasePrice', value: price }],
  risk: { __typename: 'Risk', score: 20, level: 'Low' },
});

const handler = () => ({
  data: {
    myPropertyAnalysesConnection: {
      __typename: 'PropertyAnalysisConnection',
      nodes: [
        node('a', '1 Main St', 400000, 4.2),
        node('b', '9 Oak Ave', 300000, -1.5),
        node('c', '5 Elm Rd', 500000, 2.0),
      ],
      pageInfo: { __typename: 'PageInfo', hasNextPage: false },
    },
  },
});

const addresses = () => screen.getAllByTestId('portfolio-row').map((r) => within(r).getByRole('rowheader').textContent);

describe('PortfolioView', { timeout: 20_000 }, () => {
  beforeAll(() => import('@/features/charts'));

  it('lists every analysis by cash-on-cash, re-sorts on a header click, filters, and plots price against cash-on-cash', async () => {
    const user = userEvent.setup();
    renderPage(<PortfolioView />, { handler, token: 't' });
    await screen.findByTestId('portfolio');
    expect(addresses()).toEqual(['1 Main St 78701', '5 Elm Rd 78701', '9 Oak Ave 78701']);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(addresses()).toEqual(['5 Elm Rd 78701', '1 Main St 78701', '9 Oak Ave 78701']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    await user.type(screen.getByLabelText('Filter by address or ZIP'), 'oak');
    expect(addresses()).toEqual(['9 Oak Ave 78701']);
    const scatter = await screen.findByRole('img', { name: /Price against cash-on-cash/ }, { timeout: 8000 });
    expect(scatter.querySelectorAll('.scatter-point')).toHaveLength(1);
  });

  it('compares 2 to 4 ticked properties side by side', async () => {
    const user = userEvent.setup();
    renderPage(<PortfolioView />, { handler, token: 't' });
    await screen.findByTestId('portfolio');
    expect(screen.getByRole('button', { name: 'Compare (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare 1 Main St' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare 9 Oak Ave' }));
    await user.click(screen.getByRole('button', { name: 'Compare (2)' }));
    const compare = screen.getByTestId('portfolio-compare');
    expect(
      within(compare)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', '1 Main St', '9 Oak Ave']);
    expect(
      within(within(compare).getByRole('rowheader', { name: 'Cash-on-cash' }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4.2%', '-1.5%']);
  });
});
