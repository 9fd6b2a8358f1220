import { PLANS } from '@realty/proto-schemas';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { subscriptionPlan, useCreateSubscription } from '../api/create-subscription';
import { formatPrice } from './price';
import { PaymentSetup } from './payment-setup';

export default function SubscribePage() {
  usePageMeta({ title: 'Subscribe', path: '/subscribe', noindex: true });
  const [params] = useSearchParams();
  const planType = subscriptionPlan(params.get('plan'));
  const plan = PLANS[planType];
  const [createSubscription] = useCreateSubscription();
  const initialise = useCallback(async () => {
    const { data } = await createSubscription({ variables: { planType } });
    return data?.createSubscription.clientSecret ?? null;
  }, [createSubscription, planType]);

  return (
    <PaymentSetup
      title={`Subscribe to ${plan.name}`}
      summary={`${plan.name}: ${formatPrice(plan.priceMonthly)} per month. ${plan.tagline}.`}
      failure="Failed to initialize subscription"
      initialise={initialise}
    />
  );
}
