import { changePasswordSchema } from '@realty/proto-schemas';
import type { AuthClaims } from '@realty/service-kit';
import { addressKey } from '../domain/client-address.ts';
import { PASSWORD_CHANGE_LIMITED_MESSAGE } from '../domain/fixed-window.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { invalidAuthInput, rateLimited, userGone, wrongPassword } from '../errors.ts';
import { findPasswordHash } from '../store/users.ts';
import type { AuthDeps } from './auth-deps.ts';
import { endAllSessions } from './end-sessions.ts';
import { authPayload } from './session-payload.ts';

/** A new password ends every session; the answer is a token for the new version. */
export async function changePassword(deps: AuthDeps, user: AuthClaims, clientIp: string, input: unknown) {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) throw invalidAuthInput(parsed.error);
  // Guessing the current password through this mutation counts like failed sign-ins.
  const attempt = await deps.loginAttempts.claim(`${user.email}|${addressKey(clientIp)}`);
  if (!attempt.granted) throw rateLimited(PASSWORD_CHANGE_LIMITED_MESSAGE, attempt.retryAfterSeconds);
  const currentHash = await findPasswordHash(deps.users, user.sub);
  if (currentHash === null) throw userGone();
  if (!(await verifyPassword(currentHash, parsed.data.currentPassword))) throw wrongPassword();
  await deps.loginAttempts.clear(attempt);
  const doc = await endAllSessions(deps, user.sub, { passwordHash: await hashPassword(parsed.data.newPassword) });
  return authPayload(doc, deps.admins, deps.jwtSecret);
}
