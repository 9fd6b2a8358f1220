import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, withMe, type MockHandler } from '@/testing/test-utils';
import ApiKeysPage from './api-keys-page';

const KEY = `rlk_a1b2c3d4e5f6_${'x'.repeat(43)}`;
const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey',
  id: 'k1',
  name: 'nightly import',
  scope: 'ANALYZE',
  prefix: 'rlk_a1b2c3d4e5f6',
  rateLimitPerMinute: 60,
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

function keysApi(calls: Array<{ name: string; variables: unknown }>): MockHandler {
  let rows = [row()];
  return (op) => {
    calls.push({ name: op.operationName ?? '', variables: op.variables });
    if (op.operationName === 'MyApiKeys') return { data: { myApiKeys: rows } };
    if (op.operationName === 'CreateApiKey') {
      const created = row({ id: 'k2', name: 'dashboard', scope: 'READ' });
      rows = [created, ...rows];
      return { data: { createApiKey: { __typename: 'CreatedApiKey', key: KEY, apiKey: created } } };
    }
    if (op.operationName === 'RevokeApiKey')
      return { data: { revokeApiKey: { __typename: 'ApiKey', id: 'k1', revokedAt: '2026-11-21T10:00:00Z' } } };
    return { data: null };
  };
}

describe('ApiKeysPage', () => {
  it('shows visitors the examples and asks them to sign in for keys', () => {
    renderPage(<ApiKeysPage />, { route: '/developers' });
    expect(screen.getByRole('heading', { name: 'API' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText('GraphQL with curl')).toBeInTheDocument();
    expect(screen.getByText('TypeScript (Node 18+ or a browser)')).toBeInTheDocument();
  });

  it('lists keys, creates one and shows it once in the examples, and revokes', async () => {
    const user = userEvent.setup();
    const calls: Array<{ name: string; variables: unknown }> = [];
    renderPage(<ApiKeysPage />, { route: '/developers', token: 't', handler: withMe(sessionUser(), keysApi(calls)) });
    expect(await screen.findByRole('rowheader', { name: 'nightly import' })).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'dashboard');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(KEY);
    expect(calls.find((c) => c.name === 'CreateApiKey')?.variables).toEqual({
      input: { name: 'dashboard', scope: 'READ', rateLimitPerMinute: null },
    });
    expect(screen.getAllByText(new RegExp(`Bearer ${KEY}`)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Revoke nightly import' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'RevokeApiKey')?.variables).toEqual({ id: 'k1' }));
  });

  it('shows the validation messages of the contract', async () => {
    const user = userEvent.setup();
    renderPage(<ApiKeysPage />, { route: '/developers', token: 't', handler: withMe(sessionUser(), keysApi([])) });
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.type(screen.getByLabelText('Requests per minute'), '5000');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('At most 600 requests per minute')).toBeInTheDocument();
  });
});
