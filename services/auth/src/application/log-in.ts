import { loginRequestSchema } from '@realty/proto-schemas';
import { addressKey } from '../domain/client-address.ts';
import { LOGIN_LIMITED_MESSAGE } from '../domain/fixed-window.ts';
import { decoyHash, verifyPassword } from '../domain/passwords.ts';
import { invalidAuthInput, invalidLogin, rateLimited } from '../errors.ts';
import { findUserByEmail } from '../store/users.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authPayload } from './session-payload.ts';

/** A sign-in: attempts count per email and client address; a success clears the failures before it. */
export async function logIn(deps: AuthDeps, clientIp: string, input: unknown) {
  const { users, jwtSecret, admins, loginAttempts } = deps;
  const parsed = loginRequestSchema.safeParse(input);
  if (!parsed.success) throw invalidAuthInput(parsed.error);
  const email = parsed.data.email.toLowerCase();
  // The attempt is counted before the password is checked, so parallel guesses cannot all pass one check.
  const attempt = await loginAttempts.claim(`${email}|${addressKey(clientIp)}`);
  if (!attempt.granted) throw rateLimited(LOGIN_LIMITED_MESSAGE, attempt.retryAfterSeconds);
  const doc = await findUserByEmail(users, email);
  // Verify against a decoy when the email is unknown so timing does not reveal which part was wrong.
  const ok = await verifyPassword(doc?.passwordHash ?? (await decoyHash()), parsed.data.password);
  if (!doc || !ok) throw invalidLogin();
  await loginAttempts.clear(attempt);
  return authPayload(doc, admins, jwtSecret);
}
