import { useQuery } from '@apollo/client/react';
// The operations are written in ./get-invoice-audit.graphql; codegen types them into '@/__generated__/graphql'.
import { InvoiceAuditFindingsDocument } from '@/__generated__/graphql';

export function useInvoiceAuditFindings(id: string | null) {
  return useQuery(InvoiceAuditFindingsDocument, { variables: { id: id ?? '' }, skip: !id });
}
