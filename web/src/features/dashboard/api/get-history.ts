import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
// The operations are written in ./get-history.graphql; codegen types them into '@/__generated__/graphql'.
import {
  MyPropertyAnalysesDocument,
  MyInvoiceAuditsDocument,
  type InvoiceAuditSummaryFragment,
  type PageCursorFragment,
  type PropertyAnalysisSummaryFragment,
} from '@/__generated__/graphql';

export type PropertyHistoryRow = PropertyAnalysisSummaryFragment;
export type InvoiceHistoryRow = InvoiceAuditSummaryFragment;

/** Rows per page of a history table; 'Show more' reads the next page after the last row's cursor. */
export const HISTORY_PAGE_SIZE = 100;

interface Page<Row> {
  nodes: readonly Row[];
  pageInfo: PageCursorFragment;
}

/** The pages read so far followed by the next one: rows appended, the next page's cursor kept. */
export function appendPage<P extends Page<unknown>>(previous: P, next: P): P {
  return { ...next, nodes: [...previous.nodes, ...next.nodes] };
}

type ConnectionVariables = { first?: number | null; after?: string | null };

/**
 * A history table's reads: the rows read so far, whether more follow, and how to read them. `field` is the
 * query's connection field. History reads run only when signed in (spec section 7), and always ask the
 * server when the page opens.
 */
function useConnectionHistory<Data extends { [key in Field]: Page<unknown> }, Field extends keyof Data & string>(
  document: TypedDocumentNode<Data, ConnectionVariables>,
  field: Field,
  enabled: boolean,
) {
  const query = useQuery(document, {
    variables: { first: HISTORY_PAGE_SIZE },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.[field] as Data[Field] | undefined;
  return {
    rows: (page?.nodes ?? []) as Data[Field]['nodes'],
    loaded: page !== undefined,
    loading: query.loading,
    hasMore: page?.pageInfo.hasNextPage ?? false,
    loadMore: async () => {
      const after = page?.pageInfo.endCursor;
      if (!after) return;
      await query.fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          ({
            ...previous,
            [field]: appendPage((previous as Data)[field], (fetchMoreResult as Data)[field]),
          }) as typeof previous,
      });
    },
    refetch: () => query.refetch(),
  };
}

export function usePropertyHistory(enabled: boolean) {
  return useConnectionHistory(MyPropertyAnalysesDocument, 'myPropertyAnalysesConnection', enabled);
}

export function useInvoiceHistory(enabled: boolean) {
  return useConnectionHistory(MyInvoiceAuditsDocument, 'myInvoiceAuditsConnection', enabled);
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
