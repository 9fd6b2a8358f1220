import { createEvent, outboxOf } from '@realty/service-kit';
import { accountExists, applyStripeEventOnce } from '../store/accounts.ts';
import type { AccountStore } from './current-account.ts';
import type { StripeEventRef, StripeOutcome } from './apply-stripe-change.ts';

export interface SucceededPayment {
  /** US dollars (Stripe's cents divided by 100), as the admin's revenue is shown in dollars. */
  amount: number;
  currency: string;
  stripePaymentId: string;
}

/**
 * Records a successful payment once: payment.succeeded is queued in the same write that adds
 * the Stripe event id to the account's applied ones, conditional on it not being there yet.
 * Payments are facts, not state, so their order does not matter.
 */
export async function recordPayment(
  store: AccountStore,
  userId: string,
  payment: SucceededPayment,
  stripeEvent: StripeEventRef,
): Promise<StripeOutcome> {
  const event = createEvent('payment.succeeded', {
    producer: 'billing',
    userId,
    data: { ...payment, paidAt: new Date(stripeEvent.created * 1000).toISOString() },
  });
  const updated = await store.lock.run(userId, () =>
    applyStripeEventOnce(store.accounts, userId, stripeEvent.id, outboxOf(event)),
  );
  if (updated) {
    store.onEventsQueued();
    return 'applied';
  }
  return (await accountExists(store.accounts, userId)) ? 'duplicate' : 'no_account';
}
