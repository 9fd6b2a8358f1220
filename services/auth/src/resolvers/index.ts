import { randomUUID } from 'node:crypto';
import { loginRequestSchema, registerRequestSchema, fieldErrors } from '@realty/proto-schemas';
import { appError, createEvent, invalidInput, outboxOf, signToken, type OutboxRelay, type RequestContext } from '@realty/service-kit';
import type { UserDoc, UserModel } from '../model.ts';
import { decoyHash, hashPassword, verifyPassword } from '../domain/passwords.ts';
import { effectiveRole } from '../domain/roles.ts';
import type { LoginRateLimiter } from '../domain/rate-limiter.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export interface AuthDeps {
  users: UserModel;
  relay: OutboxRelay;
  jwtSecret: string;
  admins: Set<string>;
  limiter: LoginRateLimiter;
}

const INVALID_LOGIN = 'Invalid email or password';

function toUser(doc: Pick<UserDoc, '_id' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdAt'>, admins: Set<string>) {
  return {
    id: doc._id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    role: effectiveRole(doc.email, doc.role, admins),
    createdAt: doc.createdAt.toISOString(),
  };
}

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === 11000;
}

export function authResolvers(deps: AuthDeps): Resolvers {
  const { users, relay, jwtSecret, admins, limiter } = deps;
  const payload = (user: ReturnType<typeof toUser>) => ({
    token: signToken({ sub: user.id, email: user.email, role: user.role as 'user' | 'admin' }, jwtSecret),
    user,
  });

  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: RequestContext) => {
        if (!ctx.user) return null;
        const doc = await users.findById(ctx.user.sub, { passwordHash: 0, _outbox: 0 }).lean();
        return doc ? toUser(doc, admins) : null;
      },
    },
    Mutation: {
      register: async (_: unknown, args: { input: unknown }) => {
        const parsed = registerRequestSchema.safeParse(args.input);
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const { email, password, firstName, lastName } = parsed.data;
        const normalized = email.toLowerCase();
        const now = new Date();
        const id = randomUUID();
        const role = admins.has(normalized) ? 'admin' : 'user';
        const event = createEvent('user.registered', {
          producer: 'auth',
          userId: id,
          data: { email: normalized, firstName, lastName, role, createdAt: now.toISOString() },
        });
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
            _outbox: outboxOf(event),
          });
        } catch (err) {
          if (isDuplicateKey(err)) throw appError('CONFLICT', 'An account with this email already exists', { fields: { email: 'An account with this email already exists' } });
          throw err;
        }
        void relay.kick([id]);
        return payload(toUser({ _id: id, email: normalized, firstName, lastName, role, createdAt: now }, admins));
      },
      login: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
        const parsed = loginRequestSchema.safeParse(args.input);
        if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
        const email = parsed.data.email.toLowerCase();
        const key = `${email}|${ctx.clientIp}`;
        if (limiter.isBlocked(key)) throw appError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a few minutes and try again.');
        const doc = await users.findOne({ email }).lean();
        // Verify against a decoy when the email is unknown so timing does not reveal which part was wrong.
        const ok = await verifyPassword(doc?.passwordHash ?? (await decoyHash()), parsed.data.password);
        if (!doc || !ok) {
          limiter.recordFailure(key);
          throw appError('UNAUTHENTICATED', INVALID_LOGIN);
        }
        limiter.reset(key);
        return payload(toUser(doc, admins));
      },
    },
    User: {
      __resolveReference: async (ref: { id: string }) => {
        const doc = await users.findById(ref.id, { passwordHash: 0, _outbox: 0 }).lean();
        return doc ? toUser(doc, admins) : null;
      },
    },
  };
}
