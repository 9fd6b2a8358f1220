import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type MockOperation } from '@/testing/test-utils';
import CheckoutPage from './checkout-page';
import PricingPage from './pricing-page';
import SubscribePage from './subscribe-page';

describe('PricingPage', () => {
  it('builds the cards from the enforced plans, Pro marked Most Popular', () => {
    renderPage(<PricingPage />, { route: '/pricing' });
    for (const name of ['Free Trial', 'Basic', 'Pro', 'Enterprise'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByTestId('plan-pro')).toHaveTextContent('Most Popular');
    expect(screen.getByTestId('plan-basic')).toHaveTextContent('$29.99/month');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/subscribe?plan=pro');
    expect(screen.getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      '/subscribe?plan=enterprise',
    );
  });
});

describe('checkout and subscribe', () => {
  it('say payments are unavailable when they are not configured', async () => {
    renderPage(<CheckoutPage />, { route: '/checkout', handler: () => ({ data: { paymentsConfigured: false } }) });
    expect(
      await screen.findByText(
        'Payment System Unavailable: payment processing is not configured. Please contact support.',
      ),
    ).toBeInTheDocument();
  });

  it('initialise a payment of ?amount= and report the client secret', async () => {
    const calls: MockOperation[] = [];
    renderPage(<CheckoutPage />, {
      route: '/checkout?amount=49',
      handler: (op) => {
        calls.push(op);
        return op.operationName === 'PaymentsConfigured'
          ? { data: { paymentsConfigured: true } }
          : { data: { createPaymentIntent: { __typename: 'PaymentSecret', clientSecret: 'pi_secret' } } };
      },
    });
    expect(await screen.findByText(/Payment initialized/)).toBeInTheDocument();
    expect(screen.getByText(/Stripe.js\) cannot be loaded/)).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreatePaymentIntent')?.variables).toEqual({ amount: 49 });
  });

  it('default the amount to 29.99 and the plan to basic', async () => {
    const calls: MockOperation[] = [];
    renderPage(<SubscribePage />, {
      route: '/subscribe?plan=gold',
      handler: (op) => {
        calls.push(op);
        return op.operationName === 'PaymentsConfigured'
          ? { data: { paymentsConfigured: true } }
          : { errors: [{ message: 'card declined', extensions: { code: 'BAD_USER_INPUT' } }] };
      },
    });
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Failed to initialize subscription'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Error');
    expect(calls.find((c) => c.operationName === 'CreateSubscription')?.variables).toEqual({ planType: 'basic' });
  });
});
