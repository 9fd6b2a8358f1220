import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactSchema } from '@realty/proto-schemas';
import { describe, expect, it } from 'vitest';
import { renderPage, type MockOperation } from '@/testing/test-utils';
import ContactPage from './contact-page';

async function send(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

describe('ContactPage', () => {
  it('shows the validation messages, company being optional', async () => {
    renderPage(<ContactPage />, { route: '/contact' });
    await send({ Name: 'A', Email: 'bad', Subject: 'Hey', Message: 'short' });
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it("thanks the sender, promises a reply in 24 hours, and 'Send Another Message' returns to the form", async () => {
    renderPage(<ContactPage />, {
      route: '/contact',
      handler: () => ({ data: { sendContactMessage: { __typename: 'ContactReceipt', ok: true, id: 'm1' } } }),
    });
    const user = await send({
      Name: 'Ada',
      Email: 'ada@example.com',
      Subject: 'Question about plans',
      Message: 'Can I switch plans mid-month?',
    });
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Message Sent Successfully');
    expect(screen.getByTestId('toast')).toHaveTextContent('24 hours');
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('sends a message with Company left empty, and the server rules accept it', async () => {
    const calls: MockOperation[] = [];
    renderPage(<ContactPage />, {
      route: '/contact',
      // The handler applies the server's own validation, so a refused payload fails the test as it failed users.
      handler: (op) => {
        calls.push(op);
        const parsed = contactSchema.safeParse((op.variables as { input: unknown }).input);
        return parsed.success
          ? { data: { sendContactMessage: { __typename: 'ContactReceipt', ok: true, id: 'm2' } } }
          : { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT' } }] };
      },
    });
    await send({
      Name: 'Ada',
      Email: 'ada@example.com',
      Subject: 'Question about plans',
      Message: 'Can I switch plans mid-month?',
    });
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const input = (calls[0]?.variables as { input: Record<string, unknown> }).input;
    expect(input).not.toHaveProperty('company');
  });

  it('tells the sender how to reach us when sending fails', async () => {
    renderPage(<ContactPage />, {
      route: '/contact',
      handler: () => ({ errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
    });
    await send({
      Name: 'Ada',
      Email: 'ada@example.com',
      Subject: 'Question about plans',
      Message: 'Can I switch plans mid-month?',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error Sending Message');
    expect(toast).toHaveTextContent('support@realtylens.app');
  });

  it('lists business hours and says we are remote-first', () => {
    renderPage(<ContactPage />, { route: '/contact' });
    expect(screen.getByText('Monday-Friday 9:00 AM-6:00 PM EST')).toBeInTheDocument();
    expect(screen.getByText(/remote-first/)).toBeInTheDocument();
  });
});
