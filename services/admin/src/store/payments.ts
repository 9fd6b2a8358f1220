import type { EventEnvelope } from '@realty/proto-schemas';
import type { AdminCollections } from './collections.ts';
import { isDuplicateKey } from '@realty/service-kit';

/** payment.succeeded, keyed by Stripe's payment id: a redelivery finds the row and changes nothing. */
export async function recordPayment(
  collections: AdminCollections,
  event: EventEnvelope<'payment.succeeded'>,
): Promise<void> {
  const { stripePaymentId, amount, currency, paidAt } = event.data;
  try {
    await collections.payments.updateOne(
      { _id: stripePaymentId },
      { $setOnInsert: { userId: event.userId, amount, currency, paidAt: new Date(paidAt) } },
      { upsert: true },
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
