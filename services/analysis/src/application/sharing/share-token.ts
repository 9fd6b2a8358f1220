import { createHash, randomBytes } from 'node:crypto';

/** How long a share link works unless revoked first. */
export const SHARE_LINK_DAYS = 30;

/** A token is 32 random bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The stored key of a token: its SHA-256 in hex (the token itself is never stored). */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new unguessable token and the hash under which its link is stored. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashShareToken(token) };
}

/** Whether a string can be a token at all; anything else is answered not found without a lookup. */
export function isShareTokenShape(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export const shareLinkPath = (token: string) => `/shared/${token}`;

export function shareLinkExpiry(createdAt: Date, days = SHARE_LINK_DAYS): Date {
  return new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A link works until it is revoked or its expiry has passed. */
export function shareLinkIsLive(link: { expiresAt: Date; revokedAt?: Date | null }, now: Date): boolean {
  return !link.revokedAt && link.expiresAt.getTime() > now.getTime();
}
