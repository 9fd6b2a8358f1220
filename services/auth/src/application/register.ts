import { randomUUID } from 'node:crypto';
import { registerRequestSchema } from '@realty/proto-schemas';
import { isDuplicateKey } from '@realty/service-kit';
import { addressKey } from '../domain/client-address.ts';
import { REGISTRATION_LIMITED_MESSAGE } from '../domain/fixed-window.ts';
import { hashPassword } from '../domain/passwords.ts';
import { emailTaken, invalidAuthInput, rateLimited } from '../errors.ts';
import { userRegisteredOutbox } from '../events/user-registered.ts';
import { insertUser } from '../store/users.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authPayload } from './session-payload.ts';

/**
 * A new account, signed in. Sign-ups count per client address across every instance; a sign-up that made no
 * account (a taken email, a failed write) goes back to the address.
 */
export async function register(deps: AuthDeps, clientIp: string, input: unknown) {
  const { users, relay, jwtSecret, admins, signUps } = deps;
  const parsed = registerRequestSchema.safeParse(input);
  if (!parsed.success) throw invalidAuthInput(parsed.error);
  const { email, password, firstName, lastName } = parsed.data;
  const normalized = email.toLowerCase();
  const signUp = await signUps.claim(addressKey(clientIp));
  if (!signUp.granted) throw rateLimited(REGISTRATION_LIMITED_MESSAGE, signUp.retryAfterSeconds);
  const now = new Date();
  const id = randomUUID();
  const role = admins.has(normalized) ? 'admin' : 'user';
  try {
    // The user and its user.registered event land in one document write (the outbox).
    await insertUser(users, {
      _id: id,
      email: normalized,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      role,
      createdAt: now,
      tokenVersion: 0,
      _outbox: userRegisteredOutbox(id, { email: normalized, firstName, lastName, role, createdAt: now.toISOString() }),
    });
  } catch (err) {
    await signUps.release(signUp).catch(() => undefined);
    if (isDuplicateKey(err)) throw emailTaken();
    throw err;
  }
  void relay.kick([id]);
  const user = { _id: id, email: normalized, firstName, lastName, role, createdAt: now, tokenVersion: 0 } as const;
  return authPayload(user, admins, jwtSecret);
}
