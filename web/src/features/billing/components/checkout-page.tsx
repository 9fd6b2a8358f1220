import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { paymentAmount } from '../api/payment-params';
import { CreatePaymentIntentDocument, usePaymentSecret } from '../api/payment-secret';
import { formatPrice } from './price';
import { PaymentSetup } from './payment-setup';

export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', path: '/checkout', noindex: true });
  const [params] = useSearchParams();
  const amount = paymentAmount(params.get('amount'));
  const createIntent = usePaymentSecret(CreatePaymentIntentDocument, 'createPaymentIntent');
  const initialise = useCallback(() => createIntent({ amount }), [createIntent, amount]);

  return (
    <PaymentSetup
      title="Checkout"
      summary={`One-time payment of ${formatPrice(amount)}.`}
      failure="Failed to initialize payment"
      initialise={initialise}
    />
  );
}
