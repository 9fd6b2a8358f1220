import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

// The operations are written in ./payment-secret.graphql; codegen types them into '@/__generated__/graphql'.
export { CreatePaymentIntentDocument, CreateSubscriptionDocument } from '@/__generated__/graphql';

/**
 * Starts a payment with a billing mutation that answers a PaymentSecret (the one-off payment of /checkout, the
 * subscription of /subscribe): the returned function sends it and answers the client secret Stripe's card
 * form opens with, or null when the answer has none. `field` is the mutation's field.
 */
export function usePaymentSecret<Field extends string, Variables extends OperationVariables>(
  document: TypedDocumentNode<{ [K in Field]: { clientSecret: string } }, Variables>,
  field: Field,
) {
  const [start] = useMutation(document);
  return useCallback(
    async (variables: Variables): Promise<string | null> => {
      const { data } = await start({ variables });
      return data?.[field].clientSecret ?? null;
    },
    [start, field],
  );
}
