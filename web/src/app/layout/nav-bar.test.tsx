import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { NavBar } from './nav-bar';

describe('NavBar mobile menu', () => {
  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderPage(<NavBar session={{ status: 'unauthenticated', user: null }} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
