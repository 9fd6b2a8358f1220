import { signToken } from '@realty/service-kit';
import type { UserDoc } from '../store/users.ts';
import { effectiveRole } from '../domain/roles.ts';

export type UserFields = Pick<UserDoc, '_id' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdAt'>;

/** A user as the service shows it: the role is the effective one (configured admins are admins). */
export function toUser(doc: UserFields, admins: Set<string>) {
  return {
    id: doc._id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    role: effectiveRole(doc.email, doc.role, admins),
    createdAt: doc.createdAt.toISOString(),
  };
}

/** A token and the user it is for, signed with the user's current token version. */
export function authPayload(doc: UserFields & { tokenVersion?: number }, admins: Set<string>, jwtSecret: string) {
  const user = toUser(doc, admins);
  return {
    token: signToken({ sub: user.id, email: user.email, role: user.role, ver: doc.tokenVersion ?? 0 }, jwtSecret),
    user,
  };
}
