import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@realty/proto-schemas';

/**
 * An API key is `rlk_<12 hex id>_<43 base64url characters>`: 256 random bits after a public prefix that
 * tells keys apart in lists. Only its SHA-256 is stored. A fast hash is right here, unlike for passwords:
 * the secret is random and long, so there is nothing to guess, and the hash is the lookup key.
 */
const KEY_PATTERN = /^rlk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  /** The whole key, shown to its owner once. */
  key: string;
  /** `rlk_` and the id part, kept in clear to tell keys apart. */
  prefix: string;
  hash: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): NewApiKey {
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** Whether a bearer value has a key's shape (checked before any database read). */
export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
