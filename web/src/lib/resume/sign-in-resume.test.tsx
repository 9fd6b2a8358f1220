import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppLayout } from '@/app/layout/app-layout';
import { AppProvider } from '@/app/provider';
import { Button, InputField } from '@/components/ui';
import { useOpenSignInDialog } from '@/hooks/use-sign-in-dialog';
import { useSession } from '@/lib/session/use-session';
import { createTestClient, sessionUser } from '@/testing/test-utils';

/** A tool page shaped like ours: the visitor's form opens the dialog, the member's form runs the tool. */
function FakeTool({ runs }: { runs: Array<Record<string, string>> }) {
  const session = useSession();
  const openSignIn = useOpenSignInDialog();
  const [done, setDone] = useState(false);
  const member = session.status === 'authenticated';
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!member) return openSignIn('Fake Tool');
    runs.push({ address: String(data.get('address')), zipCode: String(data.get('zipCode')) });
    setDone(true);
  };
  return (
    <div>
      <h1>Fake Tool</h1>
      {done ? <p>Result ready</p> : null}
      <form aria-label="Fake search" onSubmit={onSubmit} key={member ? 'member' : 'visitor'}>
        <InputField label="Address" name="address" defaultValue="" />
        <InputField label="ZIP" name="zipCode" defaultValue="" />
        <Button type="submit">{member ? 'Run' : 'Try it'}</Button>
      </form>
      <Button onClick={() => openSignIn('Fake Tool')}>Start Free Trial</Button>
    </div>
  );
}

function renderTool(runs: Array<Record<string, string>>) {
  const store = createStore();
  const client = createTestClient((op) =>
    op.operationName === 'Login'
      ? { data: { login: { __typename: 'AuthPayload', token: 'tok-r', user: sessionUser() } } }
      : { data: { me: sessionUser() } },
  );
  render(
    <AppProvider client={client} store={store}>
      <MemoryRouter initialEntries={['/tool']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="tool" element={<FakeTool runs={runs} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to use Fake Tool' }, { timeout: 5000 });
  await user.type(dialog.querySelector('input[type=email]') as HTMLInputElement, 'ada@example.com');
  await user.type(dialog.querySelector('input[type=password]') as HTMLInputElement, 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => sessionStorage.clear());

describe('signing in from a tool', () => {
  it('keeps what the visitor entered and runs the tool they asked for', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const runs: Array<Record<string, string>> = [];
    renderTool(runs);
    await user.type(screen.getByLabelText('Address'), '500 E 5th St');
    await user.type(screen.getByLabelText('ZIP'), '78701');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    await signIn(user);
    await waitFor(() => expect(runs).toEqual([{ address: '500 E 5th St', zipCode: '78701' }]), { timeout: 5000 });
    expect(await screen.findByText('Result ready')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it(
    'refills the form without running it when the visitor only pressed the trial button',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const runs: Array<Record<string, string>> = [];
      renderTool(runs);
      await user.type(screen.getByLabelText('ZIP'), '80202');
      await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
      await signIn(user);
      await waitFor(() => expect(screen.getByLabelText('ZIP')).toHaveValue('80202'), { timeout: 5000 });
      expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
      expect(runs).toEqual([]);
    },
  );

  it('never keeps a password', async () => {
    const user = userEvent.setup();
    renderTool([]);
    await user.type(screen.getByLabelText('ZIP'), '80202');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(sessionStorage.getItem('realtylens.resume')).toContain('80202');
    await user.type(document.querySelector('input[type=password]') as HTMLInputElement, 'secret123');
    expect(sessionStorage.getItem('realtylens.resume')).not.toContain('secret123');
  });
});

describe('the sign-in dialog', () => {
  it('has a close button, and closing returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    renderTool([]);
    const opener = screen.getByRole('button', { name: 'Start Free Trial' });
    await user.click(opener);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape and returns focus too', async () => {
    const user = userEvent.setup();
    renderTool([]);
    const opener = screen.getByRole('button', { name: 'Start Free Trial' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
