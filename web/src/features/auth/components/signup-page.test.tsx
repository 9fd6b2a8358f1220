import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, sessionUser, type MockOperation } from '@/testing/test-utils';
import SignupPage from './signup-page';

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
}

describe('SignupPage', () => {
  it('is titled with the trial length from the plan catalogue', () => {
    renderPage(<SignupPage />, { route: '/auth/signup' });
    expect(screen.getByRole('heading', { name: 'Start Your Free Trial' })).toBeInTheDocument();
    expect(screen.getByText('7 days free access to all real estate analytics tools')).toBeInTheDocument();
    expect(screen.getByText(/No credit card required/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows every validation message', async () => {
    renderPage(<SignupPage />, { route: '/auth/signup' });
    await fill({ 'First Name': 'A', 'Last Name': 'B', Email: 'nope', Password: '123', 'Confirm Password': '' });
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it("says the passwords don't match", async () => {
    renderPage(<SignupPage />, { route: '/auth/signup' });
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'secret123',
      'Confirm Password': 'secret124',
    });
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('registers without confirmPassword, welcomes the user and goes to /dashboard', async () => {
    const calls: MockOperation[] = [];
    renderPage(<SignupPage />, {
      route: '/auth/signup',
      handler: (op) => {
        calls.push(op);
        return op.operationName === 'Register'
          ? { data: { register: { __typename: 'AuthPayload', token: 'tok-2', user: sessionUser() } } }
          : { data: { me: sessionUser() } };
      },
    });
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'secret123',
      'Confirm Password': 'secret123',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls.find((c) => c.operationName === 'Register')?.variables).toEqual({
      input: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret123' },
    });
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Welcome to RealtyLens!');
    expect(toast).toHaveTextContent('Your 7-day free trial has started. Explore all our tools!');
  });

  it("shows the server's message when signup is refused", async () => {
    renderPage(<SignupPage />, {
      route: '/auth/signup',
      handler: () => ({
        errors: [{ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }],
      }),
    });
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'secret123',
      'Confirm Password': 'secret123',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Signup Failed');
    expect(toast).toHaveTextContent('An account with this email already exists');
  });
});
