import { randomUUID } from 'node:crypto';
import { loginRequestSchema, registerRequestSchema, fieldErrors } from '@realty/proto-schemas';
import { appError, invalidInput, isDuplicateKey, type RequestContext } from '@realty/service-kit';
import { userRegisteredOutbox } from '../events/user-registered.ts';
import { decoyHash, hashPassword, verifyPassword } from '../domain/passwords.ts';
import { addressKey } from '../domain/client-address.ts';
import { LOGIN_LIMITED_MESSAGE, REGISTRATION_LIMITED_MESSAGE } from '../domain/fixed-window.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { sessionMutations } from './sessions.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authPayload, toUser } from './user-payload.ts';

const INVALID_LOGIN = 'Invalid email or password';

export function authResolvers(deps: AuthDeps): Resolvers {
  const { users, relay, jwtSecret, admins, loginAttempts, signUps, meProfiles } = deps;

  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const profile = await meProfiles.forToken(ctx.user.sub, ctx.user.ver);
        return profile && toUser(profile, admins);
      },
    },
    Mutation: {
      register: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
        const parsed = registerRequestSchema.safeParse(args.input);
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const { email, password, firstName, lastName } = parsed.data;
        const normalized = email.toLowerCase();
        const signUp = await signUps.claim(addressKey(ctx.clientIp));
        if (!signUp.granted)
          throw appError('RATE_LIMITED', REGISTRATION_LIMITED_MESSAGE, { retryAfterSeconds: signUp.retryAfterSeconds });
        const now = new Date();
        const id = randomUUID();
        const role = admins.has(normalized) ? 'admin' : 'user';
        try {
          // The user and its user.registered event land in one document write (the outbox).
          await users.create({
            _id: id,
            email: normalized,
            passwordHash: await hashPassword(password),
            firstName,
            lastName,
            role,
            createdAt: now,
            tokenVersion: 0,
            _outbox: userRegisteredOutbox(id, {
              email: normalized,
              firstName,
              lastName,
              role,
              createdAt: now.toISOString(),
            }),
          });
        } catch (err) {
          // No account was created, so the sign-up goes back to the address.
          await signUps.release(signUp).catch(() => undefined);
          if (isDuplicateKey(err))
            throw appError('CONFLICT', 'An account with this email already exists', {
              fields: { email: 'An account with this email already exists' },
            });
          throw err;
        }
        void relay.kick([id]);
        return authPayload(
          { _id: id, email: normalized, firstName, lastName, role, createdAt: now, tokenVersion: 0 },
          admins,
          jwtSecret,
        );
      },
      login: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
        const parsed = loginRequestSchema.safeParse(args.input);
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const email = parsed.data.email.toLowerCase();
        const key = `${email}|${addressKey(ctx.clientIp)}`;
        // The attempt is counted before the password is checked, so parallel guesses cannot all pass one check.
        const attempt = await loginAttempts.claim(key);
        if (!attempt.granted)
          throw appError('RATE_LIMITED', LOGIN_LIMITED_MESSAGE, { retryAfterSeconds: attempt.retryAfterSeconds });
        const doc = await users.findOne({ email }).lean();
        // Verify against a decoy when the email is unknown so timing does not reveal which part was wrong.
        const ok = await verifyPassword(doc?.passwordHash ?? (await decoyHash()), parsed.data.password);
        if (!doc || !ok) throw appError('UNAUTHENTICATED', INVALID_LOGIN);
        await loginAttempts.clear(attempt);
        return authPayload(doc, admins, jwtSecret);
      },
      ...sessionMutations(deps),
    },
    User: {
      __resolveReference: async (ref: { id: string }) => {
        const doc = await users.findById(ref.id, { passwordHash: 0, _outbox: 0 }).lean();
        return doc ? toUser(doc, admins) : null;
      },
    },
  };
}
