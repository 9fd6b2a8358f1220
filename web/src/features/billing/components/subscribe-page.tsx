import { PLANS } from '@realty/proto-schemas';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { subscriptionPlan } from '../api/payment-params';
import { CreateSubscriptionDocument, usePaymentSecret } from '../api/payment-secret';
import { formatPrice } from './price';
import { PaymentSetup } from './payment-setup';

export default function SubscribePage() {
  usePageMeta({ title: 'Subscribe', path: '/subscribe', noindex: true });
  const [params] = useSearchParams();
  const planType = subscriptionPlan(params.get('plan'));
  const plan = PLANS[planType];
  const createSubscription = usePaymentSecret(CreateSubscriptionDocument, 'createSubscription');
  const initialise = useCallback(() => createSubscription({ planType }), [createSubscription, planType]);

  return (
    <PaymentSetup
      title={`Subscribe to ${plan.name}`}
      summary={`${plan.name}: ${formatPrice(plan.priceMonthly)} per month. ${plan.tagline}.`}
      failure="Failed to initialize subscription"
      initialise={initialise}
    />
  );
}
