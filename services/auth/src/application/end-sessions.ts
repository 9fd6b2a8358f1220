import type { AuthClaims } from '@realty/service-kit';
import { userGone } from '../errors.ts';
import { raiseTokenVersion, type UserDoc } from '../store/users.ts';
import type { AuthDeps } from './auth-deps.ts';

/**
 * Ending sessions. A token names its session (jti) and the user's token version it was signed with; logout
 * revokes the one session, sign-out-everywhere and a password change raise the version so every older token
 * is refused by every service (through TokenRevocations).
 */
export async function logOut(deps: Pick<AuthDeps, 'revocations'>, user: AuthClaims): Promise<void> {
  if (user.jti) await deps.revocations.revokeSession(user.jti);
}

/** Raises the stored version (setting `set` in the same write) and publishes it; answers the user as now stored. */
export async function endAllSessions(
  deps: Pick<AuthDeps, 'users' | 'revocations' | 'meProfiles'>,
  userId: string,
  set: Record<string, unknown> = {},
): Promise<UserDoc> {
  const doc = await raiseTokenVersion(deps.users, userId, set);
  if (!doc) throw userGone();
  await deps.revocations.revokeBefore(userId, doc.tokenVersion ?? 0);
  deps.meProfiles.forget(userId);
  return doc;
}
