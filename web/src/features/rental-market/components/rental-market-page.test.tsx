import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe } from '@/testing/test-utils';
import { DEMO_MARKET } from '../demo/demo-market';
import { typed } from '../testing/typed-answer';
import RentalMarketPage from './rental-market-page';

async function search(location: string) {
  const user = userEvent.setup();
  await screen.findByText(/do not count toward your analyses/);
  await user.clear(screen.getByLabelText('Location'));
  await user.type(screen.getByLabelText('Location'), location);
  await user.click(screen.getByRole('button', { name: 'Get Market Data' }));
  return user;
}

const member = (rest: Parameters<typeof withMe>[1]) => ({
  route: '/rental-market',
  token: 't',
  handler: withMe(sessionUser(), rest),
});

describe('RentalMarketPage', () => {
  it('shows visitors a labelled sample with whole dollars, one-decimal percentages and trend colours', () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market' });
    expect(screen.getByRole('heading', { name: 'Rental market: Austin, TX' })).toBeInTheDocument();
    const rent = screen.getByTestId('figure-averageRent');
    expect(rent).toHaveTextContent('$1,649/mo');
    expect(rent).toHaveTextContent('Travis County, TX · Jun 2026');
    expect(screen.getByTestId('figure-occupancyRate')).toHaveTextContent('95.4%');
    expect(screen.getAllByText(/▲|▼/).length).toBeGreaterThan(0);
  });

  it('labels every tile with its own geography and period, and flags a stale one', () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market' });
    for (const key of ['averageRent', 'medianRent', 'occupancyRate', 'inventoryCount', 'pricePerSqft']) {
      expect(within(screen.getByTestId(`figure-${key}`)).getByTestId('figure-scope').textContent).toMatch(
        /, [A-Z]{2}.* · /,
      );
    }
    expect(screen.getByTestId('figure-pricePerSqft')).toHaveTextContent('Austin, TX metro · Jul 2025');
    expect(within(screen.getByTestId('figure-pricePerSqft')).getByText('stale')).toBeInTheDocument();
    expect(screen.getByTestId('trend-scope')).toHaveTextContent('Zillow ZORI, Travis County, TX');
  });

  it('shows the methodology with readable metric names in a valid description list', () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market' });
    const list = screen.getByTestId('metric-explanations');
    expect(list.tagName).toBe('DL');
    for (const child of Array.from(list.children)) {
      expect(child.tagName).toBe('DIV');
      expect(Array.from(child.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    }
    expect(list).toHaveTextContent('Average rent (typical asking)');
    expect(list).not.toHaveTextContent('averageRent');
    expect(list).not.toHaveTextContent('popularPropertyTypes');
  });

  it("anchors the chart's end labels inward so that they are not cut off", () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market' });
    const labels = Array.from(document.querySelectorAll('figure.chart svg text[text-anchor]')).filter((t) =>
      /\d{4}$/.test(t.textContent ?? ''),
    );
    expect(labels[0]?.getAttribute('text-anchor')).toBe('start');
    expect(labels.at(-1)?.getAttribute('text-anchor')).toBe('end');
  });

  it('shows rent by bedrooms with the source and year in each column', () => {
    renderPage(<RentalMarketPage />, { route: '/rental-market' });
    const table = screen.getByRole('columnheader', { name: /HUD Fair Market Rent/ }).closest('table') as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: /FY2026/ })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Studio' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '4 bedrooms' })).toBeInTheDocument();
  });

  it('validates the location', async () => {
    renderPage(
      <RentalMarketPage />,
      member(() => ({ data: null })),
    );
    await search('A');
    expect(await screen.findByText('Please enter a valid location (city, state or ZIP code)')).toBeInTheDocument();
  });

  it('shows the market for a searched location and searches a related place with one click', async () => {
    const asked: string[] = [];
    renderPage(
      <RentalMarketPage />,
      member((op) => {
        asked.push(String(op.variables.location));
        return { data: { rentalMarket: typed(DEMO_MARKET, 'RentalMarket') } };
      }),
    );
    const user = await search('Austin, TX');
    expect(await screen.findByRole('heading', { name: 'Rental market: Austin, TX' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Average rent from .*, Travis County, TX$/ })).toBeInTheDocument();
    await user.click(within(screen.getByTestId('related-places')).getByRole('button', { name: 'Travis County, TX' }));
    await screen.findByText(/do not count toward your analyses/);
    expect(asked).toEqual(['Austin, TX', 'Travis County, TX']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  }, 20_000);

  it("shows 'Rental Market Data Unavailable' with the searched location and a state's metros as candidates", async () => {
    const empty = {
      ...DEMO_MARKET,
      location: 'Texas',
      resolved: null,
      place: null,
      averageRent: null,
      medianRent: null,
      occupancyRate: null,
      inventoryCount: null,
      pricePerSqft: null,
      candidates: [
        {
          kind: 'metro',
          name: 'Dallas, TX metro area',
          query: 'Dallas, TX metro',
          state: 'TX',
          households: 2825878,
          population: 7673379,
        },
      ],
      dataSources: {
        ...DEMO_MARKET.dataSources,
        methodology: '"Texas" is a state; its largest metro areas are listed.',
      },
    };
    renderPage(
      <RentalMarketPage />,
      member(() => ({ data: { rentalMarket: typed(empty, 'RentalMarket') } })),
    );
    await search('Texas');
    const notice = await screen.findByTestId('rental-unavailable');
    expect(notice).toHaveTextContent('Rental Market Data Unavailable');
    expect(notice).toHaveTextContent('Texas');
    expect(within(notice).getByRole('button', { name: 'Dallas, TX metro area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Property Analyzer' })).toHaveAttribute('href', '/property-analyzer');
  });

  it('shows a red card with the error message', async () => {
    renderPage(
      <RentalMarketPage />,
      member(() => ({
        errors: [{ message: 'Rental data is temporarily unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      })),
    );
    await search('Austin, TX');
    expect(await screen.findByTestId('rental-error')).toHaveTextContent('Rental data is temporarily unavailable');
  });
});
