import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { API_KEY_SCOPES } from '@realty/proto-schemas';

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

/** Returns the claims of a valid token, or null for anything else (garbage, tampered, expired, wrong alg). */
export function verifyToken(token: string, secret: string): AuthClaims | null {
  try {
    const decoded = jwt.verify(token, secret, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    const parsed = claimsSchema.safeParse(decoded);
    return parsed.success ? parsed.data : null;
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
