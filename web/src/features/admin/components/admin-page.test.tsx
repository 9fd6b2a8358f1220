import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, sessionUser, withMe, type MockOperation } from '@/testing/test-utils';
import { newsletterRecipients } from '../api/get-admin-dashboard';
import { planColor, statusColor } from './admin-badges';
import AdminPage from './admin-page';

const admin = sessionUser({ role: 'admin' });

function adminData(users: unknown[], stats: Record<string, unknown> | null = null) {
  return withMe(admin, (op) => {
    if (op.operationName === 'AdminDashboard')
      return {
        data: {
          adminStats: {
            __typename: 'AdminStats',
            totalUsers: 0,
            activeTrials: 0,
            paidSubscribers: 0,
            totalRevenue: 0,
            usageThisMonth: 0,
            signupsThisWeek: 0,
            ...stats,
          },
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
    renderPage(<AdminPage />, {
      route: '/admin',
      token: 't',
      handler: adminData([], { totalUsers: 12, totalRevenue: 1499.5 }),
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const label of [
      'Total Users',
      'Active Trials',
      'Paid Subscribers',
      'Monthly Revenue',
      'Usage This Month',
      'Signups This Week',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(await screen.findByText('$1,500')).toBeInTheDocument();
    expect(screen.getByText('No users found. Users will appear here as they sign up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Newsletter' })).toBeInTheDocument();
    // No link that would open one mail with every address in it.
    expect(document.querySelector('a[href^="mailto:?bcc"]')).toBeNull();
  });

  it('renders the users table as the spec describes', async () => {
    renderPage(<AdminPage />, {
      route: '/admin',
      token: 't',
      handler: adminData([
        user({}),
        user({
          id: 'u2',
          firstName: '',
          lastName: '',
          email: 'anon@example.com',
          planType: '',
          subscriptionStatus: '',
          usageCount: 2,
          trialEndDate: '2025-02-01T12:00:00Z',
        }),
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

  it(
    'pages the users table on the server: 25 a page, Next asks for the following rows',
    { timeout: 20_000 },
    async () => {
      const calls: MockOperation[] = [];
      const everyone = Array.from({ length: 30 }, (_, i) =>
        user({ id: `u${i}`, firstName: `User${i}`, email: `u${i}@example.com` }),
      );
      const base = adminData([]);
      const handler = (op: MockOperation) => {
        calls.push(op);
        if (op.operationName !== 'AdminDashboard') return base(op);
        const { limit = 100, offset = 0 } = op.variables as { limit?: number; offset?: number };
        const answer = base(op) as { data: Record<string, unknown> };
        return { data: { ...answer.data, adminUsers: everyone.slice(offset, offset + limit) } };
      };
      const events = userEvent.setup();
      renderPage(<AdminPage />, { route: '/admin', token: 't', handler });
      expect(await screen.findByRole('row', { name: /User0 / })).toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(26);
      expect(screen.getByText('Users 1-25')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await events.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('row', { name: /User29 / })).toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /User0 / })).not.toBeInTheDocument();
      expect(screen.getByText('Users 26-30')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(calls.filter((c) => c.operationName === 'AdminDashboard').map((c) => c.variables)).toEqual([
        { limit: 26, offset: 0 },
        { limit: 26, offset: 25 },
      ]);
    },
  );

  it("'Send Newsletter' offers the recipient list as a CSV, one address per row", { timeout: 20_000 }, async () => {
    const events = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const base = adminData([user({}), user({ id: 'u2', email: 'b@example.com', firstName: 'Bo' })]);
    const handler = (op: MockOperation) =>
      op.operationName === 'AdminUsersExport'
        ? {
            data: {
              adminUsersConnection: {
                nodes: [user({}), user({ id: 'u2', email: 'b@example.com', firstName: 'Bo' })],
                pageInfo: { hasNextPage: false, endCursor: 'c2' },
              },
            },
          }
        : base(op);
    renderPage(<AdminPage />, { route: '/admin', token: 't', handler });
    const opener = await screen.findByRole('button', { name: 'Send Newsletter' });
    await events.click(opener);
    await events.click(await screen.findByRole('button', { name: 'Download recipient list (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text).toBe(
      '"firstName","lastName","email"\r\n"Ada","Lovelace","ada@example.com"\r\n"Bo","Lovelace","b@example.com"\r\n',
    );
    click.mockRestore();
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
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
    expect(['active', 'trial', 'expired', 'cancelled', 'odd'].map(statusColor)).toEqual([
      'green',
      'blue',
      'red',
      'gray',
      'gray',
    ]);
  });
  it('lists newsletter recipients one per row, never joined into one address line', () => {
    expect(
      newsletterRecipients([user({}), user({ email: 'b@example.com', firstName: 'Bo' }), user({ email: '' })] as never),
    ).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      { firstName: 'Bo', lastName: 'Lovelace', email: 'b@example.com' },
    ]);
  });
});
