import { useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';

export const PaymentsConfiguredDocument = graphql(`
  query PaymentsConfigured {
    paymentsConfigured
  }
`);

export function usePaymentsConfigured() {
  return useQuery(PaymentsConfiguredDocument, { fetchPolicy: 'network-only' });
}
