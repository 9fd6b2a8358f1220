import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe } from '@/testing/test-utils';
import { newsletterMailto } from '../api/get-admin-dashboard';
import { planColor, statusColor } from './admin-badges';
import AdminPage from './admin-page';

const admin = sessionUser({ role: 'admin' });

function adminData(users: unknown[], stats: Record<string, unknown> | null = null) {
  return withMe(admin, (op) => {
    if (op.operationName === 'AdminDashboard')
      return {
        data: {
          adminStats: { __typename: 'AdminStats', totalUsers: 0, activeTrials: 0, paidSubscribers: 0, totalRevenue: 0, usageThisMonth: 0, signupsThisWeek: 0, ...stats },
          adminUsers: users,
        },
      };
    if (op.operationName === 'ContactMessages') return { data: { contactMessages: [] } };
    return { data: null };
  });
}

const user = (overrides: Record<string, unknown>) => ({
  __typename: 'AdminUser',
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  planType: 'pro',
  subscriptionStatus: 'active',
  usageCount: 7,
  createdAt: '2025-01-05T12:00:00Z',
  trialEndDate: null,
  ...overrides,
});

describe('AdminPage', () => {
  it('restricts non-admins', async () => {
    renderPage(<AdminPage />, { route: '/admin', token: 't', handler: withMe(sessionUser()) });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the six cards with the revenue in dollars', async () => {
    renderPage(<AdminPage />, { route: '/admin', token: 't', handler: adminData([], { totalUsers: 12, totalRevenue: 1499.5 }) });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const label of ['Total Users', 'Active Trials', 'Paid Subscribers', 'Monthly Revenue', 'Usage This Month', 'Signups This Week']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(await screen.findByText('$1,500')).toBeInTheDocument();
    expect(screen.getByText('No users found. Users will appear here as they sign up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Newsletter' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('renders the users table as the spec describes', async () => {
    renderPage(<AdminPage />, {
      route: '/admin',
      token: 't',
      handler: adminData([
        user({}),
        user({ id: 'u2', firstName: '', lastName: '', email: 'anon@example.com', planType: '', subscriptionStatus: '', usageCount: 2, trialEndDate: '2025-02-01T12:00:00Z' }),
      ]),
    });
    const ada = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(ada).getByText('PRO')).toBeInTheDocument();
    expect(within(ada).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(ada).getByText('7 analyses')).toBeInTheDocument();
    expect(within(ada).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(ada).getByText('-')).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: /View/ })).toBeInTheDocument();
    const anon = screen.getByRole('row', { name: /Anonymous User/ });
    expect(within(anon).getByText('FREE')).toBeInTheDocument();
    expect(within(anon).getByText('TRIAL')).toBeInTheDocument();
    expect(within(anon).getByText('Feb 1, 2025')).toBeInTheDocument();
  });

  it('restricts when the server refuses', async () => {
    renderPage(<AdminPage />, {
      route: '/admin',
      token: 't',
      handler: withMe(admin, () => ({ errors: [{ message: 'Admins only', extensions: { code: 'FORBIDDEN' } }] })),
    });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});

describe('admin badge colours', () => {
  it('follows the spec', () => {
    expect(['free', 'pro', 'enterprise', 'basic'].map(planColor)).toEqual(['gray', 'blue', 'purple', 'gray']);
    expect(['active', 'trial', 'expired', 'cancelled', 'odd'].map(statusColor)).toEqual(['green', 'blue', 'red', 'gray', 'gray']);
  });
  it('puts every user in BCC of the newsletter', () => {
    expect(newsletterMailto([user({}), user({ email: 'b@example.com' })] as never)).toBe(
      `mailto:?bcc=${encodeURIComponent('ada@example.com,b@example.com')}&subject=${encodeURIComponent('News from RealtyLens')}`,
    );
  });
});
