import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
// The operations are written in ./get-admin-dashboard.graphql; codegen types them into '@/__generated__/graphql'.
import {
  AdminDashboardDocument,
  ContactMessagesDocument,
  AdminUsersExportDocument,
  type AdminDashboardQuery,
  type AdminUserFieldsFragment,
  type AdminUsersExportQuery,
  type ContactMessagesQuery,
} from '@/__generated__/graphql';

/** A user as the table's page and the exports' pages carry them. */
export type AdminUserRow = AdminUserFieldsFragment;
export type AdminStatsView = AdminDashboardQuery['adminStats'];
export type ContactMessageRow = ContactMessagesQuery['contactMessages'][number];

/** Rows per page of the users table. */
export const USERS_PAGE_SIZE = 25;

/**
 * One page of users (and the stats). One row more than a page is asked for: its presence says there is
 * a next page, without a count query.
 */
export function useAdminDashboard(enabled: boolean, page = 0) {
  return useQuery(AdminDashboardDocument, {
    variables: { limit: USERS_PAGE_SIZE + 1, offset: page * USERS_PAGE_SIZE },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
}

// The server's largest page.
const EXPORT_PAGE = 500;

/**
 * Every registered user, for the exports (the table shows one page, an export is the whole list). The pages
 * follow cursors, so a user signing up during the export shifts nothing: nobody is missed or listed twice.
 */
export async function fetchAllAdminUsers(client: ApolloClient): Promise<AdminUserRow[]> {
  const all: AdminUserRow[] = [];
  let after: string | null = null;
  for (;;) {
    const result: { data?: AdminUsersExportQuery } = await client.query({
      query: AdminUsersExportDocument,
      variables: { first: EXPORT_PAGE, after },
      fetchPolicy: 'network-only',
    });
    const page = result.data?.adminUsersConnection;
    all.push(...(page?.nodes ?? []));
    if (!page?.pageInfo.hasNextPage || !page.pageInfo.endCursor) return all;
    after = page.pageInfo.endCursor;
  }
}

export function useContactMessages(enabled: boolean) {
  return useQuery(ContactMessagesDocument, {
    variables: { limit: 50 },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
}

/** The users export: one row per user, the admin listing's fields. */
export function userExportRecords(rows: readonly AdminUserRow[]) {
  return rows.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    planType: u.planType,
    subscriptionStatus: u.subscriptionStatus,
    usageCount: u.usageCount,
    createdAt: u.createdAt,
    trialEndDate: u.trialEndDate ?? '',
  }));
}

/**
 * The newsletter recipients: one row per user, name and address, to import into a mailing service that
 * sends each person their own message. Never one mail with every address in it.
 */
export function newsletterRecipients(rows: readonly AdminUserRow[]) {
  return rows.filter((u) => u.email).map((u) => ({ firstName: u.firstName, lastName: u.lastName, email: u.email }));
}
