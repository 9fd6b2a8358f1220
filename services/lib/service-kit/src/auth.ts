import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { API_KEY_SCOPES } from '@realty/proto-schemas';
import { BoundedCache } from './bounded-cache.ts';

/** The algorithm is pinned on both sides: a token claiming `none` or RS256 is refused. */
export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'realtylens-auth';
export const JWT_AUDIENCE = 'realtylens';
/** Seven days; logout, sign-out-everywhere and password changes revoke tokens before that (token-revocations.ts). */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  /** The user's token version when signed; raising it revokes every older token. */
  ver: z.number().int().nonnegative().default(0),
  /** The session id, so one token can be logged out on its own. */
  jti: z.string().optional(),
  /** Set only on tokens the gateway got for an API key: what the key may do (api-key-scope.ts) and its id. */
  scope: z.enum(API_KEY_SCOPES).optional(),
  kid: z.string().optional(),
});
export type AuthClaims = z.infer<typeof claimsSchema>;
export type TokenSubject = Pick<AuthClaims, 'sub' | 'email' | 'role'> & { ver?: number };

export function signToken(claims: TokenSubject, secret: string): string {
  return jwt.sign({ email: claims.email, role: claims.role, ver: claims.ver ?? 0 }, secret, {
    algorithm: JWT_ALGORITHM,
    subject: claims.sub,
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    expiresIn: TOKEN_LIFETIME_SECONDS,
    jwtid: randomUUID(),
  });
}

/** Verified tokens kept with their claims; each service sees the same few tokens on every request of a session. */
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedTokens = new BoundedCache<string, { secret: string; claims: AuthClaims; expiresAtSeconds: number }>(
  VERIFIED_TOKENS_KEPT,
);

/**
 * Returns the claims of a valid token, or null for anything else (garbage, tampered, expired, wrong alg).
 * A token that verified once is remembered until it expires, so a session's later requests skip the HMAC
 * and claim parsing; its expiry is checked on every hit exactly as jsonwebtoken checks it. Revocation is not
 * cached here: callers check `TokenRevocations.allows` on every request. Failures are never remembered, so
 * garbage tokens cannot push valid ones out.
 */
export function verifyToken(token: string, secret: string): AuthClaims | null {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    if (nowSeconds < known.expiresAtSeconds) return known.claims;
    verifiedTokens.delete(token);
    return null;
  }
  try {
    const decoded = jwt.verify(token, secret, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    const parsed = claimsSchema.safeParse(decoded);
    if (!parsed.success) return null;
    const exp = typeof decoded === 'object' ? decoded.exp : undefined;
    if (typeof exp === 'number') verifiedTokens.set(token, { secret, claims: parsed.data, expiresAtSeconds: exp });
    return parsed.data;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}
