import { useQuery } from '@apollo/client/react';
// The operations are written in ./get-payments-configured.graphql; codegen types them into '@/__generated__/graphql'.
import { PaymentsConfiguredDocument } from '@/__generated__/graphql';

export function usePaymentsConfigured() {
  return useQuery(PaymentsConfiguredDocument, { fetchPolicy: 'network-only' });
}
