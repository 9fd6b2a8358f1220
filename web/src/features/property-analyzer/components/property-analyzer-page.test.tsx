import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe } from '@/testing/test-utils';
import { DEMO_ANALYSIS } from '../demo/demo-analysis';
import { marketStatusColor } from './market-status-badge';
import PropertyAnalyzerPage from './property-analyzer-page';

const analysis = {
  __typename: 'PropertyAnalysis',
  ...DEMO_ANALYSIS,
  id: 'pa1',
  address: '500 E 5th St, Austin, TX',
  place: { __typename: 'PlaceSummary', ...DEMO_ANALYSIS.place },
  valueRange: { __typename: 'ValueRange', ...DEMO_ANALYSIS.valueRange },
  rentRange: { __typename: 'ValueRange', ...DEMO_ANALYSIS.rentRange },
  metrics: DEMO_ANALYSIS.metrics.map((m) => ({ __typename: 'Metric', ...m })),
  assumptions: DEMO_ANALYSIS.assumptions.map((a) => ({ __typename: 'Assumption', ...a })),
  risk: {
    __typename: 'Risk',
    ...DEMO_ANALYSIS.risk,
    parts: DEMO_ANALYSIS.risk.parts.map((p) => ({ __typename: 'RiskPart', ...p })),
  },
  projections: DEMO_ANALYSIS.projections.map((p) => ({ __typename: 'YearProjection', ...p })),
  sources: DEMO_ANALYSIS.sources.map((s) => ({ __typename: 'DataSource', ...s })),
};

// The page renders the deal form (about 25 inputs); on a loaded CI machine typing through it can pass 5 s.
describe('PropertyAnalyzerPage', { timeout: 20_000 }, () => {
  it('shows visitors the demo result, the trial pitch, and the address from ?address=', () => {
    renderPage(<PropertyAnalyzerPage />, { route: '/property-analyzer?address=1%20Main%20St' });
    expect(screen.getByText('You are viewing a sample result')).toBeInTheDocument();
    expect(screen.getByText('123 Demo Street, Austin, TX')).toBeInTheDocument();
    expect(screen.getByLabelText('Property Address')).toHaveValue('1 Main St');
    expect(
      screen.getByText(
        'Data: Zillow Research (ZHVI/ZORI). Estimates from public data and the assumptions above; not investment advice.',
      ),
    ).toBeInTheDocument();
  });

  it('validates address and ZIP code', async () => {
    const user = userEvent.setup();
    renderPage(<PropertyAnalyzerPage />, { route: '/property-analyzer', token: 't', handler: withMe(sessionUser()) });
    await screen.findByTestId('remaining-note');
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Valid ZIP code is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP Code'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    expect(await screen.findByText('ZIP code too long')).toBeInTheDocument();
  });

  it('shows the result with its tiles, status note and n/a days on market', async () => {
    const user = userEvent.setup();
    renderPage(<PropertyAnalyzerPage />, {
      route: '/property-analyzer',
      token: 't',
      handler: withMe(sessionUser({ usageCount: 1 }), () => ({ data: { analyzeProperty: analysis } })),
    });
    expect(await screen.findByTestId('remaining-note')).toHaveTextContent(
      'You have 2 analyses remaining in your trial',
    );
    await user.type(screen.getByLabelText('Property Address'), '500 E 5th St, Austin, TX');
    await user.type(screen.getByLabelText('ZIP Code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    expect(await screen.findByRole('heading', { name: '500 E 5th St, Austin, TX' })).toBeInTheDocument();
    expect(screen.getAllByText('$545,000').length).toBeGreaterThan(0);
    expect(screen.getByText('Days on market: n/a')).toBeInTheDocument();
    expect(screen.getByTestId('market-status')).toHaveTextContent('Status Unknown');
    expect(screen.getByTestId('toast')).toHaveTextContent('Analysis Complete');
  });

  it("shows the server's refusal as the blocked screen of its reason", async () => {
    const user = userEvent.setup();
    renderPage(<PropertyAnalyzerPage />, {
      route: '/property-analyzer',
      token: 't',
      handler: withMe(sessionUser({ usageCount: 2 }), () => ({
        errors: [
          { message: 'Trial limit reached', extensions: { code: 'USAGE_REFUSED', reason: 'trial_limit_reached' } },
        ],
      })),
    });
    await screen.findByTestId('remaining-note');
    await user.type(screen.getByLabelText('Property Address'), '1 Main St');
    await user.type(screen.getByLabelText('ZIP Code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    expect(await screen.findByRole('heading', { name: 'Trial Limit Reached' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Basic' })).toHaveAttribute('href', '/pricing');
  });

  it('blocks before any call when the client-side gate already refuses', async () => {
    renderPage(<PropertyAnalyzerPage />, {
      route: '/property-analyzer',
      token: 't',
      handler: withMe(sessionUser({ planType: 'trial', trialEndDate: new Date(Date.now() - 1000).toISOString() })),
    });
    expect(await screen.findByRole('heading', { name: 'Free Trial Expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  });

  it("toasts 'Analysis Failed' with the error message", async () => {
    const user = userEvent.setup();
    renderPage(<PropertyAnalyzerPage />, {
      route: '/property-analyzer',
      token: 't',
      handler: withMe(sessionUser(), () => ({
        errors: [{ message: 'ZIP code 00000 was not found', extensions: { code: 'BAD_USER_INPUT' } }],
      })),
    });
    await screen.findByTestId('remaining-note');
    await user.type(screen.getByLabelText('Property Address'), '1 Main St');
    await user.type(screen.getByLabelText('ZIP Code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Analysis Failed'));
    expect(screen.getByTestId('toast')).toHaveTextContent('ZIP code 00000 was not found');
  });
});

describe('market status colours', () => {
  it.each([
    ['For Sale', 'green'],
    ['For Rent', 'blue'],
    ['Available for Rent', 'blue'],
    ['Pending', 'amber'],
    ['Off Market', 'brown'],
    ['Coming Soon', 'purple'],
    ['Foreclosure', 'red'],
    ['Bank Owned', 'orange'],
    ['Status Unknown', 'gray'],
  ])('%s is %s', (status, color) => {
    expect(marketStatusColor(status)).toBe(color);
  });
});
