import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInDialogAtom } from '@/stores/store';
import { renderPage, sessionUser, type MockHandler } from '@/testing/test-utils';
import SignInDialog from './sign-in-dialog';

function open(handler?: MockHandler) {
  const rendered = renderPage(<SignInDialog />, handler ? { handler } : {});
  rendered.store.set(signInDialogAtom, { open: true, tool: 'Invoice Checker' });
  return rendered;
}

describe('SignInDialog', () => {
  it("is titled 'Sign in to use {tool}' with Sign In and Sign Up tabs", async () => {
    open();
    expect(await screen.findByRole('dialog', { name: 'Sign in to use Invoice Checker' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sign In/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sign Up/ })).toBeInTheDocument();
  });

  it("uses the dialog's messages", async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Sign Up/ }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('signs in, closes and says welcome back', async () => {
    const user = userEvent.setup();
    const { store } = open((op) =>
      op.operationName === 'Login'
        ? { data: { login: { __typename: 'AuthPayload', token: 'tok-3', user: sessionUser() } } }
        : { data: { me: sessionUser() } },
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(store.get(signInDialogAtom).open).toBe(false));
    expect(localStorage.getItem('token')).toBe('tok-3');
    expect(screen.getByTestId('toast')).toHaveTextContent('Welcome back!');
  });

  it("registers and announces the trial's free analyses", async () => {
    const user = userEvent.setup();
    open((op) =>
      op.operationName === 'Register'
        ? { data: { register: { __typename: 'AuthPayload', token: 'tok-4', user: sessionUser() } } }
        : { data: { me: sessionUser() } },
    );
    await user.click(await screen.findByRole('tab', { name: /Sign Up/ }));
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'L');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Account Created!');
    expect(toast).toHaveTextContent('3 free analyses');
  });

  it("says 'Unable to connect to server' when the network fails", async () => {
    const user = userEvent.setup();
    open(() => new TypeError('Failed to fetch'));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Unable to connect to server');
  });
});
