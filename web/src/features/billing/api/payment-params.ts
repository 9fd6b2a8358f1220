import { DEFAULT_PAYMENT_AMOUNT, isPlanType, PLANS, type PlanType } from '@realty/proto-schemas';

/** The amount of the ?amount= parameter, else the default (spec section 5). */
export function paymentAmount(param: string | null): number {
  const value = param === null ? Number.NaN : Number(param);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : DEFAULT_PAYMENT_AMOUNT;
}

/** The plan of the ?plan= parameter when it can be bought, else basic (the spec's default). */
export function subscriptionPlan(param: string | null): PlanType {
  return isPlanType(param) && PLANS[param].purchasable ? param : 'basic';
}
