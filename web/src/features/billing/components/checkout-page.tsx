import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { paymentAmount, useCreatePaymentIntent } from '../api/create-payment-intent';
import { formatPrice } from './price';
import { PaymentSetup } from './payment-setup';

export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', path: '/checkout', noindex: true });
  const [params] = useSearchParams();
  const amount = paymentAmount(params.get('amount'));
  const [createIntent] = useCreatePaymentIntent();
  const initialise = useCallback(async () => {
    const { data } = await createIntent({ variables: { amount } });
    return data?.createPaymentIntent.clientSecret ?? null;
  }, [createIntent, amount]);

  return <PaymentSetup title="Checkout" summary={`One-time payment of ${formatPrice(amount)}.`} failure="Failed to initialize payment" initialise={initialise} />;
}
