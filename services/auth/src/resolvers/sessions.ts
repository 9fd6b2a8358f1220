import { changePasswordSchema, fieldErrors } from '@realty/proto-schemas';
import { appError, invalidInput, requireUser, type RequestContext } from '@realty/service-kit';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { addressKey } from '../domain/client-address.ts';
import { PASSWORD_CHANGE_LIMITED_MESSAGE } from '../domain/fixed-window.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authPayload } from './user-payload.ts';

const WRONG_PASSWORD = 'Current password is incorrect';

/**
 * Ending sessions. A token names its session (jti) and the user's token version it was signed
 * with; logout revokes the one session, sign-out-everywhere and a password change raise the
 * version so every older token is refused by every service (through TokenRevocations).
 */
export function sessionMutations(deps: AuthDeps) {
  const { users, revocations, meProfiles, jwtSecret, admins, loginAttempts } = deps;

  /** Raises the stored version and publishes it; the returned document carries the new version. */
  async function revokeAll(userId: string, set: Record<string, unknown> = {}) {
    // An empty $set is an error on MongoDB and FerretDB alike, so it is only sent with something in it.
    const update = Object.keys(set).length ? { $set: set, $inc: { tokenVersion: 1 } } : { $inc: { tokenVersion: 1 } };
    // No projection: FerretDB does not implement one on findAndModify.
    const doc = await users.findOneAndUpdate({ _id: userId }, update, { new: true }).lean();
    if (!doc) throw appError('UNAUTHENTICATED', 'Authentication required');
    await revocations.revokeBefore(userId, doc.tokenVersion ?? 0);
    meProfiles.forget(userId);
    return doc;
  }

  return {
    logout: async (_: unknown, __: unknown, ctx: RequestContext) => {
      const user = requireUser(ctx.user);
      if (user.jti) await revocations.revokeSession(user.jti);
      return true;
    },
    logoutEverywhere: async (_: unknown, __: unknown, ctx: RequestContext) => {
      await revokeAll(requireUser(ctx.user).sub);
      return true;
    },
    changePassword: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const user = requireUser(ctx.user);
      const parsed = changePasswordSchema.safeParse(args.input);
      if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
      // Guessing the current password through this mutation counts like failed sign-ins.
      const key = `${user.email}|${addressKey(ctx.clientIp)}`;
      const attempt = await loginAttempts.claim(key);
      if (!attempt.granted)
        throw appError('RATE_LIMITED', PASSWORD_CHANGE_LIMITED_MESSAGE, {
          retryAfterSeconds: attempt.retryAfterSeconds,
        });
      const current = await users.findById(user.sub, { passwordHash: 1 }).lean();
      if (!current) throw appError('UNAUTHENTICATED', 'Authentication required');
      if (!(await verifyPassword(current.passwordHash, parsed.data.currentPassword)))
        throw invalidInput({ currentPassword: WRONG_PASSWORD }, WRONG_PASSWORD);
      await loginAttempts.clear(attempt);
      const doc = await revokeAll(user.sub, { passwordHash: await hashPassword(parsed.data.newPassword) });
      return authPayload(doc, admins, jwtSecret);
    },
  };
}
