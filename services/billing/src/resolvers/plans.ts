import { PLAN_TYPES, PLANS } from '@realty/proto-schemas';

export function planQueries(paymentsConfigured: boolean) {
  return {
    plans: () => PLAN_TYPES.map((type) => PLANS[type]),
    paymentsConfigured: () => paymentsConfigured,
  };
}
