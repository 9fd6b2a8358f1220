import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe } from '@/testing/test-utils';
import { DEMO_MARKET } from '../demo/demo-market';
import RentalMarketPage from './rental-market-page';

function typed(market: typeof DEMO_MARKET) {
  return {
    __typename: 'RentalMarket',
    ...market,
    resolved: market.resolved ? { __typename: 'ResolvedPlace', ...market.resolved } : null,
    rentTrends: market.rentTrends.map((t) => ({ __typename: 'RentTrend', ...t })),
    popularPropertyTypes: market.popularPropertyTypes.map((p) => ({ __typename: 'PropertyTypeShare', ...p })),
    aiSummary: { __typename: 'MarketSummary', ...market.aiSummary },
    dataSources: { __typename: 'MarketDataSources', ...market.dataSources },
    dataGeneration: market.dataGeneration.map((d) => ({ __typename: 'MetricExplanation', ...d })),
    sources: market.sources.map((s) => ({ __typename: 'DataSource', ...s })),
  };
}

async function search(location: string) {
  const user = userEvent.setup();
  await screen.findByText(/do not count toward your analyses/);
  await user.type(screen.getByLabelText('Location'), location);
  await user.click(screen.getByRole('button', { name: 'Get Market Data' }));
}

describe('RentalMarketPage', () => {
  it('shows visitors the demo market with whole dollars, one-decimal percentages and trend colours', () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market' });
    expect(screen.getByText('$1,785', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('92.4%')).toBeInTheDocument();
    expect(screen.getByText('$2')).toBeInTheDocument();
    expect(screen.getByText(/\+0\.4%/)).toHaveAttribute('data-trend', 'green');
    expect(screen.getByText(/-0\.7%/)).toHaveAttribute('data-trend', 'red');
    expect(screen.getByText('Data: Zillow Research (ZHVI/ZORI)')).toBeInTheDocument();
  });

  it('validates the location', async () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market', token: 't', handler: withMe(sessionUser()) });
    await search('A');
    expect(await screen.findByText('Please enter a valid location (city, state or ZIP code)')).toBeInTheDocument();
  });

  it('shows the market for a searched location', async () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market', token: 't', handler: withMe(sessionUser(), () => ({ data: { rentalMarket: typed(DEMO_MARKET) } })) });
    await search('Austin, TX');
    expect(await screen.findByRole('heading', { name: 'Rental market: Austin, TX' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Average rent from/ })).toBeInTheDocument();
  });

  it("shows 'Rental Market Data Unavailable' with the searched location when no metric came back", async () => {
    const empty = { ...DEMO_MARKET, location: 'Nowhere, ZZ', resolved: null, averageRent: null, medianRent: null, occupancyRate: null, inventoryCount: null, pricePerSqft: null };
    renderPage(<RentalMarketPage />, { route: '/rental-market', token: 't', handler: withMe(sessionUser(), () => ({ data: { rentalMarket: typed(empty) } })) });
    await search('Nowhere, ZZ');
    const notice = await screen.findByTestId('rental-unavailable');
    expect(notice).toHaveTextContent('Rental Market Data Unavailable');
    expect(notice).toHaveTextContent('Nowhere, ZZ');
    expect(screen.getByRole('link', { name: 'Property Analyzer' })).toHaveAttribute('href', '/property-analyzer');
  });

  it('shows a red card with the error message', async () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market', token: 't', handler: withMe(sessionUser(), () => ({ errors: [{ message: 'Rental data is temporarily unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] })) });
    await search('Austin, TX');
    expect(await screen.findByTestId('rental-error')).toHaveTextContent('Rental data is temporarily unavailable');
  });
});
