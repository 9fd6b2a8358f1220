import { useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import type { AdminDashboardQuery, ContactMessagesQuery } from '@/__generated__/graphql';

export type AdminUserRow = AdminDashboardQuery['adminUsers'][number];
export type AdminStatsView = AdminDashboardQuery['adminStats'];
export type ContactMessageRow = ContactMessagesQuery['contactMessages'][number];

export const AdminDashboardDocument = graphql(`
  query AdminDashboard($limit: Int) {
    adminStats {
      totalUsers
      activeTrials
      paidSubscribers
      totalRevenue
      usageThisMonth
      signupsThisWeek
    }
    adminUsers(limit: $limit) {
      id
      firstName
      lastName
      email
      planType
      subscriptionStatus
      usageCount
      createdAt
      trialEndDate
    }
  }
`);

export const ContactMessagesDocument = graphql(`
  query ContactMessages($limit: Int) {
    contactMessages(limit: $limit) {
      id
      createdAt
      name
      email
      company
      subject
      message
    }
  }
`);

export function useAdminDashboard(enabled: boolean) {
  return useQuery(AdminDashboardDocument, { variables: { limit: 100 }, skip: !enabled, fetchPolicy: 'cache-and-network' });
}

export function useContactMessages(enabled: boolean) {
  return useQuery(ContactMessagesDocument, { variables: { limit: 50 }, skip: !enabled, fetchPolicy: 'cache-and-network' });
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

/** 'Send Newsletter' opens the mail client with every user in BCC, so no address is shown to the others. */
export function newsletterMailto(rows: readonly AdminUserRow[], subject = 'News from RealtyLens'): string {
  const bcc = rows.map((u) => u.email).filter(Boolean).join(',');
  return `mailto:?bcc=${encodeURIComponent(bcc)}&subject=${encodeURIComponent(subject)}`;
}
