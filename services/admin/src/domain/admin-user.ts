import type { AdminUserRecord } from '@realty/proto-schemas';
import type { DirectoryUser } from './directory-user.ts';

/** Exactly the spec's admin listing fields (section 3), with the defaults the dashboard expects. */
export type AdminUser = AdminUserRecord;

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
