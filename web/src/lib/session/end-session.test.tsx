import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '@/stores/store';
import { createTestClient, sessionUser, withMe } from '@/testing/test-utils';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logout', () => {
  it('asks the server to revoke the token, then forgets it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"message":"Signed out"}', { status: 200 }));
    const store = createStore();
    store.set(tokenAtom, 'tok');
    render(
      <AppProvider client={createTestClient(withMe(sessionUser()))} store={store}>
        <MemoryRouter initialEntries={['/pricing']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: 'Bearer tok' },
    });
  });
});
