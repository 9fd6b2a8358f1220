import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe } from '@/testing/test-utils';
import { typed } from '../testing/typed-answer';
import { ComparePanel } from './compare-panel';

const figure = (value: number | null, geography: string, period: string, note: string | null = null) => ({
  key: 'rentAtCommonMonth',
  label: 'Typical asking rent (ZORI) in 2026-06',
  value,
  unit: 'usd_month',
  geography,
  level: 'county',
  period,
  sourceId: 'zillow-zori',
  stale: false,
  note,
});

const COMPARISON = {
  commonMonth: '2026-06',
  notes: ["Median gross rent: the places' figures come from different periods (2020-2024, 2019-2023)."],
  places: [
    {
      location: 'Austin, TX',
      place: { kind: 'city', name: 'Austin, TX', header: 'Austin, TX', state: 'TX', matchedBy: 'name' },
      resolved: { note: null },
    },
    {
      location: 'New York County, NY',
      place: {
        kind: 'county',
        name: 'New York County, NY',
        header: 'New York County, NY',
        state: 'NY',
        matchedBy: 'nickname',
      },
      resolved: { note: null },
    },
  ],
  rows: [
    {
      key: 'rentAtCommonMonth',
      label: 'Typical asking rent (ZORI) in 2026-06',
      unit: 'usd_month',
      values: [figure(1649, 'Travis County, TX', '2026-06'), figure(4833, 'New York County, NY', '2026-06')],
    },
  ],
};

describe('ComparePanel', () => {
  it('compares two places in one table, each cell with its geography and the common month', async () => {
    const asked: unknown[] = [];
    renderPage(<ComparePanel />, {
      route: '/rental-market',
      token: 't',
      handler: withMe(sessionUser(), (op) => {
        asked.push(op.variables.locations);
        return { data: { compareRentalMarkets: typed(COMPARISON, 'RentalComparison') } };
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Location 1'), 'Austin, TX');
    await user.type(screen.getByLabelText('Location 2'), 'Manhattan');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const table = await screen.findByTestId('rental-comparison');
    expect(asked).toEqual([['Austin, TX', 'Manhattan']]);
    expect(within(table).getByRole('columnheader', { name: 'New York County, NY' })).toBeInTheDocument();
    expect(table).toHaveTextContent('$4,833/mo');
    expect(table).toHaveTextContent('New York County, NY · Jun 2026');
    expect(screen.getByTestId('comparison-month')).toHaveTextContent('Jun 2026');
    expect(table).toHaveTextContent('different periods');
  }, 20_000);

  it('validates each location and offers up to four', async () => {
    renderPage(<ComparePanel />, { route: '/rental-market', token: 't', handler: withMe(sessionUser()) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Location 1'), 'A');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findAllByText('Please enter a valid location (city, state or ZIP code)')).toHaveLength(4);
  }, 20_000);
});
