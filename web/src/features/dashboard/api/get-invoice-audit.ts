import { useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';

export const InvoiceAuditFindingsDocument = graphql(`
  query InvoiceAuditFindings($id: ID!) {
    invoiceAudit(id: $id) {
      id
      createdAt
      issuesFound
      flaggedItems
      verifiedItems
      summary
      vendor
      invoiceNumber
      totalImpact
      findings {
        ...AuditFindingFields
      }
    }
  }
`);

export function useInvoiceAuditFindings(id: string | null) {
  return useQuery(InvoiceAuditFindingsDocument, { variables: { id: id ?? '' }, skip: !id });
}
