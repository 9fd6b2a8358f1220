import type Stripe from 'stripe';
import type { AccountStore } from '../current-account.ts';
import { applySubscriptionChange, type StripeOutcome } from '../apply-stripe-change.ts';
import { recordPayment } from '../record-payment.ts';
import { accountIdOfCustomer } from '../../store/accounts.ts';
import { planFromMetadata, statusFromStripe } from '../../domain/subscription-state.ts';

export type WebhookOutcome = StripeOutcome | 'ignored';

type Ref<T extends { id: string }> = string | T | null | undefined;
const idOf = <T extends { id: string }>(ref: Ref<T>): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** Our metadata names the user; Stripe objects we did not create are matched by their customer. */
async function resolveUser(
  store: AccountStore,
  metadata: Record<string, string> | null | undefined,
  customerId: string | null,
): Promise<string | null> {
  const fromMetadata = metadata?.userId;
  if (fromMetadata) return fromMetadata;
  return customerId ? accountIdOfCustomer(store.accounts, customerId) : null;
}

/**
 * Applies a verified Stripe event to the account it concerns:
 * - customer.subscription.created/updated/deleted: the subscription's status (deleted = cancelled);
 * - invoice.paid / invoice.payment_succeeded of a subscription invoice: its plan is active;
 * - payment_intent.succeeded: a payment (payment.succeeded), which is also how a subscription's
 *   invoice payments reach the revenue figures, so invoices themselves never count as revenue.
 * Anything else is acknowledged and ignored.
 */
export async function handleStripeEvent(store: AccountStore, event: Stripe.Event): Promise<WebhookOutcome> {
  const ref = { id: event.id, created: event.created };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      const userId = await resolveUser(store, subscription.metadata, customerId);
      const status =
        event.type === 'customer.subscription.deleted' ? 'cancelled' : statusFromStripe(subscription.status);
      if (!userId) return 'no_account';
      if (!status) return 'ignored';
      return applySubscriptionChange(
        store,
        userId,
        { planType: planFromMetadata(subscription.metadata), status, subscriptionId: subscription.id, customerId },
        ref,
      );
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return 'ignored';
      const customerId = idOf(invoice.customer);
      const userId = await resolveUser(store, details.metadata, customerId);
      if (!userId) return 'no_account';
      return applySubscriptionChange(
        store,
        userId,
        {
          planType: planFromMetadata(details.metadata),
          status: 'active',
          subscriptionId: idOf(details.subscription),
          customerId,
        },
        ref,
      );
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const userId = await resolveUser(store, intent.metadata, idOf(intent.customer));
      if (!userId) return 'no_account';
      const cents = intent.amount_received || intent.amount;
      return recordPayment(
        store,
        userId,
        { amount: cents / 100, currency: intent.currency, stripePaymentId: intent.id },
        ref,
      );
    }
    default:
      return 'ignored';
  }
}
