import { requireUser, type RequestContext } from '@realty/service-kit';
import type { Checkout } from '../application/stripe/checkout.ts';
import { paymentsNotConfigured } from '../errors.ts';

/**
 * The payment mutations. Whether payments are configured is checked first: it is a fact about
 * the deployment (public through `paymentsConfigured`), and the spec's checkout screen shows
 * the same unavailable message to everyone. Then the caller must be signed in.
 */
export function paymentMutations(checkout: Checkout | null) {
  const payer = (ctx: RequestContext) => {
    if (!checkout) throw paymentsNotConfigured();
    const user = requireUser(ctx.user);
    return { checkout, payer: { userId: user.sub, email: user.email } };
  };
  return {
    createPaymentIntent: async (_: unknown, args: { amount?: number | null }, ctx: RequestContext) => {
      const { checkout: c, payer: p } = payer(ctx);
      return { clientSecret: await c.createPaymentIntent(p, args.amount) };
    },
    createSubscription: async (_: unknown, args: { planType?: string | null }, ctx: RequestContext) => {
      const { checkout: c, payer: p } = payer(ctx);
      return { clientSecret: await c.createSubscription(p, args.planType) };
    },
  };
}
