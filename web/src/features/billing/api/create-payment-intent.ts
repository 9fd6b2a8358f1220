import { useMutation } from '@apollo/client/react';
import { DEFAULT_PAYMENT_AMOUNT } from '@realty/proto-schemas';
import { graphql } from '@/__generated__';

export const CreatePaymentIntentDocument = graphql(`
  mutation CreatePaymentIntent($amount: Float) {
    createPaymentIntent(amount: $amount) {
      clientSecret
    }
  }
`);

/** The amount of the ?amount= parameter, else the default (spec section 5). */
export function paymentAmount(param: string | null): number {
  const value = param === null ? Number.NaN : Number(param);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : DEFAULT_PAYMENT_AMOUNT;
}

export function useCreatePaymentIntent() {
  return useMutation(CreatePaymentIntentDocument);
}
