import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, type MockHandler } from '@/testing/test-utils';
import LoginPage from './login-page';

describe('LoginPage', () => {
  it('shows the validation messages beneath the fields', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { route: '/auth/login' });
    expect(screen.getByRole('heading', { name: 'Sign in to RealtyLens' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  });

  it('stores the token and goes to /dashboard, showing "Signing in..." meanwhile', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const handler: MockHandler = (op) =>
      op.operationName === 'Login'
        ? new Promise((resolve) => {
            release = () =>
              resolve({ data: { login: { __typename: 'AuthPayload', token: 'tok-1', user: sessionUser() } } });
          })
        : { data: { me: sessionUser() } };
    renderPage(<LoginPage />, { route: '/auth/login', handler });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it("says 'Invalid email or password' when the server refuses", async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, {
      route: '/auth/login',
      handler: () => ({ errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] }),
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says 'An error occurred. Please try again.' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { route: '/auth/login', handler: () => new TypeError('Failed to fetch') });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('An error occurred. Please try again.');
  });
});
