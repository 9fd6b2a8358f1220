import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '@/stores/store';
import { createTestClient, sessionUser, withMe, type MockHandler } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

function renderApp(route: string, handler: MockHandler = () => ({ data: null }), token: string | null = null) {
  const store = createStore();
  store.set(tokenAtom, token);
  render(
    <AppProvider client={createTestClient(handler)} store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return store;
}

describe('app shell', () => {
  it('shows the 404 page for an unknown route', async () => {
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown blog article, and the article for a known one', async () => {
    renderApp('/blog/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('renders a known article', async () => {
    renderApp('/blog/rental-market-trends-2025');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Rental Market Trends/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('replaces the routes with a spinner while the session loads', async () => {
    renderApp('/pricing', () => new Promise(() => {}), 'pending-token');
    expect(await screen.findByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Simple, transparent pricing' })).not.toBeInTheDocument();
  });

  it("labels the tools menu 'Try Our Tools' for visitors, with Sign In and Get Started", async () => {
    renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { name: 'Simple, transparent pricing' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try Our Tools/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.queryByRole('link', { name: 'Client Portal' })).not.toBeInTheDocument();
  });

  it("labels it 'Tools' when signed in, shows Client Portal, and Admin Dashboard only for admins", async () => {
    const user = userEvent.setup();
    renderApp('/pricing', withMe(sessionUser({ role: 'admin' })), 'tok');
    expect(await screen.findByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: /^Tools/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Admin Dashboard from other users and shows "User" without a first name', async () => {
    const user = userEvent.setup();
    renderApp('/pricing', withMe(sessionUser({ firstName: '' })), 'tok');
    await user.click(await screen.findByRole('button', { name: 'Account menu for User' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('removes a token the server rejects and carries on signed out', async () => {
    const store = renderApp('/pricing', withMe(null), 'stale-token');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens the collapsible mobile menu', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveTextContent('Rental Market Dashboard');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
