import { useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import type { MyInvoiceAuditsQuery, MyPropertyAnalysesQuery } from '@/__generated__/graphql';

export type PropertyHistoryRow = MyPropertyAnalysesQuery['myPropertyAnalyses'][number];
export type InvoiceHistoryRow = MyInvoiceAuditsQuery['myInvoiceAudits'][number];

export const MyPropertyAnalysesDocument = graphql(`
  query MyPropertyAnalyses {
    myPropertyAnalyses {
      id
      createdAt
      address
      zipCode
      estimatedValue
      monthlyRent
      capRate
      roiPotential
    }
  }
`);

export const MyInvoiceAuditsDocument = graphql(`
  query MyInvoiceAudits {
    myInvoiceAudits {
      id
      createdAt
      issuesFound
      flaggedItems
      verifiedItems
    }
  }
`);

/** History reads run only when signed in (spec section 7), and always ask the server when the page opens. */
export function usePropertyHistory(enabled: boolean) {
  return useQuery(MyPropertyAnalysesDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
}

export function useInvoiceHistory(enabled: boolean) {
  return useQuery(MyInvoiceAuditsDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
}

/** The exported record shapes of spec section 3 (history records), in the spec's field order. */
export function propertyExportRecords(rows: readonly PropertyHistoryRow[]) {
  return rows.map((r) => ({
    createdAt: r.createdAt,
    address: r.address,
    zipCode: r.zipCode,
    estimatedValue: r.estimatedValue,
    monthlyRent: r.monthlyRent,
    capRate: r.capRate,
    roiPotential: r.roiPotential,
  }));
}

export function invoiceExportRecords(rows: readonly InvoiceHistoryRow[]) {
  return rows.map((r) => ({
    createdAt: r.createdAt,
    issuesFound: r.issuesFound,
    flaggedItems: r.flaggedItems,
    verifiedItems: r.verifiedItems,
  }));
}
