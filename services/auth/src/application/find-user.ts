import { findUserProfile } from '../store/users.ts';
import type { AuthDeps } from './auth-deps.ts';
import { toUser } from './session-payload.ts';

/** The signed-in user `me` answers with, from the remembered profiles; null when gone or the token revoked. */
export async function currentUser(deps: Pick<AuthDeps, 'meProfiles' | 'admins'>, userId: string, tokenVersion: number) {
  const profile = await deps.meProfiles.forToken(userId, tokenVersion);
  return profile && toUser(profile, deps.admins);
}

/** A user another subgraph refers to (federation's reference), read from the store. */
export async function userById(deps: Pick<AuthDeps, 'users' | 'admins'>, userId: string) {
  const doc = await findUserProfile(deps.users, userId);
  return doc ? toUser(doc, deps.admins) : null;
}
