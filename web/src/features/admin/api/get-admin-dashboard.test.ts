import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { fetchAllAdminUsers } from './get-admin-dashboard';

const row = (id: string) => ({
  id,
  firstName: 'A',
  lastName: 'B',
  email: `${id}@example.com`,
  planType: 'trial',
  subscriptionStatus: 'trial',
  usageCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  trialEndDate: null,
});

describe('the users export', () => {
  it('follows the cursors page after page until the last, asking each page after the previous end', async () => {
    const pages = [
      { nodes: [row('u1'), row('u2')], pageInfo: { hasNextPage: true, endCursor: 'c2' } },
      { nodes: [row('u3')], pageInfo: { hasNextPage: false, endCursor: 'c3' } },
    ];
    const query = vi.fn(async ({ variables }: { variables: { first: number; after: string | null } }) => ({
      data: { adminUsersConnection: pages[variables.after === null ? 0 : 1] },
    }));
    const users = await fetchAllAdminUsers({ query } as unknown as ApolloClient);
    expect(users.map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    expect(query.mock.calls.map(([options]) => options.variables)).toEqual([
      { first: 500, after: null },
      { first: 500, after: 'c2' },
    ]);
  });
});
