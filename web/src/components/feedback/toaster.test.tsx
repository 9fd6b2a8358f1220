import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui';
import { useToast } from '@/hooks/use-toast';
import { renderPage } from '@/testing/test-utils';

function Trigger() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => navigate('/elsewhere')}>leave</Button>
      <Button
        onClick={() => {
          toast({ title: 'Welcome', keepOnNextNavigation: true });
          navigate('/dashboard');
        }}
      >
        welcome
      </Button>
      <Button onClick={() => toast({ title: 'First', description: 'one' })}>first</Button>
      <Button onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}>second</Button>
    </>
  );
}

describe('Toaster', () => {
  it('clears the toast when the user navigates to another page', async () => {
    const user = userEvent.setup();
    renderPage(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
    await user.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('keeps a toast through the one navigation its page makes, and clears it on the next', async () => {
    const user = userEvent.setup();
    renderPage(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'welcome' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.getByTestId('toast')).toHaveTextContent('Welcome');
    await user.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows at most one toast: a new one replaces the old', async () => {
    const user = userEvent.setup();
    renderPage(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByText('First')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    renderPage(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('goes away by itself', async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'first' }));
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
