import type { DirectoryUser } from './directory-user.ts';

/** Exactly the spec's admin listing fields (section 3), with the defaults the dashboard expects. */
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  planType: string;
  subscriptionStatus: string;
  usageCount: number;
  createdAt: string;
  trialEndDate: string | null;
}

export function toAdminUser(doc: DirectoryUser): AdminUser {
  return {
    id: doc._id,
    firstName: doc.firstName ?? '',
    lastName: doc.lastName ?? '',
    email: doc.email ?? '',
    planType: doc.planType ?? 'trial',
    subscriptionStatus: doc.subscriptionStatus ?? 'trial',
    usageCount: doc.usageCount ?? 0,
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    trialEndDate: doc.trialEndDate ? doc.trialEndDate.toISOString() : null,
  };
}
